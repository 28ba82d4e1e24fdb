import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { asc, desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  exampleFoodBank,
  SHEET_HEADER,
  type SheetRow,
  sheetCsv,
  startSheetServer,
} from "../../tests/factories/food-bank-sheets";
import { setupTestDatabase } from "../../tests/test-database";
import {
  MISSING_SHEET_ID_MESSAGE,
  recentSyncLog,
  SYNC_FAILED_MESSAGE,
  type SyncDeps,
  syncFoodBanks,
} from "./food-bank-import.server";
import { parseSpreadsheetId, sheetCsvUrl } from "./food-bank-source.server";
import { foodBanks, foodBanksSyncLog } from "./food-banks.table";

// The import against a local stand-in for Google Sheets, on a real database.

const getDatabase = setupTestDatabase();
const SHEET_ID = "1ExampleSpreadsheetId_abcdefghijklmnop";
let sheets: Awaited<ReturnType<typeof startSheetServer>>;
let deps: SyncDeps;

beforeAll(async () => {
  sheets = await startSheetServer();
  deps = { db: getDatabase().db, sheetsBaseUrl: sheets.baseUrl };
});

afterAll(async () => {
  await sheets?.close();
});

beforeEach(async () => {
  const { db } = getDatabase();
  await db.delete(foodBanks);
  await db.delete(foodBanksSyncLog);
});

const sync = (sheetName?: string, syncType?: "full" | "incremental") =>
  syncFoodBanks(deps, { kind: "sheet", spreadsheetId: SHEET_ID, sheetName }, { syncType });

const storedFoodBanks = () =>
  getDatabase().db.select().from(foodBanks).orderBy(asc(foodBanks.sourceId));

const logRows = () =>
  getDatabase().db.select().from(foodBanksSyncLog).orderBy(asc(foodBanksSyncLog.createdAt));

const threeGood = [exampleFoodBank(1), exampleFoodBank(2), exampleFoodBank(3, { City: "York" })];

