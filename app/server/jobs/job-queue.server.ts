import { fromPglite, type JobResult, PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";

export type JobQueue = PgBoss;

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Retries with exponential backoff, so a mail server that is down for a while is survived. */
  retryLimit?: number;
  /** The first retry's delay (30 s unless set); each later one doubles, up to the next. */
  retryDelaySeconds?: number;
  /** The longest wait between two attempts; no limit unless set. */
  retryDelayMaxSeconds?: number;
  /**
   * Runs once a job has failed for the last time, however it failed (its handler threw, or its
   * instance died mid-run and the queue's supervision failed it): pg-boss moves the job to the
   * dead letter queue `<name>-dead`, whose worker calls this.
   */
  onDeadLetter?(data: Data): Promise<void>;
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

/** The queue a job's final failure is moved to, when its definition has `onDeadLetter`. */
export function deadLetterQueue(jobName: string): string {
  return `${jobName}-dead`;
}

/** The schema of the job queue's tables (pg-boss). */
export const JOB_QUEUE_SCHEMA = "pgboss";

function createBoss(database: DatabaseHandle, options: object): PgBoss {
  return database.kind === "pglite"
    ? new PgBoss({
        ...options,
        db: fromPglite(database.pglite),
        backend: "pglite",
        schema: JOB_QUEUE_SCHEMA,
      })
    : new PgBoss({
        ...options,
        connectionString: database.connectionString,
        schema: JOB_QUEUE_SCHEMA,
        max: 4,
      });
}

/**
 * The queue for a command that only adds jobs (the CLI re-queuing dead letters): no workers, no
 * supervision and no schedules, which are the running servers' work.
 */
export async function openJobQueueForSending(database: DatabaseHandle): Promise<JobQueue> {
  const boss = createBoss(database, { supervise: false, schedule: false });
  await boss.start();
  return boss;
}

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
  const boss = createBoss(database, SUPERVISION);
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();

  for (const job of jobs) {
    const deadLetter = job.onDeadLetter ? deadLetterQueue(job.name) : undefined;
    if (deadLetter) await startDeadLetterWorker(boss, deadLetter, job, logger);
    const settings = {
      retryLimit: job.retryLimit ?? 5,
      retryBackoff: true,
      retryDelay: job.retryDelaySeconds ?? 30,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
    };
    await boss.createQueue(job.name, {
      ...settings,
      ...(job.retryDelayMaxSeconds ? { retryDelayMax: job.retryDelayMaxSeconds } : {}),
      ...(deadLetter ? { deadLetter } : {}),
    });
    // createQueue leaves an existing queue as it was, so a changed setting would never reach a
    // database that has run before; make this code's settings the queue's.
    await boss.updateQueue(job.name, {
      ...settings,
      retryDelayMax: job.retryDelayMaxSeconds ?? null,
      deadLetter: deadLetter ?? null,
    });
    // Up to BATCH_SIZE jobs a fetch: one a fetch drained a queue at one job a second per
    // instance, and a busy minute's message emails fell minutes behind (docs/reliability.md).
    // Each job's outcome is its own, so one that fails is retried without running the others
    // of its batch (an email) again.
    await boss.work(
      job.name,
      {
        pollingIntervalSeconds: 1,
        batchSize: BATCH_SIZE,
        perJobResults: true,
        includeMetadata: true,
      },
      async (batch) => {
        const results: JobResult[] = [];
        for (const item of batch) {
          const mayChangePages = job.changesPages !== false;
          if (mayChangePages) onJobRun();
          try {
            await job.handle(item.data as never);
            results.push({ id: item.id, status: "completed" });
          } catch (error) {
            const fields = { err: error, job: job.name, id: item.id, attempt: item.retryCount + 1 };
            if (item.retryCount < item.retryLimit) {
              logger.warn(fields, "job failed; it will retry");
            } else {
              logger.error(
                fields,
                deadLetter
                  ? "job failed for the last time; it will not retry, and goes to its dead letters"
                  : "job failed for the last time; it will not retry",
              );
            }
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

/**
 * The worker of a job's dead letter queue: it hands each job that failed for good to the job's
 * `onDeadLetter`, retrying that (it only writes to the database) as any job is retried.
 */
async function startDeadLetterWorker(
  boss: PgBoss,
  queueName: string,
  job: JobDefinition<never>,
  logger: Logger,
): Promise<void> {
  const settings = { retryLimit: 5, retryBackoff: true, retryDelay: 30 };
  await boss.createQueue(queueName, settings);
  await boss.updateQueue(queueName, settings);
  await boss.work<object>(queueName, { pollingIntervalSeconds: 1 }, async ([item]) => {
    if (!item) return;
    try {
      await job.onDeadLetter?.(item.data as never);
    } catch (error) {
      logger.warn({ err: error, job: queueName, id: item.id }, "job failed; it will retry");
      throw error;
    }
  });
}

/** Lets running jobs finish, then stops; the database itself is closed by its owner. */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  await boss.stop({ graceful: true, close: true, timeout: 10_000 });
}
