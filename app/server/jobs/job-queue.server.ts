import { fromPglite, type JobResult, PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";

export type JobQueue = PgBoss;

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Retries with exponential backoff, so a mail server that is down for a while is survived. */
  retryLimit?: number;
  /**
   * Runs the job on a timetable (a cron expression, read in UK time unless `tz` says otherwise).
   * An occurrence missed while no instance was running is sent once when one next starts, so a
   * daily job on a machine that sleeps at night still runs each day it is up.
   */
  schedule?: { cron: string; tz?: string };
  /**
   * Whether the job may change what a page shows (the default): then it empties the response
   * cache as it starts and ends, as a web write does. A job that only sends mail or removes files
   * nothing links to says false.
   */
  changesPages?: boolean;
  handle(data: Data): Promise<void>;
}

/** Jobs one worker takes from its queue at a time; they run one after another. */
export const BATCH_SIZE = 10;

/** The zone schedules are read in when a job does not name one. */
export const SCHEDULE_TIME_ZONE = "Europe/London";

/**
 * A running job tells the queue it is alive this often (pg-boss refreshes it while the handler
 * runs). A job whose instance died (SIGKILL, a lost machine) goes quiet, and the queue's
 * supervision, which runs every SUPERVISION.superviseIntervalSeconds on every instance, fails it
 * and so retries it within seconds, instead of after pg-boss's default of 15 minutes'
 * expiry (measured by `npm run test:faults`). 10 s is pg-boss's smallest.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
const SUPERVISION = { superviseIntervalSeconds: 10 };

/** The schema of the job queue's tables (pg-boss). */
export const JOB_QUEUE_SCHEMA = "pgboss";

/**
 * Starts pg-boss on the app's own database: on PGlite through its adapter on the same
 * instance (PGlite is a single connection), on PostgreSQL through its own small pool.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly JobDefinition<never>[],
  logger: Logger,
  /** Before and after each job that may change pages runs: it may write, as a web request may. */
  onJobRun: () => void = () => undefined,
): Promise<JobQueue> {
  const boss =
    database.kind === "pglite"
      ? new PgBoss({
          ...SUPERVISION,
          db: fromPglite(database.pglite),
          backend: "pglite",
          schema: JOB_QUEUE_SCHEMA,
        })
      : new PgBoss({
          ...SUPERVISION,
          connectionString: database.connectionString,
          schema: JOB_QUEUE_SCHEMA,
          max: 4,
        });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();

  for (const job of jobs) {
    const settings = {
      retryLimit: job.retryLimit ?? 5,
      retryBackoff: true,
      retryDelay: 30,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
    };
    await boss.createQueue(job.name, settings);
    // createQueue leaves an existing queue as it was, so a changed setting would never reach a
    // database that has run before; make this code's settings the queue's.
    await boss.updateQueue(job.name, settings);
    // Up to BATCH_SIZE jobs a fetch: one a fetch drained a queue at one job a second per
    // instance, and a busy minute's message emails fell minutes behind (docs/reliability.md).
    // Each job's outcome is its own, so one that fails is retried without running the others
    // of its batch (an email) again.
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: 1, batchSize: BATCH_SIZE, perJobResults: true },
      async (batch) => {
        const results: JobResult[] = [];
        for (const item of batch) {
          const mayChangePages = job.changesPages !== false;
          if (mayChangePages) onJobRun();
          try {
            await job.handle(item.data as never);
            results.push({ id: item.id, status: "completed" });
          } catch (error) {
            logger.warn({ err: error, job: job.name, id: item.id }, "job failed; it will retry");
            results.push({ id: item.id, status: "failed", output: { message: String(error) } });
          } finally {
            if (mayChangePages) onJobRun();
          }
        }
        return results;
      },
    );
    // pg-boss keeps schedules in the database: one dropped from the code must be removed there.
    if (job.schedule) {
      await boss.schedule(job.name, job.schedule.cron, null, {
        tz: job.schedule.tz ?? SCHEDULE_TIME_ZONE,
        missed: "once",
      });
    } else {
      await boss.unschedule(job.name);
    }
  }
  return boss;
}

/** Lets running jobs finish, then stops; the database itself is closed by its owner. */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  await boss.stop({ graceful: true, close: true, timeout: 10_000 });
}
