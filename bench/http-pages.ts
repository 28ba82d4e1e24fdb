// Measures how fast the production server answers its foundation pages on this machine.
// Run: npm run bench:http   (builds if needed, starts the server on a throwaway data folder,
// sends a bounded number of requests from this process over loopback, prints a Markdown table).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const TARGETS = ["/", "/healthz", "/no-such-page", "/robots.txt"];

async function waitUntilHealthy(server: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error("server exited before it was ready");
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(target: string) {
  const latencies: number[] = [];
  let sent = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent++;
        const t0 = performance.now();
        const response = await fetch(`${BASE}${target}`, {
          headers: { "Accept-Encoding": "gzip" },
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-bench-"));
const server = spawn(process.execPath, ["scripts/start.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitUntilHealthy(server);
  // Warm up: first renders compile code paths and fill caches.
  for (const target of TARGETS)
    for (let i = 0; i < 50; i++) await (await fetch(`${BASE}${target}`)).arrayBuffer();

  console.log(
    `${REQUESTS} requests per page, ${CONCURRENCY} at a time, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log("| path | requests/s | p50 ms | p95 ms | p99 ms | 5xx |");
  console.log("|---|---|---|---|---|---|");
  for (const target of TARGETS) {
    const r = await measure(target);
    console.log(
      `| ${r.target} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} |`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