describe("syncFoodBanks from a Google Sheet", () => {
  it("imports valid rows, counts and skips bad ones, and logs the run", async () => {
    // The sheet answers after 40 ms, so the run's measured duration must include that wait.
    sheets.serve(SHEET_ID, "Sheet1", {
      delayMs: 40,
      body: sheetCsv([
        threeGood[0] as SheetRow,
        exampleFoodBank(4, { URL: "javascript:alert(1)" }),
        threeGood[1] as SheetRow,
        {},
        exampleFoodBank(5, { "Organisation Name": "", Email: "not-an-email" }),
        threeGood[2] as SheetRow,
      ]),
    });
    const result = await sync();

    expect(result).toMatchObject({
      success: true,
      stats: {
        recordsProcessed: 5,
        recordsAdded: 3,
        recordsUpdated: 0,
        recordsRemoved: 0,
        errors: 2,
      },
      withoutCity: 0,
    });
    expect(result.error).toBeUndefined();
    expect(result.stats.duration).toBeGreaterThanOrEqual(40);
    expect(result.message).toBe(
      "Synced 3 food banks: 3 added, 0 updated, 0 unchanged, 0 removed. 2 rows were skipped with errors.",
    );
    expect(result.rowErrors).toEqual([
      { row: 3, message: "url must be a web address starting with http:// or https://" },
      {
        row: 6,
        message: "organisation name is missing; email must be an email address",
      },
    ]);

    // The default sheet is Sheet1, read through the CSV export with one header row.
    const asked = sheets.requests.at(-1);
    expect(asked?.pathname).toBe(`/spreadsheets/d/${SHEET_ID}/gviz/tq`);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      tqx: "out:csv",
      sheet: "Sheet1",
      headers: "1",
    });

    const stored = await storedFoodBanks();
    expect(stored.map((bank) => [bank.sourceId, bank.citySlug])).toEqual([
      ["example-1", "leeds"],
      ["example-2", "leeds"],
      ["example-3", "york"],
    ]);
    expect(stored[1]).toMatchObject({
      organisationName: "Example Food Bank 2",
      organisationAltName: null,
      isVerified: true,
      address: "2 Example Street\nExampletown",
      postcode: "LS1 1UN",
      phoneNumber: "01632 960002",
      email: "foodbank2@example.org",
      url: "https://foodbank2.example.org",
      network: "Independent",
      neededItems: ["Tinned fish", "UHT milk", "Rice", "Tea bags"],
      excessItems: ["Pasta", "Baked beans"],
      parliamentaryConstituency: "Example Central",
      mp: "A. N. Example",
    });

    const [log] = await logRows();
    expect(log).toMatchObject({
      syncType: "full",
      source: `Google Sheet ${SHEET_ID} (Sheet1)`,
      status: "completed",
      recordsProcessed: 5,
      recordsAdded: 3,
      recordsUpdated: 0,
      errors: 2,
      errorMessage: null,
    });
    expect(log?.durationMs).toBe(result.stats.duration);
    expect(log?.finishedAt).toBeInstanceOf(Date);
  });

  it("is idempotent: a second run of the same sheet changes nothing", async () => {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv(threeGood));
    expect((await sync()).stats.recordsAdded).toBe(3);
    const before = await storedFoodBanks();

    const again = await sync();
    expect(again).toMatchObject({
      success: true,
      stats: { recordsProcessed: 3, recordsAdded: 0, recordsUpdated: 0, recordsRemoved: 0 },
    });
    expect(again.message).toBe("Synced 3 food banks: 0 added, 0 updated, 3 unchanged, 0 removed.");
    // The same rows, ids and timestamps: nothing was rewritten.
    expect(await storedFoodBanks()).toEqual(before);
    expect((await logRows()).map((log) => log.status)).toEqual(["completed", "completed"]);
  });

  it("updates changed rows and, in a full sync, removes rows the sheet no longer has", async () => {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv(threeGood));
    await sync();
    const [first] = await storedFoodBanks();

    sheets.serve(
      SHEET_ID,
      "Sheet1",
      sheetCsv([
        exampleFoodBank(1, { "Needed Items": "Nappies", Verified: "TRUE" }),
        threeGood[2] as SheetRow,
        exampleFoodBank(7),
      ]),
    );
    const result = await sync();
    expect(result.stats).toMatchObject({ recordsAdded: 1, recordsUpdated: 1, recordsRemoved: 1 });
    expect(result.message).toBe("Synced 3 food banks: 1 added, 1 updated, 1 unchanged, 1 removed.");

    const stored = await storedFoodBanks();
    expect(stored.map((bank) => bank.sourceId)).toEqual(["example-1", "example-3", "example-7"]);
    const updated = stored[0];
    // Updated in place: same row id, new values, a later updated_at.
    expect(updated?.id).toBe(first?.id);
    expect(updated?.neededItems).toEqual(["Nappies"]);
    expect(updated?.isVerified).toBe(true);
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? 0);
  });

  it("keeps rows missing from the sheet in an incremental sync", async () => {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv(threeGood));
    await sync();
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([threeGood[0] as SheetRow]));
    const result = await sync(undefined, "incremental");
    expect(result.stats).toMatchObject({ recordsAdded: 0, recordsUpdated: 0, recordsRemoved: 0 });
    expect(await storedFoodBanks()).toHaveLength(3);
    expect((await logRows()).at(-1)?.syncType).toBe("incremental");
  });

  it("reads the named sheet", async () => {
    sheets.serve(SHEET_ID, "Food banks 2026", sheetCsv([threeGood[0] as SheetRow]));
    const result = await sync("Food banks 2026");
    expect(result.success).toBe(true);
    expect(sheets.requests.at(-1)?.searchParams.get("sheet")).toBe("Food banks 2026");
    expect((await logRows())[0]?.source).toBe(`Google Sheet ${SHEET_ID} (Food banks 2026)`);
  });

  it("accepts the sheet's whole address in place of its id", async () => {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([threeGood[0] as SheetRow]));
    const result = await syncFoodBanks(deps, {
      kind: "sheet",
      spreadsheetId: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0`,
    });
    expect(result.success).toBe(true);
  });

  it("skips a repeated id as an error, keeping the first", async () => {
    sheets.serve(
      SHEET_ID,
      "Sheet1",
      sheetCsv([
        exampleFoodBank(1),
        exampleFoodBank(1, { "Organisation Name": "Imposter" }),
        exampleFoodBank(2),
      ]),
    );
    const result = await sync();
    expect(result.stats).toMatchObject({ recordsProcessed: 3, recordsAdded: 2, errors: 1 });
    expect(result.rowErrors).toEqual([
      { row: 3, message: 'id "example-1" is already used by row 2' },
    ]);
    expect((await storedFoodBanks())[0]?.organisationName).toBe("Example Food Bank 1");
  });

  it("stores a food bank that matches no city, and says how many", async () => {
    sheets.serve(
      SHEET_ID,
      "Sheet1",
      sheetCsv([exampleFoodBank(1, { City: "Hebden Bridge" }), exampleFoodBank(2)]),
    );
    const result = await sync();
    expect(result.withoutCity).toBe(1);
    expect(result.message).toContain("1 food bank matches no city page.");
    expect((await storedFoodBanks()).map((bank) => bank.citySlug)).toEqual([null, "leeds"]);
  });

  it("places a food bank by its coordinates when its town is not a seeded city", async () => {
    const header = [...SHEET_HEADER, "lat_lng"];
    sheets.serve(
      SHEET_ID,
      "Sheet1",
      sheetCsv([{ ...exampleFoodBank(1, { City: "Easton" }), lat_lng: "51.4597,-2.5779" }], header),
    );
    await sync();
    expect((await storedFoodBanks())[0]?.citySlug).toBe("bristol");
  });
});

describe("syncFoodBanks when it cannot sync", () => {
  async function expectFailure(expectedError: RegExp | string) {
    const result = await sync();
    expect(result.success).toBe(false);
    expect(result.message).toBe(SYNC_FAILED_MESSAGE);
    if (typeof expectedError === "string") expect(result.error).toBe(expectedError);
    else expect(result.error).toMatch(expectedError);
    expect(result.stats).toMatchObject({ recordsAdded: 0, recordsUpdated: 0, recordsRemoved: 0 });
    const log = (await logRows()).at(-1);
    expect(log).toMatchObject({ status: "failed", errorMessage: result.error });
    expect(log?.finishedAt).toBeInstanceOf(Date);
    return result;
  }

  async function seedOne() {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([exampleFoodBank(1)]));
    expect((await sync()).success).toBe(true);
  }

  it("logs a 404 from Google as failed and leaves the food banks alone", async () => {
    await seedOne();
    sheets.serve(SHEET_ID, "Sheet1", { status: 404, body: "Not found", contentType: "text/plain" });
    await expectFailure(/^Google Sheets answered HTTP 404\. Check the spreadsheet id/);
    expect(await storedFoodBanks()).toHaveLength(1);
  });

  it("logs a 500 from Google as failed", async () => {
    sheets.serve(SHEET_ID, "Sheet1", { status: 500, body: "oops", contentType: "text/plain" });
    await expectFailure(/^Google Sheets answered HTTP 500\./);
  });

  it("recognises Google's sign-in page, which is what a private sheet answers", async () => {
    sheets.serve(SHEET_ID, "Sheet1", {
      body: "<!doctype html><title>Sign in</title>",
      contentType: "text/html; charset=utf-8",
    });
    await expectFailure(/^Google Sheets answered with a web page, not CSV\..*Anyone with the link/);
  });

  it("fails, changing nothing, when the sheet lacks the id or name column", async () => {
    await seedOne();
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([{ Address: "1 Example Street" }], ["Address"]));
    await expectFailure(/^The sheet has no "id" and "organisation name" columns\./);
    expect(await storedFoodBanks()).toHaveLength(1);
  });

  it("fails, changing nothing, when no row is valid, rather than emptying the directory", async () => {
    await seedOne();
    sheets.serve(
      SHEET_ID,
      "Sheet1",
      sheetCsv([exampleFoodBank(2, { Email: "x" }), exampleFoodBank(3, { Postcode: "00000" })]),
    );
    const result = await expectFailure("No row in the source is valid, so nothing was changed.");
    expect(result.stats).toMatchObject({ recordsProcessed: 2, errors: 2 });
    expect(result.rowErrors).toHaveLength(2);
    expect(await storedFoodBanks()).toHaveLength(1);
  });

  it("fails when the sheet has a header and nothing else", async () => {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([]));
    await expectFailure("The source has no food-bank rows, so nothing was changed.");
  });

  it("fails on a quote that never closes", async () => {
    sheets.serve(SHEET_ID, "Sheet1", `${sheetCsv([exampleFoodBank(1)])}\n"example-2","Open`);
    await expectFailure(/^A quoted field that starts on line \d+ is never closed/);
  });

  it("fails when Google cannot be reached", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await new Promise((resolve) => closed.once("listening", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await syncFoodBanks(
      { ...deps, sheetsBaseUrl: `http://127.0.0.1:${port}` },
      { kind: "sheet", spreadsheetId: SHEET_ID },
    );
    expect(result).toMatchObject({ success: false, message: SYNC_FAILED_MESSAGE });
    expect(result.error).toMatch(/^Could not reach Google Sheets \(.+\)\.$/);
    expect((await logRows()).at(-1)?.status).toBe("failed");
  });

  it("asks for a spreadsheet id before trying anything", async () => {
    const result = await syncFoodBanks(deps, { kind: "sheet", spreadsheetId: "   " });
    expect(result).toMatchObject({
      success: false,
      message: SYNC_FAILED_MESSAGE,
      error: MISSING_SHEET_ID_MESSAGE,
    });
    expect(await logRows()).toEqual([]);
  });

  it("writes all or nothing: a failure in a later batch undoes the earlier ones", async () => {
    const { db } = getDatabase();
    const rows = Array.from({ length: 620 }, (_, index) => exampleFoodBank(index + 1));
    rows[600] = exampleFoodBank(601, { "Organisation Name": "Refused by the database" });
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv(rows));
    await db.execute(
      sql`alter table food_banks add constraint test_refuse check (organisation_name <> 'Refused by the database')`,
    );
    try {
      const result = await expectFailure(
        'new row for relation "food_banks" violates check constraint "test_refuse"',
      );
      expect(result.stats.recordsProcessed).toBe(620);
    } finally {
      await db.execute(sql`alter table food_banks drop constraint test_refuse`);
    }
    expect(await storedFoodBanks()).toHaveLength(0);
  });
});

