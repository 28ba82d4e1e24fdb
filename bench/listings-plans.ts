// EXPLAIN (ANALYZE, BUFFERS) of the exact queries /listings runs for a query string, built by the
// listings service itself: for the first pages, one query reads the newest matches up to the
// count limit (the count and the page together); for a later page, the count up to its limit
// and the page, by offset, or from the cursor a Next or Previous link carries (decision 0053).
// The exact count is planned too, for comparison.

import { browseFilters } from "~/listings/browse-filters.server";
import { decodeListingCursor } from "~/listings/listing-cursor.server";
import {
  countListingsQuery,
  keysetListingsQuery,
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  pageWindow,
  pageWithinCount,
  searchListingsQuery,
} from "~/listings/listing-query.server";
import { meaningOfNear } from "~/listings/search-origin.server";
import type { BenchDatabase } from "./bench-database.ts";

export interface QueryPlan {
  /** What the query is for, e.g. 'newest 101'. */
  name: string;
  text: string;
  /** The median 'Execution Time' of three runs, in ms. */
  executionMs: number;
  /** Indexes the plan reads. */
  indexes: string[];
  seqScanOnListings: boolean;
}

export interface ScenarioPlans {
  /** Listings matching the filters (counted in full, for the report). */
  matches: number;
  /** The queries the page runs. */
  queries: QueryPlan[];
  /** The count of every match, which the page runs only for a page past the end. */
  exactCount: QueryPlan;
}

async function explain(
  database: BenchDatabase,
  name: string,
  query: { sql: string; params: unknown[] },
): Promise<QueryPlan> {
  const times: number[] = [];
  let text = "";
  // The first run reads from disk into the cache, as the first visitor would; the server's
  // steady state is warm, so the median of three is reported.
  for (let run = 0; run < 3; run++) {
    const rows = await database.query<Record<string, string>>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    );
    text = rows.map((row) => row["QUERY PLAN"]).join("\n");
    times.push(Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  const indexes = new Set(
    [...text.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)]
      .map((match) => match[1])
      .filter((index): index is string => index !== undefined),
  );
  return {
    name,
    text,
    executionMs: times[1] ?? Number.NaN,
    indexes: [...indexes],
    seqScanOnListings: /Seq Scan on listings\b/.test(text),
  };
}

/** The plans of the queries /listings{queryString} runs. */
export async function planScenario(
  database: BenchDatabase,
  queryString: string,
): Promise<ScenarioPlans> {
  const { db } = database;
  // As the page does: `near` resolved to its place's centre and the radius.
  const near = meaningOfNear(browseFilters(new URLSearchParams(queryString)));
  if (near.kind === "position") throw new Error("bench scenarios name places, not positions");
  const filters = near.search;
  const [totals] = await countListingsQuery(db, filters);
  const matches = totals?.total ?? 0;
  // The page shown: one past the end shows the last (the service then counts them all first).
  const { page } = pageWindow(filters.page, matches, LISTINGS_PAGE_SIZE);
  const newest = LISTINGS_COUNT_LIMIT + 1;
  // As the service does: a cursor is read only without an origin (listing-reads.server.ts).
  const after = filters.origin ? null : decodeListingCursor(filters.after);
  if (after) {
    return {
      matches,
      queries: [
        await explain(
          database,
          `count to ${newest}`,
          countListingsQuery(db, filters, LISTINGS_COUNT_LIMIT).toSQL(),
        ),
        await explain(
          database,
          `page ${filters.page ?? 2} by cursor`,
          keysetListingsQuery(db, filters, { after }, LISTINGS_PAGE_SIZE + 1).toSQL(),
        ),
      ],
      exactCount: await explain(database, "exact count", countListingsQuery(db, filters).toSQL()),
    };
  }
  const queries = pageWithinCount(page, LISTINGS_PAGE_SIZE, LISTINGS_COUNT_LIMIT)
    ? [
        await explain(
          database,
          `newest ${newest}`,
          searchListingsQuery(db, filters, newest, 0).toSQL(),
        ),
      ]
    : [
        await explain(
          database,
          `count to ${newest}`,
          countListingsQuery(db, filters, LISTINGS_COUNT_LIMIT).toSQL(),
        ),
        await explain(
          database,
          `page ${page}`,
          searchListingsQuery(
            db,
            filters,
            LISTINGS_PAGE_SIZE + 1,
            (page - 1) * LISTINGS_PAGE_SIZE,
          ).toSQL(),
        ),
      ];
  return {
    matches,
    queries,
    exactCount: await explain(database, "exact count", countListingsQuery(db, filters).toSQL()),
  };
}
