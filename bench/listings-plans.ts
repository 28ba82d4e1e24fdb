// EXPLAIN (ANALYZE, BUFFERS) of the exact queries /listings runs for a query string: the count
// behind 'Found N garden swaps' (up to its limit) and the page of listings, both built by the
// listings service itself.
import { browseFilters } from "~/listings/listing-view";
import {
  countListingsQuery,
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  pageWindow,
  searchListingsQuery,
} from "~/listings/listings.server";
import type { BenchDatabase } from "./bench-database.ts";

export interface QueryPlan {
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
  count: QueryPlan;
  page: QueryPlan;
  /** The uncapped count, which the page runs only for a page past the end of a capped count. */
  exactCount: QueryPlan;
}

async function explain(
  database: BenchDatabase,
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
      .filter((name): name is string => name !== undefined),
  );
  return {
    text,
    executionMs: times[1] ?? Number.NaN,
    indexes: [...indexes],
    seqScanOnListings: /Seq Scan on listings\b/.test(text),
  };
}

/** The plans of the count and page queries for `/listings{queryString}`. */
export async function planScenario(
  database: BenchDatabase,
  queryString: string,
): Promise<ScenarioPlans> {
  const filters = browseFilters(new URLSearchParams(queryString));
  const [totals] = await countListingsQuery(database.db, filters);
  const matches = totals?.total ?? 0;
  const { offset } = pageWindow(filters.page, matches, LISTINGS_PAGE_SIZE);
  // As searchListings asks: the count up to its limit, and one row more than a page.
  return {
    matches,
    count: await explain(
      database,
      countListingsQuery(database.db, filters, LISTINGS_COUNT_LIMIT).toSQL(),
    ),
    page: await explain(
      database,
      searchListingsQuery(database.db, filters, LISTINGS_PAGE_SIZE + 1, offset).toSQL(),
    ),
    exactCount: await explain(database, countListingsQuery(database.db, filters).toSQL()),
  };
}
