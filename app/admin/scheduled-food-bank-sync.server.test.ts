import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodBanks } from "~/food-banks/food-banks.table";
import { loadEnv } from "~/server/env.server";
import {
  exampleFoodBank,
  sheetCsv,
  startSheetServer,
} from "../../tests/factories/food-bank-sheets";
import { setupTestDatabase } from "../../tests/test-database";
import { runQueuedJobs, testJobQueue } from "../../tests/test-job-queue";
import { FOOD_BANK_SYNC_JOB, foodBankSyncJob, foodBankSyncView } from "./food-bank-sync.server";
import {
  SCHEDULED_FOOD_BANK_SYNC_CRON,
  scheduledFoodBankSyncJob,
} from "./scheduled-food-bank-sync.server";
import { countStaffActions } from "./staff-audit.server";

// The daily sync as the job queue runs it: the schedule's job queues, on the app's own queue, the
// same sync job an admin asks for, which taken from the queue and run by its handler imports.

const getDatabase = setupTestDatabase();
const SHEET_ID = "1DailySyncSpreadsheetId_abcdefghijklmnop";
const logger = pino({ level: "silent" });
let sheets: Awaited<ReturnType<typeof startSheetServer>>;

beforeAll(async () => {
  sheets = await startSheetServer();
});
afterAll(async () => {
  await sheets?.close();
});

/** The app's own queue on the test database, with the sync's queue. */
const syncQueue = () => testJobQueue(getDatabase(), FOOD_BANK_SYNC_JOB);

async function waitingSyncs() {
  return (await (await syncQueue()).findJobs<{ runId: string }>(FOOD_BANK_SYNC_JOB)).filter(
    (job) => job.state === "created",
  );
}

function envWith(settings: Record<string, string>) {
  return loadEnv({
    NODE_ENV: "test",
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    APP_URL: "http://localhost:3000",
    ...settings,
  });
}

describe("the daily food-bank sync", () => {
  it("is scheduled every morning in UK time, and does nothing without a configured sheet", async () => {
    const db = getDatabase().db;
    const jobs = await syncQueue();
    const job = scheduledFoodBankSyncJob(() => ({ db, logger, jobs, env: envWith({}) }));
    expect(job.schedule).toEqual({ cron: SCHEDULED_FOOD_BANK_SYNC_CRON });
    expect(SCHEDULED_FOOD_BANK_SYNC_CRON).toMatch(/^\d+ \d+ \* \* \*$/);
    await job.handle({});
    expect(await waitingSyncs()).toEqual([]);
    expect((await foodBankSyncView(db)).latest).toBeNull();
  });

  it("with a sheet configured, queues the sync job, which imports it; a busy sync is left alone", async () => {
    const db = getDatabase().db;
    const jobs = await syncQueue();
    const env = envWith({
      FOOD_BANKS_SYNC_SHEET_ID: SHEET_ID,
      FOOD_BANKS_SYNC_SHEET_NAME: "Banks",
    });
    sheets.serve(SHEET_ID, "Banks", sheetCsv([exampleFoodBank(1), exampleFoodBank(2)]));
    const job = scheduledFoodBankSyncJob(() => ({ db, logger, jobs, env }));
    await job.handle({});
    const queued = await waitingSyncs();
    expect(queued).toHaveLength(1);
    const runId = queued[0]?.data.runId ?? "";
    const view = await foodBankSyncView(db);
    expect(view.latest).toMatchObject({
      id: runId,
      status: "queued",
      requestedBy: null,
      spreadsheetId: SHEET_ID,
      sheetName: "Banks",
    });

    // The next morning comes while it is still queued: nothing more is queued.
    await job.handle({});
    expect(await waitingSyncs()).toHaveLength(1);

    const syncJob = foodBankSyncJob(() => ({
      db,
      logger,
      env: { GOOGLE_SHEETS_URL: sheets.baseUrl },
    }));
    expect(await runQueuedJobs(jobs, syncJob)).toEqual([{ runId }]);
    expect((await foodBankSyncView(db)).latest).toMatchObject({
      status: "completed",
      recordsAdded: 2,
    });
    expect(await db.select().from(foodBanks)).toHaveLength(2);
    expect(await countStaffActions(db, { action: "food_banks.sync", targetId: runId })).toBe(1);
  });
});
