// `npm run bench:pages`: Glut's public pages beside a bare React Router page of the same size
// class (bench/bare-app: a 24-item list behind the same Express and compression), measured in
// one run and interleaved (the bare page, then a Glut page, for each page in turn), so each
// page's requests/s is read as a share of what the framework alone manages at that moment.
//
// Glut runs as `npm start` runs it, on a throwaway PGlite database with the demo content. The
// member pages are loaded with a member's session (bench/bench-member.ts).
// Settings (environment): BENCH_CONNECTIONS (20), BENCH_DURATION (seconds per run, 10),
// BENCH_PORT (Glut's port, 4393; the bare page uses the next one). Each Glut run is followed by a
// pause (BENCH_SETTLE_MS, 3000): the requests in flight when autocannon stops are still being
// rendered, and would otherwise slow the next run. Then each page again under a steady stream of
// requests (BENCH_RATE a second on average, 50, for BENCH_STEADY_SECONDS, 60;
// bench/steady-arrivals.ts), for its latency. PAGE_CACHE_SECONDS=0 measures the public pages
// without the response cache (decision 0067). BENCH_DATABASE_URL runs Glut on that PostgreSQL
// database (kept as it is: the 1,000,000 listings of bench:listings, say) rather than the demo
// database.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { becomeBenchMembers } from "./bench-member.ts";
import { firstLink, withDemoServer } from "./demo-server.ts";
import { markdownTable, ms } from "./latency.ts";
import {
  type BenchSession,
  load,
  log,
  machine,
  perRequest,
  positiveInteger,
  readCpu,
  warmUp,
} from "./page-bench.ts";
import { getAsSent, steadyArrivals } from "./steady-arrivals.ts";

const port = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4393);
const duration = positiveInteger("BENCH_DURATION", process.env.BENCH_DURATION, 10);
const connections = positiveInteger("BENCH_CONNECTIONS", process.env.BENCH_CONNECTIONS, 20);
const settleMs = positiveInteger("BENCH_SETTLE_MS", process.env.BENCH_SETTLE_MS, 3000);
const rate = positiveInteger("BENCH_RATE", process.env.BENCH_RATE, 50);
// A p99 needs a few thousand answers to be more than its slowest handful.
const steadySeconds = positiveInteger("BENCH_STEADY_SECONDS", process.env.BENCH_STEADY_SECONDS, 60);
const memberCount = positiveInteger("BENCH_MEMBERS", process.env.BENCH_MEMBERS, 200);
const root = path.resolve(import.meta.dirname, "..");
/** The PostgreSQL database Glut runs on, whose backends' CPU is counted; none on PGlite. */
const postgresDatabase = process.env.BENCH_DATABASE_URL
  ? decodeURIComponent(new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1))
  : null;

