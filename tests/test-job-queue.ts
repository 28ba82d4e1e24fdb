import pino from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";
import {
  type JobDefinition,
  type JobQueue,
  startJobQueue,
  stopJobQueue,
} from "~/server/jobs/job-queue.server";

const queueByDatabase = new WeakMap<DatabaseHandle, Promise<JobQueue>>();

/**
 * The app's own pg-boss on a test database, started on first use (its schema costs about 0.3 s
 * to install, paid only by files that queue jobs), with the named queues and no worker: a test
 * takes what was queued itself (`fetch`, then the job's real handler), as a worker would,
 * without waiting for a polling interval.
 */
export async function testJobQueue(
  database: DatabaseHandle,
  ...queueNames: string[]
): Promise<JobQueue> {
  let queue = queueByDatabase.get(database);
  if (!queue) {
    queue = startJobQueue(database, [], pino({ level: "silent" }));
    queueByDatabase.set(database, queue);
  }
  const boss = await queue;
  // Leaves an existing queue as it is.
  for (const name of queueNames) await boss.createQueue(name);
  return boss;
}

/** Stops the database's queue, if a test started one; called as the test database closes. */
export async function closeTestJobQueue(database: DatabaseHandle): Promise<void> {
  const queue = queueByDatabase.get(database);
  if (!queue) return;
  queueByDatabase.delete(database);
  await stopJobQueue(await queue);
}

/**
 * Takes every job waiting on `job`'s queue and runs the job's real handler on each, completing
 * or failing it as pg-boss's worker would; returns the data of each job run, in order.
 */
export async function runQueuedJobs<Data extends object>(
  queue: JobQueue,
  job: JobDefinition<Data>,
): Promise<Data[]> {
  const ran: Data[] = [];
  for (;;) {
    const waiting = await queue.fetch<Data>(job.name, { batchSize: 10 });
    if (waiting.length === 0) return ran;
    for (const item of waiting) {
      ran.push(item.data);
      try {
        await job.handle(item.data);
      } catch (error) {
        await queue.fail(job.name, item.id);
        throw error;
      }
      await queue.complete(job.name, item.id);
    }
  }
}
