import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { currentUserContext } from "~/accounts/current-user.server";
import { encodeListingCursor } from "~/listings/listing-cursor.server";
import { listingLoadMessages } from "~/listings/listing-messages";
import { listings } from "~/listings/listings.table";
import { clientIpContext, servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { loadThroughMiddleware } from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader, meta, middleware } from "./browse";

// The browse page's loader as the server calls it (after its own middleware): near a place, and
// when the database cannot answer.

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
    // Through the route's middleware, which makes the viewer it is rendered for (decision 0120).
    return await loadThroughMiddleware(middleware, args as never, loader as never);
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

describe("/listings paged by cursor (decision 0053)", () => {
  interface Page {
    page: number;
    pageCount: number | null;
    hasNextPage: boolean;
    cursors: { first: string; last: string } | null;
    filters: { after?: string; before?: string };
    listings: { name: string }[];
  }
  const names = (page: Page) => page.listings.map((listing) => listing.name);

  beforeAll(async () => {
    const owner = await createTestMember(test);
    await services.db.insert(listings).values(
      Array.from({ length: 30 }, (_, n) => ({
        userId: owner.id,
        name: `Cursor chard ${n}`,
        category: "Vegetables",
        type: "Swap" as const,
        location: "Leeds",
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, n)),
      })),
    );
  });

  it("reads Next's page from its cursor, and canonicalises it to the numbered page", async () => {
    const first = (await load("?type=Swap")) as Page;
    expect(first).toMatchObject({ page: 1, pageCount: 2, hasNextPage: true });
    const after = first.cursors?.last ?? "";
    expect(after).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const second = (await load(`?type=Swap&page=2&after=${after}`)) as Page;
    expect(second).toMatchObject({ page: 2, pageCount: 2, hasNextPage: false });
    expect(names(second)).toEqual([5, 4, 3, 2, 1, 0].map((n) => `Cursor chard ${n}`));
    const tags = meta({ loaderData: second } as unknown as Parameters<typeof meta>[0]);
    const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonical).toMatchObject({
      href: expect.stringMatching(/\/listings\?type=Swap&page=2$/),
    });
  });

  it("reads a malformed or made-up cursor's page by number, never failing", async () => {
    const byNumber = names((await load("?type=Swap&page=2")) as Page);
    for (const cursor of ["garbage", "%00", "A".repeat(33), "é".repeat(32), "*".repeat(32)]) {
      for (const direction of ["after", "before"]) {
        const page = (await load(
          `?type=Swap&page=2&${direction}=${encodeURIComponent(cursor)}`,
        )) as Page;
        expect(page.page).toBe(2);
        expect(page.filters[direction as "after" | "before"]).toBeUndefined();
        expect(names(page)).toEqual(byNumber);
      }
    }
    // A well-formed cursor naming no listing is a place in the order like any other. Its time
    // (12:04:30) falls between two listings', so the random ids never settle a tie.
    const madeUp = encodeListingCursor("1793534670000000", "12345678-1234-1234-1234-123456789abc");
    const older = (await load(`?type=Swap&page=7&after=${madeUp}`)) as Page;
    expect(older.page).toBe(7);
    expect(names(older)).toEqual([4, 3, 2, 1, 0].map((n) => `Cursor chard ${n}`));
  });
});