async function startBarePage(
  barePort: number,
): Promise<{ baseUrl: string; pid: number; stop(): void }> {
  const built = spawnSync("npx", ["react-router", "build", "bench/bare-app"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("the bare page did not build");
  const child: ChildProcess = spawn(process.execPath, ["bench/bare-app/server.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(barePort), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${barePort}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error("the bare page's server exited");
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 60) throw new Error("the bare page's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}

const bare = await startBarePage(port + 1);
try {
  await withDemoServer(port, async (member) => {
    const anonymous: BenchSession = { ...member, cookie: "" };
    log(`Making ${memberCount} members…`);
    const members = await becomeBenchMembers(member.baseUrl, memberCount);
    const pages: { label: string; path: string; session: BenchSession; cookies?: string[] }[] = [
      { label: "home", path: "/", session: anonymous },
      { label: "a city", path: "/city/leeds", session: anonymous },
      {
        label: "a free-food city",
        path: await firstLink(anonymous, "/free-food", /^\/free-food\/[a-z-]+$/),
        session: anonymous,
      },
      { label: "food banks", path: "/food-banks", session: anonymous },
      { label: "allotments", path: "/allotments", session: anonymous },
      { label: "locations", path: "/locations", session: anonymous },
      { label: "login", path: "/login", session: anonymous },
      {
        label: "a listing, as a member",
        path: await firstLink(member, "/listings", /^\/listings\/[0-9a-f]{8}-[0-9a-f-]{27}$/),
        session: member,
        cookies: members,
      },
      { label: "/listings, as a member", path: "/listings", session: member, cookies: members },
    ];
    const bareSession: BenchSession = { baseUrl: bare.baseUrl, cookie: "", serverPid: 0 };
    await warmUp(bareSession, ["/"]);
    for (const page of pages) await warmUp(page.session, [page.path]);
    const bareBytes = (await getAsSent(`${bare.baseUrl}/`, undefined)).bytes;

    const loadStart = os.loadavg()[0] ?? Number.NaN;
    const rows: string[][] = [];
    for (const page of pages) {
      const bareBefore = readCpu(bare.pid, null);
      const base = await load(`${bare.baseUrl}/`, "", connections, duration);
      const bareAfter = readCpu(bare.pid, null);
      const before = readCpu(member.serverPid, postgresDatabase);
      const measured = await load(
        `${member.baseUrl}${page.path}`,
        page.cookies ?? page.session.cookie,
        connections,
        duration,
      );
      const after = readCpu(member.serverPid, postgresDatabase);
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const { bytes } = await getAsSent(`${member.baseUrl}${page.path}`, page.session.cookie);
      log(`  ${page.label}: ${measured.requestsPerSecond.toFixed(0)} req/s`);
      rows.push([
        `${page.label} (\`${page.path}\`)`,
        measured.requestsPerSecond.toFixed(0),
        base.requestsPerSecond.toFixed(0),
        (measured.requestsPerSecond / base.requestsPerSecond).toFixed(2),
        ms(measured.p99),
        ms(base.p99),
        (bytes / 1024).toFixed(1),
        String(measured.non2xx + measured.errors),
        perRequest(before.server, after.server, measured.requests),
        perRequest(before.database, after.database, measured.requests),
        perRequest(bareBefore.server, bareAfter.server, base.requests),
      ]);
    }
    console.log(
      `\n${machine()}; ${connections} connections, ${duration} s per run, gzip accepted. ` +
        `Load average (1, 5, 15 min) as the load began: ${loadStart.toFixed(1)}; as it ended: ` +
        `${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(", ")}. The bare page sends ${(bareBytes / 1024).toFixed(1)} KB. Member pages as ` +
        `${memberCount} members. Response cache ` +
        `${process.env.PAGE_CACHE_SECONDS === "0" ? "off" : "on"}.\n`,
    );
    console.log(
      markdownTable(
        [
          "page",
          "requests/s",
          "bare page's requests/s (run just before)",
          "ratio",
          "p99 ms",
          "bare p99 ms",
          "KB sent",
          "failures",
          "server CPU ms a request",
          "PostgreSQL CPU ms a request",
          "bare page's CPU ms a request",
        ],
        rows,
      ),
    );

    const steadyRows: string[][] = [];
    const bareSteady = await steadyArrivals(`${bare.baseUrl}/`, [], rate, steadySeconds);
    steadyRows.push([
      "the bare page",
      bareSteady.requestsPerSecond.toFixed(0),
      ms(bareSteady.p50),
      ms(bareSteady.p99),
      String(bareSteady.failures),
    ]);
    for (const page of pages) {
      const cookies = page.cookies ?? [page.session.cookie].filter(Boolean);
      const steady = await steadyArrivals(
        `${member.baseUrl}${page.path}`,
        cookies,
        rate,
        steadySeconds,
      );
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      steadyRows.push([
        `${page.label} (\`${page.path}\`)`,
        steady.requestsPerSecond.toFixed(0),
        ms(steady.p50),
        ms(steady.p99),
        String(steady.failures),
      ]);
    }
    console.log(
      `\nRequests arriving at random at ${rate} a second on average (a Poisson stream, each timed ` +
        `from when it was due, ${steadySeconds} s each); response cache ` +
        `${process.env.PAGE_CACHE_SECONDS === "0" ? "off" : "on"}:\n`,
    );
    console.log(
      markdownTable(["page", "requests/s answered", "p50 ms", "p99 ms", "failures"], steadyRows),
    );
  });
} finally {
  bare.stop();
}
