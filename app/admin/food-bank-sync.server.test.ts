import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodBanks } from "~/food-banks/food-banks.table";
import {
  exampleFoodBank,
  sheetCsv,
  startSheetServer,
} from "../../tests/factories/food-bank-sheets";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { runQueuedJobs, testJobQueue } from "../../tests/test-job-queue";
import { foodBankSyncRuns } from "./admin.table";
import { AdminAccessError } from "./admin-access.server";
import {
  FOOD_BANK_SYNC_JOB,
  foodBankSyncJob,
  foodBankSyncView,
  requestFoodBankSync,
  SyncBusyError,
} from "./food-bank-sync.server";
import { countStaffActions } from "./staff-audit.server";

// The sync as the admin area runs it: the request only queues on the app's own queue; the job,
// taken from that queue and run by its real handler, runs the import.

const getDatabase = setupTestDatabase();
const SHEET_ID = "1AdminSyncSpreadsheetId_abcdefghijklmn";
let sheets: Awaited<ReturnType<typeof startSheetServer>>;

beforeAll(async () => {
  sheets = await startSheetServer();
});
afterAll(async () => {
  await sheets?.close();
});

const logger = pino({ level: "silent" });

/** The app's own queue on the test database, with the sync's queue. */
const syncQueue = () => testJobQueue(getDatabase(), FOOD_BANK_SYNC_JOB);

/** The sync job as the worker runs it, against the local sheet server. */
const syncJob = () =>
  foodBankSyncJob(() => ({
    db: getDatabase().db,
    logger,
    env: { GOOGLE_SHEETS_URL: sheets.baseUrl },
  }));

async function waitingSyncs() {
  return (await (await syncQueue()).findJobs<{ runId: string }>(FOOD_BANK_SYNC_JOB)).filter(
    (job) => job.state === "created",
  );
}

describe("the admin food-bank sync", () => {
  it("queues one sync at a time; the job runs the import and keeps the result", async () => {
    const db = getDatabase().db;
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const jobs = await syncQueue();
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([exampleFoodBank(1), exampleFoodBank(2)]));

    const { runId } = await requestFoodBankSync({ db, jobs }, admin, {
      spreadsheetId: SHEET_ID,
      sheetName: "Sheet1",
    });
    expect((await waitingSyncs()).map((job) => job.data)).toEqual([{ runId }]);
    expect((await foodBankSyncView(db)).latest?.status).toBe("queued");
    // Nothing was imported inside the request.
    expect(await db.select().from(foodBanks)).toHaveLength(0);

    await expect(
      requestFoodBankSync({ db, jobs }, admin, {
        spreadsheetId: SHEET_ID,
        sheetName: "Sheet1",
      }),
    ).rejects.toBeInstanceOf(SyncBusyError);
    expect(await waitingSyncs()).toHaveLength(1);

    expect(await runQueuedJobs(jobs, syncJob())).toEqual([{ runId }]);
    const view = await foodBankSyncView(db);
    expect(view.latest).toMatchObject({
      id: runId,
      status: "completed",
      recordsProcessed: 2,
      recordsAdded: 2,
      errors: 0,
    });
    expect(view.history[0]).toMatchObject({ status: "completed", recordsProcessed: 2 });
    expect(await db.select().from(foodBanks)).toHaveLength(2);
    expect(await countStaffActions(db, { action: "food_banks.sync", targetId: runId })).toBe(1);

    // Finished: the next one may start.
    await requestFoodBankSync({ db, jobs }, admin, {
      spreadsheetId: "1MissingSheetIdForThisTest_abcdefghij",
      sheetName: "Sheet1",
    });
    // The import records its own failure; the job itself ends normally.
    expect(await runQueuedJobs(jobs, syncJob())).toHaveLength(1);
    const failed = (await foodBankSyncView(db)).latest;
    expect(failed).toMatchObject({ status: "failed", message: "Failed to sync food banks" });
    expect(failed?.error).toBeTruthy();
  });

  it("refuses a moderator and a member, queueing nothing", async () => {
    const db = getDatabase().db;
    const services = createTestServices(getDatabase());
    const jobs = await syncQueue();
    const before = await db.select().from(foodBankSyncRuns);
    const waitingBefore = await waitingSyncs();
    for (const actor of [
      await createTestStaff(services, "moderator"),
      await createTestMember(services),
    ]) {
      await expect(
        requestFoodBankSync({ db, jobs }, actor, {
          spreadsheetId: SHEET_ID,
          sheetName: "Sheet1",
        }),
      ).rejects.toBeInstanceOf(AdminAccessError);
    }
    expect(await waitingSyncs()).toEqual(waitingBefore);
    expect(await db.select().from(foodBankSyncRuns)).toHaveLength(before.length);
    expect(
      await db.select().from(foodBankSyncRuns).where(eq(foodBankSyncRuns.status, "queued")),
    ).toHaveLength(0);
  });
});
