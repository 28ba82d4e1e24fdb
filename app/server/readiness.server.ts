import type { Logger } from "pino";
import { type DatabaseHandle, pingDatabase } from "./db/database.server";
import type { JobQueue } from "./jobs/job-queue.server";
import { checkStorageWritable } from "./storage/storage-faults";

/**
 * What `/readyz` asks before a balancer should send this instance requests (decision 0076).
 * Each check is named, runs with its own timeout, and all run at once; another part that this
 * instance cannot serve without adds its check to `readinessChecks` below.
 */
export interface ReadinessCheck {
  name: string;
  /** How long it may take before it counts as failed. */
  timeoutMs: number;
  /** Resolves when all is well; rejects with the cause (logged, never shown) when not. */
  run(): Promise<void>;
}

export type CheckOutcome = "ok" | "failed" | "timed out";

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, CheckOutcome>;
}

/** The parts of a running instance the checks look at. */
export interface ReadinessParts {
  database: DatabaseHandle;
  jobs: JobQueue;
  /** The queues this instance works; each must have a worker polling it. */
  jobNames: readonly string[];
  /** DATA_DIR when this instance writes there (the embedded database, local uploads, the outbox). */
  dataDir?: string;
}

/** Every check, in the order the report names them. */
export function readinessChecks(parts: ReadinessParts): ReadinessCheck[] {
  return [
    databaseAnswers(parts.database),
    ...(parts.dataDir ? [dataDirWritable(parts.dataDir)] : []),
    jobQueueRunning(parts.jobs, parts.jobNames),
  ];
}

/**
 * Runs the checks at once and gives one report. A check's failure is logged when its outcome
 * changes, not at every probe, so a balancer asking each second does not flood the log.
 */
export function createReadiness(
  checks: readonly ReadinessCheck[],
  logger: Logger,
): () => Promise<ReadinessReport> {
  const last = new Map<string, CheckOutcome>();
  return async () => {
    const outcomes = await Promise.all(
      checks.map(async (check) => {
        const { outcome, error } = await runWithTimeout(check);
        if (last.get(check.name) !== outcome) {
          if (outcome === "ok") {
            if (last.has(check.name)) logger.info({ check: check.name }, "ready again");
          } else {
            logger.error({ check: check.name, outcome, err: error }, "not ready");
          }
          last.set(check.name, outcome);
        }
        return [check.name, outcome] as const;
      }),
    );
    return {
      ready: outcomes.every(([, outcome]) => outcome === "ok"),
      checks: Object.fromEntries(outcomes),
    };
  };
}

async function runWithTimeout(
  check: ReadinessCheck,
): Promise<{ outcome: CheckOutcome; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), check.timeoutMs);
  });
  try {
    const outcome = await Promise.race([check.run().then(() => "ok" as const), timedOut]);
    return outcome === "timed out"
      ? { outcome, error: new Error(`no answer within ${check.timeoutMs} ms`) }
      : { outcome };
  } catch (error) {
    return { outcome: "failed", error };
  } finally {
    clearTimeout(timer);
  }
}

/** How long the database may take to answer `select 1`. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export function databaseAnswers(database: DatabaseHandle): ReadinessCheck {
  // A hung server holds a ping until the pool's own timeouts end it; probes meanwhile share that
  // one ping rather than each taking a connection.
  let pending: Promise<void> | undefined;
  return {
    name: "database",
    timeoutMs: DATABASE_CHECK_TIMEOUT_MS,
    run() {
      pending ??= pingDatabase(database).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

/** How long writing and removing a small file in DATA_DIR may take. */
export const STORAGE_CHECK_TIMEOUT_MS = 2_000;

export function dataDirWritable(dataDir: string): ReadinessCheck {
  return {
    name: "storage",
    timeoutMs: STORAGE_CHECK_TIMEOUT_MS,
    async run() {
      const answer = await checkStorageWritable(dataDir);
      if (!answer.ok) throw new Error(answer.problem);
    },
  };
}

/** A worker that has not fetched for this long, while holding no job, has stopped polling. */
export const QUEUE_POLL_STALE_MS = 30_000;

export function jobQueueRunning(jobs: JobQueue, jobNames: readonly string[]): ReadinessCheck {
  let stopped = false;
  jobs.once("stopped", () => {
    stopped = true;
  });
  return {
    name: "job queue",
    timeoutMs: 500,
    async run() {
      if (stopped) throw new Error("the job queue has stopped");
      const now = Date.now();
      const workers = jobs.getWipData();
      for (const name of jobNames) {
        const worker = workers.find((each) => each.name === name && each.state === "active");
        if (!worker) throw new Error(`no worker is taking "${name}" jobs`);
        const lastPoll = worker.lastFetchedOn ?? worker.createdOn;
        if (worker.count === 0 && now - lastPoll > QUEUE_POLL_STALE_MS) {
          throw new Error(`the "${name}" worker has not fetched for ${now - lastPoll} ms`);
        }
      }
    },
  };
}
