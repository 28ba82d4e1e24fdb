import { fromPglite, PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";

export type JobQueue = PgBoss;

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Retries with exponential backoff, so a mail server that is down for a while is survived. */
  retryLimit?: number;
  handle(data: Data): Promise<void>;
}

/**
 * Starts pg-boss on the app's own database: on PGlite through its adapter on the same
 * instance (PGlite is a single connection), on PostgreSQL through its own small pool.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly JobDefinition<never>[],
  logger: Logger,
): Promise<JobQueue> {
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: "pgboss" })
      : new PgBoss({ connectionString: database.connectionString, schema: "pgboss", max: 4 });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();

  for (const job of jobs) {
    const settings = { retryLimit: job.retryLimit ?? 5, retryBackoff: true, retryDelay: 30 };
    await boss.createQueue(job.name, settings);
    // createQueue leaves an existing queue as it was, so a changed setting would never reach a
    // database that has run before; make this code's settings the queue's.
    await boss.updateQueue(job.name, settings);
    await boss.work<object>(job.name, { pollingIntervalSeconds: 1 }, async (batch) => {
      for (const item of batch) {
        try {
          await job.handle(item.data as never);
        } catch (error) {
          logger.warn({ err: error, job: job.name, id: item.id }, "job failed; it will retry");
          throw error;
        }
      }
    });
  }
  return boss;
}

/** Lets running jobs finish, then stops; the database itself is closed by its owner. */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  await boss.stop({ graceful: true, close: true, timeout: 10_000 });
}
