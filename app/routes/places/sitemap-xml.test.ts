import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { syncFoodBanks } from "~/food-banks/food-bank-import.server";
import { foodBanks } from "~/food-banks/food-banks.table";
import { PRIVACY_UPDATED, TERMS_UPDATED } from "~/legal/legal-dates";
import type { AppServices } from "~/server/services.server";
import { exampleFoodBank, sheetCsv } from "../../../tests/factories/food-bank-sheets";
import { routeArgs } from "../../../tests/factories/route-args";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader } from "./sitemap-xml";

// sitemap.xml as the server answers it, with food banks imported (issue 32, decision 0070).

const getDatabase = setupTestDatabase();
let services: AppServices;
let xml: string;

function urlOf(loc: string): string | undefined {
  return xml.split("\n").find((line) => line.includes(`<loc>${loc}</loc>`));
}

beforeAll(async () => {
  services = createTestServices(getDatabase()) as unknown as AppServices;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "glut-sitemap-")), "banks.csv");
  writeFileSync(file, sheetCsv([exampleFoodBank(1), exampleFoodBank(2, { id: "a&b" })]));
  expect((await syncFoodBanks({ db: services.db }, { kind: "file", path: file })).success).toBe(
    true,
  );
  await services.db
    .update(foodBanks)
    .set({ updatedAt: new Date("2026-10-05T12:00:00Z") })
    .where(eq(foodBanks.sourceId, "example-1"));
  const request = new Request("http://localhost:3000/sitemap.xml");
  const response = (await loader(
    routeArgs(services, null, request) as unknown as Parameters<typeof loader>[0],
  )) as Response;
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  xml = await response.text();
});

describe("sitemap.xml", () => {
  const base = "http://localhost:3000";

  it("leaves out the sign-in form, which says noindex", () => {
    expect(xml).not.toContain(`<loc>${base}/login</loc>`);
    expect(urlOf(`${base}/signup`)).toBeDefined();
  });

  it("lists every food bank's own page, dated by when its record last changed", () => {
    expect(urlOf(`${base}/food-bank/example-1`)).toBe(
      `  <url><loc>${base}/food-bank/example-1</loc><lastmod>2026-10-05</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en-GB" href="${base}/food-bank/example-1"/>` +
        `<xhtml:link rel="alternate" hreflang="cy" href="${base}/food-bank/example-1?lng=cy"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/food-bank/example-1"/>` +
        "</url>",
    );
    // The source id is encoded in the path and escaped in the XML.
    expect(urlOf(`${base}/food-bank/a%26b`)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("dates the legal pages by their wording, and gives no made-up date elsewhere", () => {
    expect(urlOf(`${base}/privacy`)).toContain(`<lastmod>${PRIVACY_UPDATED}</lastmod>`);
    expect(urlOf(`${base}/terms`)).toContain(`<lastmod>${TERMS_UPDATED}</lastmod>`);
    expect(urlOf(`${base}/about`)).not.toContain("<lastmod>");
    expect(urlOf(`${base}/city/leeds`)).not.toContain("<lastmod>");
  });
});
