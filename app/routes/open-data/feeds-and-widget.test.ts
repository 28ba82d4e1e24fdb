import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, validate } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { syncFoodBanks } from "~/food-banks/food-bank-import.server";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { OPEN_DATA_RATE_LIMIT } from "~/open-data/open-data-limits";
import { clientIpContext } from "~/server/context.server";
import { takeRateLimit } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import { exampleFoodBank, sheetCsv } from "../../../tests/factories/food-bank-sheets";
import { createRouteServices, routeArgs } from "../../../tests/factories/route-args";
import { createAdmittedMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader as widget } from "./food-bank-widget";
import { loader as needsFeed } from "./needs-feed";

// A food bank's needs as Atom, and the widget a food bank frames on its own site (decision 0096).

const getDatabase = setupTestDatabase();
let services: AppServices;
let appUrl: string;
let clients = 0;

type Loader = (args: never) => Promise<Response>;

async function call(
  loader: Loader,
  target: string,
  sourceId: string,
  headers: Record<string, string> = {},
  client = `198.51.100.${++clients}`,
) {
  const args = routeArgs(services, null, new Request(`${appUrl}${target}`, { headers }), {
    sourceId,
  });
  args.context.set(clientIpContext, client);
  return loader(args as never);
}

beforeAll(async () => {
  services = createRouteServices(getDatabase()).services;
  appUrl = services.env.APP_URL;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "glut-feed-")), "banks.csv");
  writeFileSync(
    file,
    sheetCsv([
      exampleFoodBank(1, {
        "Organisation Name": "Headingley <Example> & Co Food Bank",
        Postcode: "LS6 1AA",
        "Needed Items": "Potatoes\nFresh vegetables\nTinned fish",
        "Excess Items": "Pasta\nCarrots",
      }),
    ]),
  );
  expect((await syncFoodBanks({ db: services.db }, { kind: "file", path: file })).success).toBe(
    true,
  );
  const grower = await createAdmittedMember(createTestServices(getDatabase()));
  for (const name of ["Charlotte potatoes", "Spare spuds", "Carrots"]) {
    await createListing(
      services.db,
      grower,
      listingSchema.parse({ name, category: "Vegetables", type: "Free", location: "LS6" }),
    );
  }
});

describe("a food bank's needs feed", () => {
  it("is well-formed Atom with the elements RFC 4287 requires, crediting Give Food", async () => {
    const response = await call(
      needsFeed as Loader,
      "/food-bank/example-1/needs.atom",
      "example-1",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("set-cookie")).toBeNull();
    const xml = await response.text();
    expect(validate(xml)).toBe(true);
    // This parser leaves entities as written; a feed reader decodes them.
    const decode = (text: string) =>
      text
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&");
    const { feed } = parse(xml, {
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      tagValueProcessor: decode,
    });
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    const feedUrl = `${appUrl}/food-bank/example-1/needs.atom`;
    expect(feed.id).toBe(feedUrl);
    expect(feed.title).toBe("Headingley <Example> & Co Food Bank: what it needs");
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    expect(feed.author.name).toBe("Give Food");
    const links = [feed.link].flat();
    expect(links).toContainEqual(expect.objectContaining({ "@rel": "self", "@href": feedUrl }));
    expect(links).toContainEqual(
      expect.objectContaining({ "@rel": "alternate", "@href": `${appUrl}/food-bank/example-1` }),
    );
    const entry = feed.entry;
    expect(entry.id).toMatch(new RegExp(`^${feedUrl}#`));
    expect(entry.title).toMatch(/needs as of \d{1,2} \w+ \d{4}$/);
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    expect(entry.content["#text"]).toContain("<li>Potatoes</li>");
    expect(entry.content["#text"]).toContain("Has plenty of");
  });

  it("is in Welsh at its Welsh address (?lng=cy), linking to the Welsh page", async () => {
    const response = await call(
      needsFeed as Loader,
      "/food-bank/example-1/needs.atom?lng=cy",
      "example-1",
    );
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xml:lang="cy"');
    const feedUrl = `${appUrl}/food-bank/example-1/needs.atom?lng=cy`;
    expect(xml).toContain(`<id>${feedUrl}</id>`);
    expect(xml).toContain("Headingley &lt;Example&gt; &amp; Co Food Bank: beth sydd ei angen arno");
    expect(xml).toContain(`href="${appUrl}/food-bank/example-1?lng=cy"`);
    // A Welsh date: "anghenion ar 30 Tachwedd 2026", never an English month.
    expect(xml).toMatch(/anghenion ar \d{1,2} \p{L}+ \d{4}<\/title>/u);
    expect(xml).not.toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    expect(xml).toContain("Mae ganddo ddigon o");
    expect(xml).not.toContain("what it needs");
  });

  it("answers 304 to its own ETag, and 404 for an unknown food bank", async () => {
    const first = await call(needsFeed as Loader, "/food-bank/example-1/needs.atom", "example-1");
    const etag = first.headers.get("etag") ?? "";
    const again = await call(needsFeed as Loader, "/food-bank/example-1/needs.atom", "example-1", {
      "If-None-Match": etag,
    });
    expect(again.status).toBe(304);
    expect((await call(needsFeed as Loader, "/food-bank/x/needs.atom", "x")).status).toBe(404);
  });
});

describe("the food bank's widget", () => {
  it("shows counts of its needs on offer near it, without excess items, names or cookies", async () => {
    const response = await call(widget as Loader, "/embed/food-bank/example-1", "example-1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = await response.text();
    // Two potato listings; the carrots are on its excess list, so fresh vegetables counts two.
    expect(html).toContain("Growers near us are offering: potatoes (2), fresh vegetables (2)");
    expect(html).not.toMatch(/<script/i);
    for (const name of ["Charlotte", "Spare spuds", "Carrots"]) expect(html).not.toContain(name);
    expect(html).toContain(`href="${appUrl}/food-bank/example-1"`);
    expect(html).toContain("Headingley &lt;Example&gt; &amp; Co Food Bank");
  });

  it("speaks Welsh when its embed code asks (?lng=cy), and links to the Welsh page", async () => {
    const response = await call(widget as Loader, "/embed/food-bank/example-1?lng=cy", "example-1");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="cy">');
    expect(html).toContain(
      "Mae tyfwyr yn ein hardal yn cynnig: potatoes (2), fresh vegetables (2)",
    );
    expect(html).toContain(`href="${appUrl}/food-bank/example-1?lng=cy"`);
    expect(html).toContain(">Gweld beth mae tyfwyr yn ei gynnig ar Glut</a>");
    expect(html).not.toContain("Growers near");
    // English stays as it was, without the parameter.
    const english = await (
      await call(widget as Loader, "/embed/food-bank/example-1", "example-1")
    ).text();
    expect(english).toContain('<html lang="en-GB">');
    expect(english).toContain(">See what growers offer on Glut</a>");
  });

  it("works without a session, is limited per client, and is 404 for an unknown food bank", async () => {
    expect((await call(widget as Loader, "/embed/food-bank/x", "x")).status).toBe(404);
    const client = "192.0.2.200";
    await takeRateLimit(services.db, `open-data:${client}`, OPEN_DATA_RATE_LIMIT, {
      amount: OPEN_DATA_RATE_LIMIT.max,
    });
    const refused = await call(
      widget as Loader,
      "/embed/food-bank/example-1",
      "example-1",
      {},
      client,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
