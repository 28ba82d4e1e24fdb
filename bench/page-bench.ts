// What the page benchmarks (bench/listings-page.ts, bench/forum-pages.ts) share: their settings,
// the production server on the benchmark's database with a signed-in member, the load generator
// and the CPU each request costs. Each script keeps only its own seeding, plans and pages.
import os from "node:os";
import autocannon from "autocannon";
import type { BenchDatabase } from "./bench-database.ts";
import { becomeBenchMember } from "./bench-member.ts";
import { type LatencySummary, markdownTable, ms, summariseLatencies } from "./latency.ts";
import { postgresCpuMs, processCpuMs } from "./process-cpu.ts";
import { startProductionServer } from "./production-server.ts";

export const log = (line: string) => console.error(line);

export function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  const value = Number(text.replaceAll(/[_,]/g, ""));
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${text}"`);
  }
  return value;
}

/** The settings every page benchmark reads from the environment. */
export function commonSettings(defaultPort: number) {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    port: positiveInteger("BENCH_PORT", process.env.BENCH_PORT, defaultPort),
    duration: positiveInteger("BENCH_DURATION", process.env.BENCH_DURATION, 10),
    connections: (process.env.BENCH_CONNECTIONS || "1,20")
      .split(",")
      .map((text) => positiveInteger("BENCH_CONNECTIONS", text.trim(), 20)),
    keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
  };
}

export type CommonSettings = ReturnType<typeof commonSettings>;

export interface BenchSession {
  baseUrl: string;
  cookie: string;
  serverPid: number;
}

/** The server's settings in a benchmark: the local payment provider, .eml outbox and storage. */
export function benchServerEnv(port: number): Record<string, string> {
  return {
    APP_URL: `http://127.0.0.1:${port}`,
    BETTER_AUTH_SECRET: `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
    STRIPE_SECRET_KEY: "",
    STRIPE_PRICE_ID: "",
    STRIPE_WEBHOOK_SECRET: "",
    SMTP_URL: "",
    S3_BUCKET: "",
  };
}

/**
 * Starts the production server on the benchmark's database (released by this process first:
 * PGlite opens in one process at a time), makes a member, runs `measure`, stops the server.
 */
export async function withServedMember(
  database: BenchDatabase,
  port: number,
  measure: (session: BenchSession) => Promise<void>,
): Promise<void> {
  await database.release();
  log("Starting the production server…");
  const server = await startProductionServer({
    port,
    env: { ...database.serverEnv, ...benchServerEnv(port), DEMO_DATA: "false" },
  });
  try {
    const cookie = await becomeBenchMember(server.baseUrl);
    await measure({ baseUrl: server.baseUrl, cookie, serverPid: server.pid });
  } finally {
    await server.stop();
  }
}

/** Drops the benchmark's database, or keeps a PostgreSQL one when BENCH_KEEP_DATABASE=1. */
export async function finish(database: BenchDatabase, settings: CommonSettings): Promise<void> {
  const keepPostgres = settings.keepDatabase && database.kind === "postgres";
  await database.destroy({ keepPostgres });
  if (keepPostgres) log(`Kept the database at ${settings.databaseUrl}.`);
}

/** Requests each page `times` times first: the first renders compile code and fill caches. */
export async function warmUp(session: BenchSession, paths: readonly string[], times = 20) {
  for (const path of paths) {
    for (let i = 0; i < times; i++) {
      const response = await fetch(`${session.baseUrl}${path}`, {
        headers: { cookie: session.cookie },
      });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.text();
    }
  }
}

interface LoadResult extends LatencySummary {
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * Load on `url` (gzip accepted; the cookie only when there is one, or each of several members'
 * cookies in turn), closed-loop: each connection asks again as soon as it is answered. For latency
 * under a steady stream of visitors, see bench/steady-arrivals.ts.
 */
export async function load(
  url: string,
  cookie: string | readonly string[],
  connections: number,
  duration: number,
) {
  const latencies: number[] = [];
  const headers: Record<string, string> = { "accept-encoding": "gzip" };
  const cookies = typeof cookie === "string" ? [cookie] : cookie;
  if (cookies.length === 1 && cookies[0]) headers.cookie = cookies[0];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url,
      connections,
      duration,
      headers,
      // Several members: each connection asks as each of them in turn.
      ...(cookies.length > 1
        ? { requests: cookies.map((each) => ({ headers: { ...headers, cookie: each } })) }
        : {}),
    };
    const instance = autocannon(options, (error, outcome) =>
      error ? reject(error) : resolve(outcome),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  const summary: LoadResult = {
    ...summariseLatencies(latencies, result.duration),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  return summary;
}

/** CPU so far (ms) of the server, the benchmark database's backends and this process. */
export function readCpu(serverPid: number, postgresDatabase: string | null) {
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    database: postgresDatabase ? postgresCpuMs(postgresDatabase) : Number.NaN,
    generator: (own.user + own.system) / 1000,
  };
}

export const perRequest = (before: number, after: number, requests: number) => {
  const value = (after - before) / requests;
  // Negative when a PostgreSQL backend left mid-run (the pool closes idle connections).
  return Number.isFinite(value) && value >= 0 ? value.toFixed(1) : "–";
};

/**
 * Loads each page at each number of connections and prints one Markdown table: throughput,
 * p50/p95/p99, failures, CPU per request and the load average as each run starts.
 */
export async function loadPages(
  session: BenchSession,
  pages: readonly { label: string; path: string }[],
  settings: CommonSettings,
  database: BenchDatabase,
  heading: string,
): Promise<void> {
  const rows: string[][] = [];
  for (const connections of settings.connections) {
    for (const { label, path } of pages) {
      const loadBefore = os.loadavg()[0] ?? Number.NaN;
      const before = readCpu(session.serverPid, database.postgresDatabase);
      const r = await load(
        `${session.baseUrl}${path}`,
        session.cookie,
        connections,
        settings.duration,
      );
      const after = readCpu(session.serverPid, database.postgresDatabase);
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
    `\n### Load: ${heading}, ${settings.duration} s per run\n\n` +
      "CPU ms per request: of the server process, of the PostgreSQL backends serving it (PGlite " +
      "runs inside the server), and of the load generator (this process). 'load' is the 1-minute " +
      "load average as the run starts: a run keeps about two processes busy itself, so well " +
      "above 2 means other work was sharing the cores.\n",
  );
  const headers = ["page", "connections", "requests/s", "p50 ms", "p95 ms", "p99 ms"];
  const cpu = ["server CPU", "PostgreSQL CPU", "load generator CPU", "load"];
  console.log(markdownTable([...headers, "non-2xx", "errors", ...cpu], rows));
}

/** The machine, for a report's first lines. */
export const machine = () =>
  `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
