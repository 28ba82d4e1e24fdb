// Measures /listings for a member as the listings grow: seeds N listings, prints the plans and
// times of the search queries, then loads the page with and without filters (autocannon) and
// prints requests/s and p50/p95/p99 as Markdown tables.
//
// Run: npm run bench:listings [-- <listings>]          (PGlite in a throwaway folder)
//      BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/glut_bench npm run bench:listings -- 1000000
// Settings (environment): BENCH_LISTINGS (default 100000, or the first argument),
// BENCH_CONNECTIONS (default "1,20": one run at each), BENCH_DURATION (seconds per run, 10),
// BENCH_PORT (4391), BENCH_SEARCH (courgette), BENCH_LOCATION (Leeds), BENCH_DEEP_PAGE (1000),
// BENCH_PLANS=full (print every plan), BENCH_KEEP_DATABASE=1 (keep the PostgreSQL database).
import os from "node:os";
import autocannon from "autocannon";
import { LISTINGS_COUNT_LIMIT } from "~/listings/listing-query.server";
import { type BenchDatabase, openBenchDatabase } from "./bench-database.ts";
import { becomeBenchMember } from "./bench-member.ts";
import { markdownTable, ms, summariseLatencies } from "./latency.ts";
import { planScenario, type ScenarioPlans } from "./listings-plans.ts";
import { seedListings } from "./listings-seed.ts";
import { postgresCpuMs, processCpuMs } from "./process-cpu.ts";
import { startProductionServer } from "./production-server.ts";

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  const value = Number(text.replaceAll(/[_,]/g, ""));
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${text}"`);
  }
  return value;
}

const settings = {
  listings: positiveInteger(
    "The number of listings",
    process.argv[2] ?? process.env.BENCH_LISTINGS,
    100_000,
  ),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  port: positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4391),
  duration: positiveInteger("BENCH_DURATION", process.env.BENCH_DURATION, 10),
  connections: (process.env.BENCH_CONNECTIONS || "1,20")
    .split(",")
    .map((text) => positiveInteger("BENCH_CONNECTIONS", text.trim(), 20)),
  search: process.env.BENCH_SEARCH || "courgette",
  location: process.env.BENCH_LOCATION || "Leeds",
  deepPage: positiveInteger("BENCH_DEEP_PAGE", process.env.BENCH_DEEP_PAGE, 1000),
  fullPlans: process.env.BENCH_PLANS === "full",
  keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
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
];

const log = (line: string) => console.error(line);

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
      "the page in one query); a later page counts as far and reads the page. 'Exact count' " +
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

interface CpuReading {
  server: number;
  database: number;
  generator: number;
}

/** CPU so far (ms) of the server, the benchmark database's backends and this process. */
function readCpu(serverPid: number, postgresDatabase: string | null): CpuReading {
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    database: postgresDatabase ? postgresCpuMs(postgresDatabase) : Number.NaN,
    generator: (own.user + own.system) / 1000,
  };
}

async function load(url: string, cookie: string, connections: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: settings.duration,
        headers: { cookie, "accept-encoding": "gzip" },
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    ...summariseLatencies(latencies, result.duration),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const perRequest = (before: number, after: number, requests: number) => {
  const value = (after - before) / requests;
  // Negative when a PostgreSQL backend left mid-run (the pool closes idle connections).
  return Number.isFinite(value) && value >= 0 ? value.toFixed(1) : "–";
};

async function measure(
  baseUrl: string,
  cookie: string,
  serverPid: number,
  postgresDatabase: string | null,
) {
  for (const { queryString } of scenarios) {
    // Warm up: the first renders compile code paths and fill the database's cache.
    for (let i = 0; i < 20; i++) {
      await (await fetch(`${baseUrl}/listings${queryString}`, { headers: { cookie } })).text();
    }
  }
  const rows: string[][] = [];
  for (const connections of settings.connections) {
    for (const { label, queryString } of scenarios) {
      const loadBefore = os.loadavg()[0] ?? Number.NaN;
      const before = readCpu(serverPid, postgresDatabase);
      const r = await load(`${baseUrl}/listings${queryString}`, cookie, connections);
      const after = readCpu(serverPid, postgresDatabase);
      log(`  ${label}, ${connections} connections: p99 ${ms(r.p99)} ms`);
      rows.push([
        label,
        String(connections),
        r.requestsPerSecond.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        String(r.non2xx),
        String(r.errors),
        perRequest(before.server, after.server, r.requests),
        perRequest(before.database, after.database, r.requests),
        perRequest(before.generator, after.generator, r.requests),
        loadBefore.toFixed(1),
      ]);
    }
  }
  console.log(
    `\n### Load: /listings as a member, ${settings.duration} s per run\n\n` +
      "CPU ms per request: of the server process, of the PostgreSQL backends serving it (PGlite " +
      "runs inside the server), and of the load generator (this process). 'load' is the 1-minute " +
      "load average as the run starts: a run keeps about two processes busy itself, so well " +
      "above 2 means other work was sharing the cores.\n",
  );
  const headers = ["scenario", "connections", "requests/s", "p50 ms", "p95 ms", "p99 ms"];
  const cpu = ["server CPU", "PostgreSQL CPU", "load generator CPU", "load"];
  console.log(markdownTable([...headers, "non-2xx", "errors", ...cpu], rows));
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
    `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `${seeded.active} active, ${seeded.owners} owners, ${seeded.photos} photos; seeded in ${seeded.seconds.toFixed(0)} s.`,
  );
  log("Planning the search queries…");
  printPlans(await planAll(database));
  // The server opens the database itself (PGlite: one process at a time).
  await database.release();

  log("Starting the production server…");
  const server = await startProductionServer({
    port: settings.port,
    env: {
      ...database.serverEnv,
      APP_URL: `http://127.0.0.1:${settings.port}`,
      BETTER_AUTH_SECRET: `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      DEMO_DATA: "false",
      // The local test payment provider, the .eml outbox and local storage.
      STRIPE_SECRET_KEY: "",
      STRIPE_PRICE_ID: "",
      STRIPE_WEBHOOK_SECRET: "",
      SMTP_URL: "",
      S3_BUCKET: "",
    },
  });
  try {
    const cookie = await becomeBenchMember(server.baseUrl);
    log("Loading /listings…");
    await measure(server.baseUrl, cookie, server.pid, database.postgresDatabase);
  } finally {
    await server.stop();
  }
} finally {
  const keepPostgres = settings.keepDatabase && database.kind === "postgres";
  await database.destroy({ keepPostgres });
  if (keepPostgres) log(`Kept the database at ${settings.databaseUrl}.`);
}
