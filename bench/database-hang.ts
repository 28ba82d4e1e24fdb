// `npm run bench:database-hang`: what the production server answers while PostgreSQL hangs
// rather than refuses (decision 0076). The server reaches PostgreSQL (BENCH_DATABASE_URL, default
// the shared test server) through a TCP relay on this process; once the server is ready the relay
// freezes: it keeps every connection open and accepts new ones, but passes nothing on, as a
// stopped (SIGSTOP) or unreachable server behaves. Printed: how long a page, /readyz and /healthz
// took to answer, and with what, while it hung; then the relay thaws and the server is stopped.
// BENCH_PORT chooses the server's port (default 4311).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild } from "../scripts/ensure-build.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4311);
const base = `http://127.0.0.1:${port}`;
const serverUrl = new URL(
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
);
/** Longer than any timeout the app sets, so a request that waits for the thaw shows it. */
const FROZEN_FOR_MS = 25_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A relay to PostgreSQL that can stop passing bytes while keeping its connections open. */
function freezableRelay(target: { host: string; port: number }) {
  let frozen = false;
  const held: net.Socket[] = [];
  const server = net.createServer((client) => {
    held.push(client);
    client.on("error", () => {});
    if (frozen) return;
    const upstream = net.connect(target);
    held.push(upstream);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!frozen) client.write(chunk);
    });
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    freeze: () => {
      frozen = true;
    },
    close: () => {
      for (const socket of held) socket.destroy();
      server.close();
    },
  };
}

async function timed(target: string): Promise<string> {
  const started = performance.now();
  const answer = await fetch(`${base}${target}`, {
    signal: AbortSignal.timeout(FROZEN_FOR_MS),
  }).then(
    (response) => String(response.status),
    () => `no answer within ${FROZEN_FOR_MS / 1000} s`,
  );
  return `${answer} after ${((performance.now() - started) / 1000).toFixed(2)} s`;
}

async function waitUntilReady(child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    // /readyz where there is one; /healthz on a build from before it existed.
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) return;
    if (
      ready === 404 &&
      (await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      return;
    await sleep(250);
  }
  throw new Error("the server did not become ready");
}

ensureBuild({ output: "stderr" });
const name = `glut_bench_hang_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: serverUrl.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const relay = freezableRelay({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
const relayPort = await relay.listen();
const databaseUrl = new URL(serverUrl);
databaseUrl.port = String(relayPort);
databaseUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-bench-hang-"));
const child = spawn(process.execPath, ["scripts/start.ts"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    BETTER_AUTH_SECRET: "bench-secret-that-is-long-enough-for-production",
    DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    SHUTDOWN_DRAIN_MS: "0",
    // Every page from the database, none from the response cache.
    PAGE_CACHE_SECONDS: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitUntilReady(child);
  // A page read once, so the pool holds open connections when the relay freezes.
  await fetch(`${base}/`).then((r) => r.text());
  relay.freeze();
  const [home, forum, listing, readyz, healthz] = await Promise.all([
    timed("/"),
    timed("/forum"),
    // A listing's page, for an id no listing has: it cannot answer without the database.
    timed("/listings/00000000-0000-4000-8000-000000000000"),
    timed("/readyz"),
    timed("/healthz"),
  ]);
  console.log("\n| while PostgreSQL hangs | answer |\n|---|---|");
  // The home page shows its newest listings as "could not load" and still answers 200.
  console.log(`| the home page | ${home} |`);
  console.log(`| /forum | ${forum} |`);
  // Its loader answers 500 for any failure to load, an outage included.
  console.log(`| a listing's page | ${listing} |`);
  console.log(`| /readyz | ${readyz} |`);
  console.log(`| /healthz | ${healthz} |`);
} finally {
  child.kill("SIGKILL");
  relay.close();
  rmSync(dataDir, { recursive: true, force: true });
  const dropper = new pg.Client({ connectionString: serverUrl.toString() });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
}
