import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { CurrentUser } from "~/accounts/current-user.server";
import { recentSyncLog, syncFoodBanks } from "~/food-banks/food-bank-import.server";
import type { Db } from "~/server/db/database.server";
import { databaseErrorCode, SQLSTATE } from "~/server/db/database-error-code";
import type { JobDefinition, JobQueue } from "~/server/jobs/job-queue.server";
import { foodBankSyncRuns } from "./admin.table";
import { assertAdmin } from "./admin-access.server";
import { auditReason, recordStaffAction } from "./staff-audit.server";

// The Food Bank Sync tab: an admin asks, the job queue runs the food-bank import (never inside
// the request), and the tab shows how it went. One sync at a time.

export const FOOD_BANK_SYNC_JOB = "admin-food-bank-sync";
export const SYNC_HISTORY_LIMIT = 5;
export const SYNC_ALREADY_RUNNING = "A sync is already running. Wait for it to finish.";
/**
 * A queued run that no worker took in this long was lost with its job: it no longer blocks
 * others. A running run is judged by its heartbeat instead (SYNC_STALE_AFTER_SECONDS).
 */
const QUEUED_ABANDONED_AFTER_MS = 30 * 60_000;
export const DEFAULT_SYNC_STALE_AFTER_SECONDS = 300;
export const SYNC_LOST_REASON =
  "The sync stopped before it finished: the server running it stopped or was restarted.";

/** How the heartbeat is judged: SYNC_STALE_AFTER_SECONDS from the environment. */
export interface SyncHeartbeatSettings {
  env?: { SYNC_STALE_AFTER_SECONDS?: number };
}

function staleAfterMs(deps: SyncHeartbeatSettings): number {
  return (deps.env?.SYNC_STALE_AFTER_SECONDS ?? DEFAULT_SYNC_STALE_AFTER_SECONDS) * 1000;
}

/**
 * Beats several times within the stale limit, so one slow write to the database does not make a
 * live run look lost.
 */
function heartbeatEveryMs(deps: SyncHeartbeatSettings): number {
  return Math.min(30_000, Math.max(200, Math.floor(staleAfterMs(deps) / 5)));
}

