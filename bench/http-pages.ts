// Measures how fast the production server answers its foundation pages on this machine.
// Run: npm run bench:http   (builds if needed, starts the server on a throwaway data folder,
// sends a bounded number of requests from this process over loopback, prints a Markdown table).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { markdownTable, ms, summariseLatencies } from "./latency.ts";
import { startProductionServer } from "./production-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const TARGETS = ["/", "/healthz", "/no-such-page", "/robots.txt"];

async function measure(baseUrl: string, target: string) {
  const latencies: number[] = [];
  let sent = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent++;
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}${target}`, {
          headers: { "Accept-Encoding": "gzip" },
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summariseLatencies(latencies, seconds), failures };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-bench-"));
try {
  const server = await startProductionServer({
    port: PORT,
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  try {
    // Warm up: first renders compile code paths and fill caches.
    for (const target of TARGETS)
      for (let i = 0; i < 50; i++) await (await fetch(`${server.baseUrl}${target}`)).arrayBuffer();

    console.log(
      `${REQUESTS} requests per page, ${CONCURRENCY} at a time, ${os.cpus().length} cores, Node ${process.version}\n`,
    );
    const rows: string[][] = [];
    for (const target of TARGETS) {
      const r = await measure(server.baseUrl, target);
      rows.push([
        target,
        r.requestsPerSecond.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        String(r.failures),
      ]);
    }
    console.log(markdownTable(["path", "requests/s", "p50 ms", "p95 ms", "p99 ms", "5xx"], rows));
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
