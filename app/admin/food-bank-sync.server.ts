import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { CurrentUser } from "~/accounts/current-user.server";
import { recentSyncLog, syncFoodBanks } from "~/food-banks/food-bank-import.server";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition, JobQueue } from "~/server/jobs/job-queue.server";
import { foodBankSyncRuns } from "./admin.table";
import { assertAdmin } from "./admin-access.server";
import { recordStaffAction } from "./staff-audit.server";

// The Food Bank Sync tab: an admin asks, the job queue runs the food-bank import (never inside
// the request), and the tab shows how it went. One sync at a time.

export const FOOD_BANK_SYNC_JOB = "admin-food-bank-sync";
export const SYNC_HISTORY_LIMIT = 5;
export const SYNC_ALREADY_RUNNING = "A sync is already running. Wait for it to finish.";
/** A run this old that never finished was lost with its process: it no longer blocks others. */
const ABANDONED_AFTER_MS = 30 * 60_000;

export class SyncBusyError extends Error {
  override name = "SyncBusyError";
  readonly status = 409;
  constructor() {
    super(SYNC_ALREADY_RUNNING);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || causeCode === "23505";
}

/** Queues a sync; refused with 409 while another is queued or running. */
export async function requestFoodBankSync(
  deps: { db: Db; jobs: Pick<JobQueue, "send"> },
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
  deps: { db: Db; jobs: Pick<JobQueue, "send"> },
  requestedBy: string | null,
  input: { spreadsheetId: string; sheetName: string },
): Promise<{ runId: string }> {
  await deps.db
    .update(foodBankSyncRuns)
    .set({
      status: "failed",
      error: "The sync stopped before it finished.",
      finishedAt: new Date(),
    })
    .where(
      and(
        inArray(foodBankSyncRuns.status, ["queued", "running"]),
        lt(foodBankSyncRuns.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    );
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
        reason: `${input.spreadsheetId} / ${input.sheetName}${requestedBy ? "" : " (daily)"}`,
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

/** Runs one queued sync with the food-bank import and keeps its result. */
export async function runFoodBankSync(
  deps: { db: Db; logger: Logger; sheetsBaseUrl?: string },
  runId: string,
): Promise<void> {
  const [run] = await deps.db
    .update(foodBankSyncRuns)
    .set({ status: "running", startedAt: new Date() })
    .where(and(eq(foodBankSyncRuns.id, runId), eq(foodBankSyncRuns.status, "queued")))
    .returning();
  if (!run) return;
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
    .where(eq(foodBankSyncRuns.id, runId));
}

export function foodBankSyncJob(
  deps: () => { db: Db; logger: Logger; env: { GOOGLE_SHEETS_URL: string } },
): JobDefinition<{ runId: string }> {
  return {
    name: FOOD_BANK_SYNC_JOB,
    // A sync is not retried: the admin sees the failure and decides.
    retryLimit: 0,
    handle: ({ runId }) => {
      const services = deps();
      return runFoodBankSync(
        { db: services.db, logger: services.logger, sheetsBaseUrl: services.env.GOOGLE_SHEETS_URL },
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