describe("syncFoodBanks from a CSV file", () => {
  it("reads a local file with a byte-order mark and CRLF line endings", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "glut-food-banks-"));
    const file = path.join(folder, "food-banks.csv");
    writeFileSync(file, `\uFEFF${sheetCsv(threeGood).replace(/"\n"/g, '"\r\n"')}\r\n`);
    const result = await syncFoodBanks(deps, { kind: "file", path: file });
    expect(result).toMatchObject({ success: true, stats: { recordsAdded: 3, errors: 0 } });
    // Line breaks inside quoted cells survive.
    expect((await storedFoodBanks())[0]?.address).toBe("1 Example Street\nExampletown");
    expect((await logRows())[0]?.source).toBe("file food-banks.csv");
  });

  it("fails with a clear message for a missing file", async () => {
    const result = await syncFoodBanks(deps, { kind: "file", path: "/no/such/food-banks.csv" });
    expect(result).toMatchObject({
      success: false,
      message: SYNC_FAILED_MESSAGE,
      error: "Could not read /no/such/food-banks.csv: ENOENT.",
    });
  });
});

describe("recentSyncLog", () => {
  it("lists runs newest first, 10 by default or as many as asked", async () => {
    sheets.serve(SHEET_ID, "Sheet1", sheetCsv([exampleFoodBank(1)]));
    for (let run = 0; run < 12; run++) await sync();
    const { db } = getDatabase();
    const newest = await db
      .select()
      .from(foodBanksSyncLog)
      .orderBy(desc(foodBanksSyncLog.createdAt));
    expect(await recentSyncLog(db)).toEqual(newest.slice(0, 10));
    expect(await recentSyncLog(db, 5)).toEqual(newest.slice(0, 5));
  });
});

describe("spreadsheet addresses", () => {
  it("takes an id or a sheet's address, and refuses anything else", () => {
    expect(parseSpreadsheetId(` ${SHEET_ID} `)).toBe(SHEET_ID);
    expect(
      parseSpreadsheetId(`https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit?gid=0#gid=0`),
    ).toBe(SHEET_ID);
    expect(parseSpreadsheetId("short")).toBeUndefined();
    expect(parseSpreadsheetId("../../etc/passwd-aaaaaaaaaaaaaaaaaaaa")).toBeUndefined();
  });

  it("builds the CSV export address with the sheet name", () => {
    expect(sheetCsvUrl(SHEET_ID, "Sheet 1").toString()).toBe(
      `https://docs.google.com/spreadsheets/d/${SHEET_ID}/gviz/tq?tqx=out%3Acsv&sheet=Sheet+1&headers=1`,
    );
  });
});
