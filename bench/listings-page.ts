// Measures /listings for a member as the listings grow: seeds N listings, prints the plans and
// times of the search queries, then loads the page with and without filters (autocannon) and
// prints requests/s and p50/p95/p99 as Markdown tables.
//
// Run: npm run bench:listings [-- <listings>]          (PGlite in a throwaway folder)
//      BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/glut_bench npm run bench:listings -- 1000000
// Settings (environment): BENCH_LISTINGS (default 100000, or the first argument),
// BENCH_CONNECTIONS (default "1,20": one run at each), BENCH_DURATION (seconds per run, 10),
// BENCH_PORT (4391), BENCH_SEARCH (courgette), BENCH_LOCATION (Leeds), BENCH_DEEP_PAGE (1000),
// BENCH_NEAR (LS6), BENCH_NEAR_DEEP_PAGE (100),
// BENCH_PLANS=full (print every plan), BENCH_KEEP_DATABASE=1 (keep the PostgreSQL database).
import { encodeListingCursor } from "~/listings/listing-cursor.server";
import {
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  searchListingsQuery,
} from "~/listings/listing-query.server";
import { type BenchDatabase, openBenchDatabase } from "./bench-database.ts";
import { markdownTable } from "./latency.ts";
import { planScenario, type ScenarioPlans } from "./listings-plans.ts";
import { seedListings } from "./listings-seed.ts";
import {
  commonSettings,
  finish,
  loadPages,
  log,
  machine,
  positiveInteger,
  warmUp,
  withServedMember,
} from "./page-bench.ts";

const settings = {
  ...commonSettings(4391),
  listings: positiveInteger(
    "The number of listings",
    process.argv[2] ?? process.env.BENCH_LISTINGS,
    100_000,
  ),
  search: process.env.BENCH_SEARCH || "courgette",
  location: process.env.BENCH_LOCATION || "Leeds",
  near: process.env.BENCH_NEAR || "LS6",
  deepPage: positiveInteger("BENCH_DEEP_PAGE", process.env.BENCH_DEEP_PAGE, 1000),
  nearDeepPage: positiveInteger("BENCH_NEAR_DEEP_PAGE", process.env.BENCH_NEAR_DEEP_PAGE, 100),
  fullPlans: process.env.BENCH_PLANS === "full",
};

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const scenarios: { label: string; queryString: string }[] = [
  { label: "no filter", queryString: "" },
  { label: "search", queryString: query({ search: settings.search }) },
  { label: "location", queryString: query({ location: settings.location }) },
  { label: "category", queryString: query({ category: "Herbs" }) },
  { label: "type", queryString: query({ type: "Swap" }) },
  {
    label: "all four",
    queryString: query({
      search: settings.search,
      location: settings.location,
      category: "Vegetables",
      type: "Free",
    }),
  },
  { label: "deep page", queryString: query({ page: String(settings.deepPage) }) },
  // Distance search (issue 17): a district in a big city, the widest radius, and with words.
  { label: "near, 5 miles", queryString: query({ near: settings.near, within: "5" }) },
  { label: "near, 25 miles", queryString: query({ near: settings.near, within: "25" }) },
  {
    label: "near + search",
    queryString: query({ near: settings.near, within: "10", search: settings.search }),
  },
  // A deep page of a distance search, which is still read by offset (decision 0053).
  {
    label: "near, 25 miles, deep",
    queryString: query({ near: settings.near, within: "25", page: String(settings.nearDeepPage) }),
  },
];

/**
 * The deep page as the site's own Next link reaches it (decision 0053): from the place of the
 * last listing of the page before, read once the listings are seeded.
 */
async function addCursorScenario(database: BenchDatabase) {
  const offset = (settings.deepPage - 1) * LISTINGS_PAGE_SIZE - 1;
  const [last] = await searchListingsQuery(database.db, {}, 1, offset);
  if (!last) throw new Error(`fewer listings than page ${settings.deepPage} needs`);
  const after = encodeListingCursor(last.createdAtMicros, last.id);
  const at = scenarios.findIndex((scenario) => scenario.label === "deep page") + 1;
  scenarios.splice(at, 0, {
    label: "deep page, cursor",
    queryString: query({ page: String(settings.deepPage), after }),
  });
}

async function planAll(database: BenchDatabase) {
  const plans = new Map<string, ScenarioPlans>();
  for (const scenario of scenarios) {
    plans.set(scenario.label, await planScenario(database, scenario.queryString));
  }
  return plans;
}

function printPlans(plans: Map<string, ScenarioPlans>) {
  console.log(
    "\n### Query plans (EXPLAIN ANALYZE, BUFFERS; median execution time of three runs)\n\n" +
      `The first pages read the newest ${LISTINGS_COUNT_LIMIT + 1} matches at most (the count and ` +
      "the page in one query); a later page counts as far and reads the page, by offset or from " +
      "its cursor. 'Exact count' " +
      "counts every match: the page needs it only for a page past the end.\n",
  );
  const rows = scenarios.map(({ label, queryString }) => {
    const plan = plans.get(label);
    if (!plan) throw new Error(`no plan for ${label}`);
    const indexes = [...new Set(plan.queries.flatMap((query) => query.indexes))];
    const all = [...plan.queries, plan.exactCount];
    return [
      label,
      `\`${queryString || "(none)"}\``,
      String(plan.matches),
      plan.queries.map((query) => `${query.name}: ${query.executionMs.toFixed(2)}`).join("; "),
      plan.exactCount.executionMs.toFixed(2),
      indexes.map((name) => `\`${name}\``).join(", "),
      all.some((query) => query.seqScanOnListings) ? "**yes**" : "no",
    ];
  });
  const headers = ["scenario", "query", "matches", "page's queries, ms", "exact count ms"];
  console.log(markdownTable([...headers, "indexes", "Seq Scan on listings"], rows));
  if (!settings.fullPlans) return;
  for (const { label } of scenarios) {
    const plan = plans.get(label);
    for (const query of plan ? [...plan.queries, plan.exactCount] : []) {
      console.log(`\n#### ${label}: ${query.name}\n\n\`\`\`\n${query.text}\n\`\`\``);
    }
  }
}

log(`Opening the ${settings.databaseUrl ? "PostgreSQL" : "PGlite"} benchmark database…`);
const database = await openBenchDatabase(settings.databaseUrl);
try {
  log(`Seeding ${settings.listings} listings…`);
  const seeded = await seedListings(database, settings.listings, log);
  console.log(
    `## /listings, ${seeded.listings} listings on ${database.description}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    `${machine()}; ${seeded.active} active, ${seeded.owners} owners, ${seeded.photos} photos; seeded in ${seeded.seconds.toFixed(0)} s.`,
  );
  await addCursorScenario(database);
  log("Planning the search queries…");
  printPlans(await planAll(database));
  await withServedMember(database, settings.port, async (session) => {
    const pages = scenarios.map(({ label, queryString }) => ({
      label,
      path: `/listings${queryString}`,
    }));
    log("Loading /listings…");
    await warmUp(
      session,
      pages.map((page) => page.path),
    );
    await loadPages(session, pages, settings, database, "/listings as a member");
  });
} finally {
  await finish(database, settings);
}
