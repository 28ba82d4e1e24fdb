import type { Logger } from "pino";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition, JobQueue } from "~/server/jobs/job-queue.server";
import { queueFoodBankSync, SyncBusyError } from "./food-bank-sync.server";

// The optional daily food-bank sync (issue 14): when FOOD_BANKS_SYNC_SHEET_ID is set, every
// morning queues the same sync an admin can ask for on the Food Bank Sync tab, from that sheet.
// The schedule always exists (jobs are declared before the settings are read); without the
// setting it does nothing. A sync already running (an admin's) is left to finish.

export const SCHEDULED_FOOD_BANK_SYNC_JOB = "admin-food-bank-sync-daily";
/** 04:40 UK time: after the nightly retention jobs, before anyone is about. */
export const SCHEDULED_FOOD_BANK_SYNC_CRON = "40 4 * * *";

export interface ScheduledSyncDeps {
  db: Db;
  logger: Logger;
  jobs: Pick<JobQueue, "send">;
  env: {
    FOOD_BANKS_SYNC_SHEET_ID?: string;
    FOOD_BANKS_SYNC_SHEET_NAME: string;
    SYNC_STALE_AFTER_SECONDS?: number;
  };
}

/** Queues the day's sync if one is configured; returns the run's id, or null. */
export async function queueScheduledFoodBankSync(deps: ScheduledSyncDeps): Promise<string | null> {
  const spreadsheetId = deps.env.FOOD_BANKS_SYNC_SHEET_ID;
  if (!spreadsheetId) return null;
  try {
    const { runId } = await queueFoodBankSync(deps, null, {
      spreadsheetId,
      sheetName: deps.env.FOOD_BANKS_SYNC_SHEET_NAME,
    });
    return runId;
  } catch (error) {
    if (!(error instanceof SyncBusyError)) throw error;
    deps.logger.info("the daily food-bank sync was skipped: a sync is already running");
    return null;
  }
}

export function scheduledFoodBankSyncJob(deps: () => ScheduledSyncDeps): JobDefinition<object> {
  return {
    name: SCHEDULED_FOOD_BANK_SYNC_JOB,
    retryLimit: 2,
    schedule: { cron: SCHEDULED_FOOD_BANK_SYNC_CRON },
    handle: async () => {
      await queueScheduledFoodBankSync(deps());
    },
  };
}
