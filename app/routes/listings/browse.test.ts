import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { currentUserContext } from "~/accounts/current-user.server";
import { listingLoadMessages } from "~/listings/listing-messages";
import { clientIpContext, servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader } from "./browse";

// The browse page's loader as the server calls it: near a place, and when the database cannot
// answer.

const getDatabase = setupTestDatabase();
let services: AppServices;
let test: ReturnType<typeof createTestServices>;

beforeAll(() => {
  test = createTestServices(getDatabase());
  services = {
    ...test,
    storage: new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-browse-"))),
  } as unknown as AppServices;
});

async function load(query = "?type=Free") {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, "203.0.113.9");
  context.set(currentUserContext, await createTestMember(test));
  const url = new URL(`http://localhost:3000/listings${query}`);
  const args = { request: new Request(url), context, params: {}, url, pattern: "/listings" };
  try {
    return await loader(args as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
}

describe("/listings when the listings cannot be read", () => {
  it("answers 500 with the specification's words, naming a missing table as a configuration error", async () => {
    const { db } = services;
    await db.execute(sql`alter table listings rename to listings_away`);
    try {
      const thrown = await load();
      const result = thrown as { type: string; data: string; init: ResponseInit | null };
      expect(result.type).toBe("DataWithResponseInit");
      expect(result.init?.status).toBe(500);
      expect(result.data).toBe(listingLoadMessages.misconfigured);
    } finally {
      await db.execute(sql`alter table listings_away rename to listings`);
    }
    const fine = (await load()) as { total: number };
    expect(fine.total).toBe(0);
  });
});

describe("/listings near a place", () => {
  it("turns 'Near me's rounded position into its district before showing anything", async () => {
    const thrown = (await load("?near=53.8212,-1.5794&within=3&type=Free")) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toMatch(/^\/listings\?near=LS\d+&within=3&type=Free$/);
  });

  it("drops a position outside the UK rather than searching from it", async () => {
    const thrown = (await load("?near=48.85,2.35&within=5")) as Response;
    expect(thrown.headers.get("Location")).toBe("/listings");
  });

  it("names the place searched around as the site names it", async () => {
    const page = (await load("?near=hull&within=5")) as {
      filters: { near?: string; within: number };
      unknownPlace: string | null;
    };
    expect(page.filters).toMatchObject({ near: "Kingston upon Hull", within: 5 });
    expect(page.unknownPlace).toBeNull();
  });

  it("says so when the place is unknown, and searches the words in locations instead", async () => {
    const page = (await load("?near=Atlantis&within=99")) as {
      filters: { near?: string; within: number };
      unknownPlace: string | null;
    };
    expect(page.unknownPlace).toBe("Atlantis");
    // A radius the page does not offer falls back to the default.
    expect(page.filters.within).toBe(10);
  });
});
