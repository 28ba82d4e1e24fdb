// `npm run test:faults`: Glut's production build, on a PostgreSQL cluster of its own, put
// through the faults of issue 16 one after another. Prints what it measured as Markdown (pasted
// into docs/reliability.md) and exits non-zero when any check fails.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startProductionServer } from "../../bench/production-server.ts";
import { FaultReport } from "./fault-report.ts";
import { freePort } from "./free-port.ts";
import { killedMidUpload } from "./kill-upload.ts";
import { killedMidDelivery, smtpOutage } from "./mail-faults.ts";
import { postgresRestart } from "./postgres-restart.ts";
import { createPrivatePostgres } from "./private-postgres.ts";
import { stripeWebhookStorm } from "./stripe-webhooks.ts";

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

const scenarios: { key: string; title: string; run(): Promise<void> }[] = [
  {
    key: "postgres",
    title: "PostgreSQL restarted under 20 writers",
    async run() {
      const server = await startGlut();
      await postgresRestart({
        server,
        databaseUrl: database.url,
        stopDatabase: database.stop,
        startDatabase: database.start,
        report,
      });
      await server.stop();
    },
  },
  {
    key: "smtp",
    title: "Mail server down, then up",
    run: () => smtpOutage(startGlut, report),
  },
  {
    key: "kill-job",
    title: "Killed (SIGKILL) while a job was running",
    run: () => killedMidDelivery(startGlut, report),
  },
  {
    key: "stripe",
    title: "Stripe webhooks duplicated, reordered and replayed",
    run: () =>
      stripeWebhookStorm({
        startGlut,
        databaseUrl: database.url,
        outbox: path.join(work, "data", "outbox"),
        report,
      }),
  },
  {
    key: "kill-upload",
    title: "Killed (SIGKILL) mid-upload",
    run: () =>
      killedMidUpload({
        startGlut,
        databaseUrl: database.url,
        uploadsDir: path.join(work, "data", "uploads"),
        report,
      }),
  },
];

// FAULTS_ONLY=smtp,kill-job runs just those (while working on one).
const only = process.env.FAULTS_ONLY?.split(",");
try {
  for (const { key, title, run } of scenarios) {
    if (only && !only.includes(key)) continue;
    console.log(`\n→ ${title}`);
    await run().catch((error: unknown) => report.broke(title, error));
  }
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
