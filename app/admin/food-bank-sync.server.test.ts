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
import { foodBankSyncRuns } from "./admin.table";
import { AdminAccessError } from "./admin-access.server";
import {
  FOOD_BANK_SYNC_JOB,
  foodBankSyncView,
  requestFoodBankSync,
  runFoodBankSync,
  SyncBusyError,
} from "./food-bank-sync.server";
import { countStaffActions } from "./staff-audit.server";

// The sync as the admin area runs it: the request only queues; the job runs the import.

const getDatabase = setupTestDatabase();
const SHEET_ID = "1AdminSyncSpreadsheetId_abcdefghijklmn";
let sheets: Awaited<ReturnType<typeof startSheetServer>>;

beforeAll(async () => {
  sheets = await startSheetServer();
});
afterAll(async () => {
  await sheets?.close();
});

/** The queue, as far as the request sees it: it records what was sent. */
function recordingQueue() {
  const sent: { name: string; data: object }[] = [];
  return {
    sent,
    async send(name: string, data: object) {
      sent.push({ name, data });
      return `job-${sent.length}`;
    },
  };
}

describe("the admin food-bank sync", () => {
  it("queues one sync at a time; the job runs the import and keeps the result", async () => {
    const db = getDatabase().db;
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const jobs = recordingQueue();
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([exampleFoodBank(1), exampleFoodBank(2)]));

    const { runId } = await requestFoodBankSync({ db, jobs: jobs as never }, admin, {
      spreadsheetId: SHEET_ID,
      sheetName: "Sheet1",
    });
    expect(jobs.sent).toEqual([{ name: FOOD_BANK_SYNC_JOB, data: { runId } }]);
    expect((await foodBankSyncView(db)).latest?.status).toBe("queued");
    // Nothing was imported inside the request.
    expect(await db.select().from(foodBanks)).toHaveLength(0);

    await expect(
      requestFoodBankSync({ db, jobs: jobs as never }, admin, {
        spreadsheetId: SHEET_ID,
        sheetName: "Sheet1",
      }),
    ).rejects.toBeInstanceOf(SyncBusyError);
    expect(jobs.sent).toHaveLength(1);

    await runFoodBankSync(
      { db, logger: pino({ level: "silent" }), sheetsBaseUrl: sheets.baseUrl },
      runId,
    );
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
    await requestFoodBankSync({ db, jobs: jobs as never }, admin, {
      spreadsheetId: "1MissingSheetIdForThisTest_abcdefghij",
      sheetName: "Sheet1",
    });
    const failing = (await foodBankSyncView(db)).latest;
    await runFoodBankSync(
      { db, logger: pino({ level: "silent" }), sheetsBaseUrl: sheets.baseUrl },
      failing?.id ?? "",
    );
    const failed = (await foodBankSyncView(db)).latest;
    expect(failed).toMatchObject({ status: "failed", message: "Failed to sync food banks" });
    expect(failed?.error).toBeTruthy();
  });

  it("refuses a moderator and a member, queueing nothing", async () => {
    const db = getDatabase().db;
    const services = createTestServices(getDatabase());
    const jobs = recordingQueue();
    const before = await db.select().from(foodBankSyncRuns);
    for (const actor of [
      await createTestStaff(services, "moderator"),
      await createTestMember(services),
    ]) {
      await expect(
        requestFoodBankSync({ db, jobs: jobs as never }, actor, {
          spreadsheetId: SHEET_ID,
          sheetName: "Sheet1",
        }),
      ).rejects.toBeInstanceOf(AdminAccessError);
    }
    expect(jobs.sent).toEqual([]);
    expect(await db.select().from(foodBankSyncRuns)).toHaveLength(before.length);
    expect(
      await db.select().from(foodBankSyncRuns).where(eq(foodBankSyncRuns.status, "queued")),
    ).toHaveLength(0);
  });
});
