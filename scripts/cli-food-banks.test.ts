import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodBanks, foodBanksSyncLog } from "~/food-banks/food-banks.table";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/server/db/database.server";
import {
  exampleFoodBank,
  sheetCsv,
  startSheetServer,
} from "../tests/factories/food-bank-sheets.ts";
import { runCli, runCliProcess } from "../tests/factories/run-cli.ts";

// `npm run cli -- food-banks:import` as an operator runs it, against an embedded database in a
// temporary DATA_DIR, reading a CSV file or a stand-in for Google Sheets.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-cli-food-banks-"));
const csvFile = path.join(dataDir, "food-banks.csv");
const SHEET_ID = "1ExampleSpreadsheetId_abcdefghijklmnop";
let sheets: Awaited<ReturnType<typeof startSheetServer>>;

const cli = (...args: string[]) => runCli(dataDir, ...args);
const cliProcess = (...args: string[]) => runCliProcess(dataDir, ...args);

async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const storedIds = () =>
  withDatabase(async ({ db }) =>
    (await db.select().from(foodBanks).orderBy(asc(foodBanks.sourceId))).map(
      (bank) => `${bank.sourceId} ${bank.citySlug}`,
    ),
  );

beforeAll(async () => {
  sheets = await startSheetServer();
  // The CLI inherits the environment: its Google Sheets is the stand-in.
  process.env.GOOGLE_SHEETS_URL = sheets.baseUrl;
  await withDatabase(migrateDatabase);
});

afterAll(async () => {
  delete process.env.GOOGLE_SHEETS_URL;
  await sheets?.close();
});

describe("npm run cli -- food-banks:import", { timeout: 120_000 }, () => {
  it("imports a CSV file, reporting skipped rows, and a second run changes nothing", async () => {
    writeFileSync(
      csvFile,
      sheetCsv([
        exampleFoodBank(1),
        exampleFoodBank(2, { Email: "nope" }),
        exampleFoodBank(3, { City: "York" }),
      ]),
    );
    const first = await cli("food-banks:import", csvFile);
    expect(first.code).toBe(0);
    expect(first.stderr).not.toContain("Failed");
    expect(first.stdout).toContain(
      "Synced 2 food banks: 2 added, 0 updated, 0 unchanged, 0 removed. 1 row was skipped with errors.",
    );
    expect(first.stdout).toMatch(
      /Rows read: 3\. Added: 2\. Updated: 0\. Removed: 0\. Errors: 1\. Took \d+ ms\./,
    );
    expect(first.stdout).toContain("  Row 3: email must be an email address");
    expect(await storedIds()).toEqual(["example-1 leeds", "example-3 york"]);

    const again = await cli("food-banks:import", csvFile);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Synced 2 food banks: 0 added, 0 updated, 2 unchanged");
  });

  it("reads a named sheet of a Google Sheet by id, removing what it no longer lists", async () => {
    sheets.serve(SHEET_ID, "Food banks", sheetCsv([exampleFoodBank(3, { City: "York" })]));
    const result = await cli("food-banks:import", SHEET_ID, "--sheet", "Food banks");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "Synced 1 food bank: 0 added, 0 updated, 1 unchanged, 1 removed.",
    );
    expect(sheets.requests.at(-1)?.searchParams.get("sheet")).toBe("Food banks");
    expect(await storedIds()).toEqual(["example-3 york"]);
    const logs = await withDatabase(({ db }) =>
      db.select().from(foodBanksSyncLog).orderBy(asc(foodBanksSyncLog.createdAt)),
    );
    expect(logs.map((log) => log.status)).toEqual(["completed", "completed", "completed"]);
    expect(logs.at(-1)?.source).toBe(`Google Sheet ${SHEET_ID} (Food banks)`);
  });

  it("fails with exit code 1 and the reason when the sheet cannot be read", async () => {
    const result = await cli("food-banks:import", SHEET_ID);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "Failed to sync food banks: Google Sheets answered HTTP 404. Check the spreadsheet id",
    );
    expect(await storedIds()).toEqual(["example-3 york"]);
  });

  it("refuses bad arguments before touching the database", async () => {
    const missing = await cli("food-banks:import");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("food-banks:import needs a Google Sheets id or a CSV file.");

    const notAnId = await cli("food-banks:import", "leeds");
    expect(notAnId.code).toBe(2);
    expect(notAnId.stderr).toContain('"leeds" is neither a CSV file nor a Google Sheets id');

    const sheetOfFile = await cli("food-banks:import", csvFile, "--sheet", "Sheet2");
    expect(sheetOfFile.code).toBe(2);
    expect(sheetOfFile.stderr).toContain("--sheet is for Google Sheets, not CSV files.");
  });

  it("refuses, touching nothing, while another process holds the embedded database", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const refused = await cliProcess("food-banks:import", csvFile);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is in use by another Glut process");
      expect(refused.stdout).toBe("");
    } finally {
      await handle.close();
    }
    expect(await storedIds()).toEqual(["example-3 york"]);
  });
});