export class SyncBusyError extends Error {
  override name = "SyncBusyError";
  readonly status = 409;
  constructor() {
    super(SYNC_ALREADY_RUNNING);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === SQLSTATE.uniqueViolation;
}

/** Queues a sync; refused with 409 while another is queued or running. */
export async function requestFoodBankSync(
  deps: { db: Db; jobs: Pick<JobQueue, "send"> } & SyncHeartbeatSettings,
  actor: CurrentUser,
  input: { spreadsheetId: string; sheetName: string },
): Promise<{ runId: string }> {
  assertAdmin(actor);
  return queueFoodBankSync(deps, actor.id, input);
}

/**
 * Records a run and queues it: for an admin's request, or (no one requesting) the daily
 * schedule. Throws SyncBusyError while another run is queued or running.
 */
export async function queueFoodBankSync(
  deps: { db: Db; jobs: Pick<JobQueue, "send"> } & SyncHeartbeatSettings,
  requestedBy: string | null,
  input: { spreadsheetId: string; sheetName: string },
): Promise<{ runId: string }> {
  await releaseLostSyncRuns(deps);
  let runId: string;
  try {
    runId = await deps.db.transaction(async (tx) => {
      const [run] = await tx
        .insert(foodBankSyncRuns)
        .values({ requestedBy, ...input })
        .returning({ id: foodBankSyncRuns.id });
      if (!run) throw new Error("no sync run");
      await recordStaffAction(tx as unknown as Db, {
        actorId: requestedBy,
        action: "food_banks.sync",
        targetType: "food_bank_sync",
        targetId: run.id,
        // Data, not words: the log says "(daily)" of a scheduled sync in its reader's language.
        reason: requestedBy
          ? `${input.spreadsheetId} / ${input.sheetName}`
          : auditReason("dailySync", `${input.spreadsheetId} / ${input.sheetName}`),
      });
      return run.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SyncBusyError();
    throw error;
  }
  await deps.jobs.send(FOOD_BANK_SYNC_JOB, { runId }, { retryLimit: 0 });
  return { runId };
}

/**
 * Marks failed every run that can no longer finish: a running one whose heartbeat is older than
 * the stale limit (its process was killed), a queued one no worker took in half an hour. Returns
 * how many it released.
 */
export async function releaseLostSyncRuns(
  deps: { db: Db } & SyncHeartbeatSettings,
): Promise<number> {
  const now = Date.now();
  const released = await deps.db
    .update(foodBankSyncRuns)
    .set({ status: "failed", error: SYNC_LOST_REASON, finishedAt: new Date(now) })
    .where(
      or(
        and(
          eq(foodBankSyncRuns.status, "running"),
          // A run from before heartbeats were kept is judged by when it started.
          sql`coalesce(${foodBankSyncRuns.heartbeatAt}, ${foodBankSyncRuns.startedAt}, ${foodBankSyncRuns.createdAt}) < ${new Date(now - staleAfterMs(deps)).toISOString()}::timestamptz`,
        ),
        and(
          eq(foodBankSyncRuns.status, "queued"),
          lt(foodBankSyncRuns.createdAt, new Date(now - QUEUED_ABANDONED_AFTER_MS)),
        ),
      ),
    )
    .returning({ id: foodBankSyncRuns.id });
  return released.length;
}

/** Touches the run's heartbeat until stopped; a failed beat is retried at the next one. */
function startHeartbeat(
  deps: { db: Db; logger: Logger } & SyncHeartbeatSettings,
  runId: string,
): () => void {
  const timer = setInterval(() => {
    deps.db
      .update(foodBankSyncRuns)
      .set({ heartbeatAt: new Date() })
      .where(and(eq(foodBankSyncRuns.id, runId), eq(foodBankSyncRuns.status, "running")))
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, runId }, "could not record the sync's heartbeat"),
      );
  }, heartbeatEveryMs(deps));
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs one queued sync with the food-bank import and keeps its result. */
export async function runFoodBankSync(
  deps: { db: Db; logger: Logger; sheetsBaseUrl?: string } & SyncHeartbeatSettings,
  runId: string,
): Promise<void> {
  const started = new Date();
  const [run] = await deps.db
    .update(foodBankSyncRuns)
    .set({ status: "running", startedAt: started, heartbeatAt: started })
    .where(and(eq(foodBankSyncRuns.id, runId), eq(foodBankSyncRuns.status, "queued")))
    .returning();
  if (!run) return;
  const stopHeartbeat = startHeartbeat(deps, runId);
  let result: Awaited<ReturnType<typeof syncFoodBanks>> | null = null;
  let thrown: string | null = null;
  try {
    result = await syncFoodBanks(
      { db: deps.db, logger: deps.logger, sheetsBaseUrl: deps.sheetsBaseUrl },
      { kind: "sheet", spreadsheetId: run.spreadsheetId, sheetName: run.sheetName },
      { syncType: "full" },
    );
  } catch (error) {
    deps.logger.error({ err: error, runId }, "the food-bank sync threw");
    thrown = error instanceof Error ? error.message : String(error);
  } finally {
    stopHeartbeat();
  }
  await deps.db
    .update(foodBankSyncRuns)
    .set({
      status: result?.success ? "completed" : "failed",
      message: result?.message ?? null,
      error: result?.error ?? thrown,
      recordsProcessed: result?.stats.recordsProcessed ?? 0,
      recordsAdded: result?.stats.recordsAdded ?? 0,
      recordsRemoved: result?.stats.recordsRemoved ?? 0,
      errors: result?.stats.errors ?? 0,
      durationMs: result?.stats.duration ?? 0,
      finishedAt: new Date(),
    })
    // A run released as lost while this one was stalled keeps its verdict: a newer run may have
    // started since, and this result must not read as the latest's.
    .where(and(eq(foodBankSyncRuns.id, runId), eq(foodBankSyncRuns.status, "running")));
}

export function foodBankSyncJob(
  deps: () => {
    db: Db;
    logger: Logger;
    env: { GOOGLE_SHEETS_URL: string; SYNC_STALE_AFTER_SECONDS?: number };
  },
): JobDefinition<{ runId: string }> {
  return {
    name: FOOD_BANK_SYNC_JOB,
    // A sync is not retried: the admin sees the failure and decides.
    retryLimit: 0,
    handle: ({ runId }) => {
      const services = deps();
      return runFoodBankSync(
        {
          db: services.db,
          logger: services.logger,
          sheetsBaseUrl: services.env.GOOGLE_SHEETS_URL,
          env: services.env,
        },
        runId,
      );
    },
  };
}

/** The tab's contents: the latest run (in progress or done) and the last 5 log entries. */
export async function foodBankSyncView(db: Db) {
  const [[latest], history] = await Promise.all([
    db.select().from(foodBankSyncRuns).orderBy(desc(foodBankSyncRuns.createdAt)).limit(1),
    recentSyncLog(db, SYNC_HISTORY_LIMIT),
  ]);
  return { latest: latest ?? null, history };
}
