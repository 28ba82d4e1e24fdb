// `npm run bench:cpu-ab -- <checkout A> <checkout B>`: the server CPU each member page costs in
// two checkouts of Glut (each built: `npm run build` in it), measured side by side in interleaved
// rounds so that a shared machine's load falls on both alike, as BENCH_MEMBERS (200) different
// members. Each checkout's production server
// runs on its own database (PGlite, or with BENCH_DATABASE_URL two PostgreSQL databases named
// from it with _a and _b, dropped and created), with the demo data and a paying member; each
// round sends BENCH_REQUESTS (300) requests over 4 connections per page and reads the server's
// CPU time from /proc. CPU per request, not throughput: less sensitive to other work on the
// machine, though still inflated by it. Settings: BENCH_ROUNDS (4), BENCH_PORT (4392, and the
// next one).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { becomeBenchMembers } from "./bench-member.ts";
import { firstLink } from "./demo-server.ts";
import { benchServerEnv, log, positiveInteger } from "./page-bench.ts";
import { processCpuMs } from "./process-cpu.ts";

const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
if (checkouts.length !== 2)
  throw new Error("usage: npm run bench:cpu-ab -- <checkout A> <checkout B>");
const requests = positiveInteger("BENCH_REQUESTS", process.env.BENCH_REQUESTS, 300);
const rounds = positiveInteger("BENCH_ROUNDS", process.env.BENCH_ROUNDS, 4);
const firstPort = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4392);
const memberCount = positiveInteger("BENCH_MEMBERS", process.env.BENCH_MEMBERS, 200);

interface Server {
  label: string;
  child: ChildProcess;
  baseUrl: string;
  cookies: string[];
  pages: Record<string, string>;
  dataDir: string;
}

/** Drops and creates the database `url` names (which must say it is a benchmark's). */
async function recreateDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL must name a benchmark's database (with "bench"), not "${name}"`,
    );
  }
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return url;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${baseUrl}: the server exited`);
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}: the server did not start`);
}

async function start(dir: string, index: number): Promise<Server> {
  const port = firstPort + index;
  const suffix = index === 0 ? "a" : "b";
  const databaseUrl = process.env.BENCH_DATABASE_URL
    ? await recreateDatabase(`${process.env.BENCH_DATABASE_URL}_${suffix}`)
    : "";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `glut-cpu-ab-${suffix}-`));
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...benchServerEnv(port),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "true",
      DATA_DIR: dataDir,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, child);
  const cookies = await becomeBenchMembers(baseUrl, memberCount);
  const session = { baseUrl, cookie: cookies[0] ?? "", serverPid: child.pid ?? 0 };
  const detail = await firstLink(session, "/listings", /^\/listings\/[0-9a-f-]{36}$/);
  return {
    label: `${suffix}: ${dir}`,
    child,
    baseUrl,
    cookies,
    pages: { "/listings, as a member": "/listings", "a listing, as a member": detail },
    dataDir,
  };
}

async function cpuPerRequest(server: Server, page: string, amount: number): Promise<number> {
  const pid = server.child.pid ?? 0;
  const before = processCpuMs(pid);
  const result = await autocannon({
    url: `${server.baseUrl}${page}`,
    connections: 4,
    amount,
    headers: { "accept-encoding": "gzip" },
    // Each connection asks as each member in turn: many members, not one repeating.
    requests: server.cookies.map((cookie) => ({
      headers: { cookie, "accept-encoding": "gzip" },
    })),
  });
  if (result.non2xx > 0) throw new Error(`${server.label} ${page}: ${result.non2xx} failures`);
  return (processCpuMs(pid) - before) / amount;
}

const servers: Server[] = [];
try {
  for (const [index, dir] of checkouts.entries()) servers.push(await start(dir, index));
  const labels = Object.keys(servers[0]?.pages ?? {});
  const figures = new Map<string, number[]>();
  for (const server of servers) {
    for (const page of Object.values(server.pages)) await cpuPerRequest(server, page, 100);
  }
  for (let round = 0; round < rounds; round++) {
    log(`round ${round + 1} of ${rounds} (load ${os.loadavg()[0]?.toFixed(1)})`);
    for (const label of labels) {
      // Alternate which goes first, so neither always follows the other's work.
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const cpu = await cpuPerRequest(server, server.pages[label] ?? "/", requests);
        const key = `${label} | ${server.label}`;
        figures.set(key, [...(figures.get(key) ?? []), cpu]);
      }
    }
  }
  console.log("| page | checkout | median CPU ms a request | each round |");
  console.log("|---|---|---|---|");
  for (const [key, values] of figures) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const [page, checkout] = key.split(" | ");
    console.log(
      `| ${page} | ${checkout} | ${median.toFixed(2)} | ${values.map((v) => v.toFixed(1)).join(", ")} |`,
    );
  }
} finally {
  for (const server of servers) {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
