// `npm run test:faults`: Glut's production build, on a PostgreSQL cluster of its own, put
// through the faults of issue 16 one after another. Prints what it measured as Markdown (pasted
// into docs/reliability.md) and exits non-zero when any check fails.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startProductionServer } from "../../bench/production-server.ts";
import { FaultReport } from "./fault-report.ts";
import { freePort } from "./free-port.ts";
import { postgresRestart } from "./postgres-restart.ts";
import { createPrivatePostgres } from "./private-postgres.ts";

const report = new FaultReport();
const work = mkdtempSync(path.join(os.tmpdir(), "glut-faults-"));
const logFile = path.join(work, "server.log");
const database = createPrivatePostgres(await freePort());
const started: RunningServer[] = [];

/** Glut as `npm start` runs it, on the private cluster, its files in `dataDir`. */
export async function startGlut(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const server = await startProductionServer({
    port,
    logFile,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(work, "data"),
      APP_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: "fault-script-secret-of-at-least-32-characters",
      DEMO_DATA: "false",
      PAGE_CACHE_SECONDS: "0",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  started.push(server);
  return server;
}

async function scenario(title: string, run: () => Promise<void>) {
  console.log(`\n→ ${title}`);
  try {
    await run();
  } catch (error) {
    report.broke(title, error);
  }
}

try {
  await scenario("PostgreSQL restarted under 20 writers", async () => {
    const server = await startGlut();
    await postgresRestart({
      server,
      databaseUrl: database.url,
      stopDatabase: database.stop,
      startDatabase: database.start,
      report,
    });
    await server.stop();
  });
} finally {
  await Promise.all(started.map((server) => server.stop()));
  database.destroy();
  if (report.failed === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`\nThe servers' log is kept at ${logFile}`);
}

console.log(
  report.failed === 0 ? "\nEvery fault was survived." : `\n${report.failed} check(s) failed.`,
);
process.exit(report.failed === 0 ? 0 : 1);
