import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
  runFoodBankSync,
  SYNC_LOST_REASON,
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

describe("a sync whose process died", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const settings = { env: { SYNC_STALE_AFTER_SECONDS: 60 } };

  /** An admin's sync taken by a worker that was then killed: "running", its heartbeat stopped. */
  async function killedRun(db: ReturnType<typeof getDatabase>["db"], runId: string, at: Date) {
    await db
      .update(foodBankSyncRuns)
      .set({ status: "running", startedAt: at, heartbeatAt: at })
      .where(eq(foodBankSyncRuns.id, runId));
  }

  it("blocks new syncs until its heartbeat is older than the limit, then is released as failed", async () => {
    const db = getDatabase().db;
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const jobs = await syncQueue();
    const input = { spreadsheetId: SHEET_ID, sheetName: "Sheet1" };
    await db.delete(foodBankSyncRuns);

    const killedAt = new Date();
    const { runId: lost } = await requestFoodBankSync({ db, jobs, ...settings }, admin, input);
    await killedRun(db, lost, killedAt);

    // Within the limit it still counts as running.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(killedAt.getTime() + 50_000);
    await expect(
      requestFoodBankSync({ db, jobs, ...settings }, admin, input),
    ).rejects.toBeInstanceOf(SyncBusyError);

    // Past it, the lost run no longer blocks: it is failed with the reason, and the new one queued.
    vi.setSystemTime(killedAt.getTime() + 61_000);
    const { runId: next } = await requestFoodBankSync({ db, jobs, ...settings }, admin, input);
    const [released] = await db
      .select()
      .from(foodBankSyncRuns)
      .where(eq(foodBankSyncRuns.id, lost));
    expect(released).toMatchObject({ status: "failed", error: SYNC_LOST_REASON });
    expect((await foodBankSyncView(db)).latest).toMatchObject({ id: next, status: "queued" });
    await db.delete(foodBankSyncRuns);
  });

  it("keeps blocking while a live run beats, however long it takes", async () => {
    const db = getDatabase().db;
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const jobs = await syncQueue();
    await db.delete(foodBankSyncRuns);
    const slowSheet = "1SlowSheetForTheHeartbeatTest_abcdefgh";
    sheets.serve(slowSheet, "Sheet1", {
      body: sheetCsv([exampleFoodBank(1)]),
      delayMs: 3_000,
    });
    // A short limit, so the live run must beat several times while the sheet is slow.
    const quick = { env: { SYNC_STALE_AFTER_SECONDS: 1 } };
    const { runId } = await requestFoodBankSync({ db, jobs, ...quick }, admin, {
      spreadsheetId: slowSheet,
      sheetName: "Sheet1",
    });
    const running = runFoodBankSync({ db, logger, sheetsBaseUrl: sheets.baseUrl, ...quick }, runId);
    // Three times the limit: a run without a heartbeat would have been released long before.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expect(
      requestFoodBankSync({ db, jobs, ...quick }, admin, {
        spreadsheetId: slowSheet,
        sheetName: "Sheet1",
      }),
    ).rejects.toBeInstanceOf(SyncBusyError);
    await running;
    expect((await foodBankSyncView(db)).latest).toMatchObject({ id: runId, status: "completed" });
    await db.delete(foodBankSyncRuns);
  });
});
