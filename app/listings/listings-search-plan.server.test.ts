import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/database.server";
import { setupTestDatabase } from "../../tests/test-database";
import { decodeListingCursor, encodeListingCursor } from "./listing-cursor.server";
import {
  countListingsQuery,
  keysetListingsQuery,
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  type ListingKeyset,
  type ListingSearch,
  searchListingsQuery,
} from "./listing-query.server";

// The browse query must stay on indexes as listings grow. With a handful of rows Postgres rightly
// reads the whole table, so this fills it with 5,000 (a tenth not active) and VACUUM ANALYZEs
// first. The same plans are expected on PGlite and on PostgreSQL.

const getDatabase = setupTestDatabase();

async function plan(handle: DatabaseHandle, query: { sql: string; params: unknown[] }) {
  const text = `EXPLAIN ${query.sql}`;
  const rows =
    handle.kind === "pglite"
      ? (await handle.pglite.query<Record<string, string>>(text, query.params)).rows
      : (await handle.pool.query<Record<string, string>>(text, query.params)).rows;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

const leeds = { latitude: 53.8, longitude: -1.55 };

const cases: [string, ListingSearch, RegExp][] = [
  ["no filter", {}, /listings_status_created_idx/],
  ["search text", { search: "kohlrabi" }, /listings_search_text_trgm_idx/],
  ["location", { location: "lonsdale" }, /listings_location_trgm_idx/],
  ["category", { category: "Herbs" }, /listings_(category|status)_created_idx/],
  ["type", { type: "Swap" }, /listings_(type|status)_created_idx/],
  [
    "all four",
    { search: "broccoli", location: "town", category: "Vegetables", type: "Free" },
    /listings_\w+_idx/,
  ],
  ["distance", { origin: { ...leeds, withinMiles: 5 } }, /listings_near_idx/],
  ["distance, 25 miles", { origin: { ...leeds, withinMiles: 25 } }, /listings_near_idx/],
  [
    "distance and category",
    { origin: { ...leeds, withinMiles: 10 }, category: "Herbs" },
    /listings_(near|category_created)_idx/,
  ],
];

describe("the search query's plan at 5,000 listings", () => {
  beforeAll(async () => {
    const { db } = getDatabase();
    await db.execute(sql`insert into users (id, name, email)
      values ('plan-owner', 'Plan', 'plan@example.org')`);
    await db.execute(sql`
      insert into listings (user_id, name, description, category, type, location, status, created_at,
        latitude, longitude)
      select 'plan-owner',
        case when i % 500 = 0 then 'Purple sprouting broccoli ' || i else 'Produce lot ' || i end,
        case when i % 700 = 0 then 'Heritage kohlrabi, lot ' || i else 'From the allotment, lot ' || i end,
        (array['Vegetables', 'Fruits', 'Herbs', 'Seedlings', 'Seeds', 'Other'])[1 + i % 6],
        (array['Free', 'Swap'])[1 + i % 2],
        case when i % 250 = 0 then 'Kirkby Lonsdale' else 'Town ' || (i % 200) end,
        case when i % 10 = 0 then 'swapped' else 'active' end,
        now() - make_interval(mins => i),
        -- A grid over Great Britain, so a few miles around Leeds hold a few listings.
        50 + (i % 80) / 10.0, -5 + (i % 61) / 10.0
      from generate_series(1, 5000) as i`);
    await db.execute(sql`update listings set earth_point = ll_to_earth(latitude, longitude)`);
    // VACUUM as well: rows inserted after a GIN index was built wait in its pending list, which
    // the planner prices high until a vacuum merges it (autovacuum does so in production).
    await db.execute(sql`vacuum analyze listings`);
  });

  for (const [label, filters, index] of cases) {
    it(`uses an index, not a sequential scan, with ${label}`, async () => {
      const { db } = getDatabase();
      // The first pages and their count are read together; later pages apart from the count.
      for (const limit of [LISTINGS_COUNT_LIMIT + 1, LISTINGS_PAGE_SIZE + 1]) {
        const page = await plan(getDatabase(), searchListingsQuery(db, filters, limit, 0).toSQL());
        expect(page, page).not.toMatch(/Seq Scan on listings/);
        expect(page, page).toMatch(index);
      }
      const count = await plan(
        getDatabase(),
        countListingsQuery(db, filters, LISTINGS_COUNT_LIMIT).toSQL(),
      );
      expect(count, count).not.toMatch(/Seq Scan on listings/);
      expect(count, count).toMatch(index);
    });
  }
});

describe("the keyset page's plan at 5,000 listings (decision 0053)", () => {
  // Deep in the list: the 4,000th newest listing's place, as a Next or Previous link names it.
  const place = { createdAt: "", id: "" };
  beforeAll(async () => {
    const { db } = getDatabase();
    const [row] = await searchListingsQuery(db, {}, 1, 4000);
    const cursor = row && decodeListingCursor(encodeListingCursor(row.createdAtMicros, row.id));
    if (!cursor) throw new Error("the plan listings are missing");
    Object.assign(place, cursor);
  });

  // A distance search is paged by number, so it has no keyset query.
  for (const [label, filters, index] of cases.filter(([, filters]) => !filters.origin)) {
    for (const direction of ["after", "before"] as const) {
      it(`starts at the cursor in an index, ${direction}, with ${label}`, async () => {
        const { db } = getDatabase();
        const keyset = { [direction]: place } as ListingKeyset;
        const query = keysetListingsQuery(db, filters, keyset, LISTINGS_PAGE_SIZE + 1);
        const page = await plan(getDatabase(), query.toSQL());
        expect(page, page).not.toMatch(/Seq Scan on listings/);
        expect(page, page).toMatch(index);
      });
    }
  }

  for (const [label, filters, index] of [
    ["no filter", {}, "listings_status_created_idx"],
    ["category", { category: "Herbs" }, "listings_category_created_idx"],
    ["type", { type: "Swap" }, "listings_type_created_idx"],
  ] as const) {
    it(`starts the scan at the cursor, not past the rows before it, with ${label}`, async () => {
      const { db } = getDatabase();
      for (const [direction, operator] of [
        ["after", "<"],
        ["before", ">"],
      ] as const) {
        const keyset = { [direction]: place } as ListingKeyset;
        const query = keysetListingsQuery(db, filters, keyset, LISTINGS_PAGE_SIZE + 1);
        const page = await plan(getDatabase(), query.toSQL());
        // The row comparison is the index condition that places the scan's start.
        expect(page, page).toMatch(new RegExp(`Index Scan (Backward )?using ${index}`));
        expect(page, page).toMatch(new RegExp(`Index Cond: .*\\(created_at, id\\) \\${operator} `));
      }
    });
  }
});
