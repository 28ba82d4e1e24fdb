// `npm run test:faults`: Glut's production build, on a PostgreSQL cluster of its own, put
// through the faults of issue 16 one after another. Prints what it measured as Markdown (pasted
// into docs/reliability.md) and exits non-zero when any check fails.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startProductionServer } from "../../bench/production-server.ts";
import { backupAndRestore } from "./backup-restore.ts";
import { FaultReport } from "./fault-report.ts";
import { freePort } from "./free-port.ts";
import { killedMidUpload } from "./kill-upload.ts";
import { killedMidDelivery, smtpOutage } from "./mail-faults.ts";
import { postgresFaults } from "./postgres-restart.ts";
import { createPrivatePostgres } from "./private-postgres.ts";
import { stripeWebhookStorm } from "./stripe-webhooks.ts";

const report = new FaultReport();
const work = mkdtempSync(path.join(os.tmpdir(), "glut-faults-"));
const logFile = path.join(work, "server.log");
const cluster = createPrivatePostgres(await freePort());
const started: RunningServer[] = [];

/**
 * Each fault gets a site of its own (a new database, a new data folder), so that nothing one
 * leaves behind (queued emails, say) is counted by the next.
 */
interface Site {
  databaseUrl: string;
  dataDir: string;
  /** Glut as `npm start` runs it, on this site's database and folder. */
  startGlut(env?: Record<string, string>): Promise<RunningServer>;
}

function newSite(key: string): Site {
  const databaseUrl = cluster.createDatabase(`glut_${key.replace(/\W/g, "_")}`);
  const dataDir = path.join(work, key);
  return {
    databaseUrl,
    dataDir,
    async startGlut(env = {}) {
      const port = await freePort();
      const server = await startProductionServer({
        port,
        logFile,
        env: {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          APP_URL: `http://127.0.0.1:${port}`,
          BETTER_AUTH_SECRET: "fault-script-secret-of-at-least-32-characters",
          DEMO_DATA: "false",
          PAGE_CACHE_SECONDS: "0",
          LOG_LEVEL: "info",
          // Its members are seconds old and write as fast as they can: the newcomer limits
          // (decision 0071) are not what these faults are about, as in the end-to-end server.
          NEWCOMER_DAYS: "0",
          ...env,
        },
      });
      started.push(server);
      return server;
    },
  };
}

const scenarios: { key: string; title: string; run(site: Site): Promise<void> }[] = [
  {
    key: "postgres",
    title: "PostgreSQL stopped, crashed and frozen under 20 writers",
    async run(site) {
      const server = await site.startGlut();
      await postgresFaults({ server, databaseUrl: site.databaseUrl, cluster, report });
      await server.stop();
    },
  },
  {
    key: "smtp",
    title: "Mail server down past the last retry, then an admin retry",
    run: (site) => smtpOutage({ ...site, report }),
  },
  {
    key: "kill-job",
    title: "Killed (SIGKILL) mid-batch",
    run: (site) => killedMidDelivery({ ...site, report }),
  },
  {
    key: "stripe",
    title: "Stripe webhooks duplicated, reordered and replayed",
    run: (site) =>
      stripeWebhookStorm({
        startGlut: site.startGlut,
        databaseUrl: site.databaseUrl,
        outbox: path.join(site.dataDir, "outbox"),
        report,
      }),
  },
  {
    key: "kill-upload",
    title: "Killed (SIGKILL) mid-upload",
    run: (site) =>
      killedMidUpload({
        startGlut: site.startGlut,
        databaseUrl: site.databaseUrl,
        uploadsDir: path.join(site.dataDir, "uploads"),
        report,
      }),
  },
  {
    key: "restore",
    title: "Backed up and restored",
    run: (site) =>
      backupAndRestore({
        startGlut: site.startGlut,
        databaseUrl: site.databaseUrl,
        restore: () =>
          cluster.backUpAndRestore(new URL(site.databaseUrl).pathname.slice(1), "glut_restored"),
        report,
      }),
  },
];

// FAULTS_ONLY=smtp,kill-job runs just those (while working on one).
const only = process.env.FAULTS_ONLY?.split(",");
const began = performance.now();
try {
  for (const { key, title, run } of scenarios) {
    if (only && !only.includes(key)) continue;
    console.log(`\n→ ${title}`);
    const scenarioBegan = performance.now();
    await run(newSite(key)).catch((error: unknown) => report.broke(title, error));
    console.log(`  (${((performance.now() - scenarioBegan) / 1000).toFixed(0)} s)`);
  }
} finally {
  await Promise.all(started.map((server) => server.stop()));
  cluster.destroy();
  if (report.failed === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`\nThe servers' log is kept at ${logFile}`);
}

const minutes = ((performance.now() - began) / 60_000).toFixed(1);
console.log(
  report.failed === 0
    ? `\nEvery fault was survived (${minutes} min).`
    : `\n${report.failed} check(s) failed (${minutes} min).`,
);
process.exit(report.failed === 0 ? 0 : 1);
