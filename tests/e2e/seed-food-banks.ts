// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts), on the
// server's data folder, as seed-staff.ts is: imports the fictional food banks of
// food-bank-needs.ts through the real import (a CSV file, incremental, so nothing else is
// touched).
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { syncFoodBanks } from "~/food-banks/food-bank-import.server";
import type { DatabaseHandle } from "~/server/db/database.server";
import { exampleFoodBank, sheetCsv } from "../factories/food-bank-sheets";
import { E2E_FOOD_BANKS } from "./food-bank-needs";

/** Imports the e2e food banks into the database tests/e2e/seed.ts opened. */
export async function seedFoodBanks(database: DatabaseHandle): Promise<void> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "glut-e2e-banks-")), "banks.csv");
  writeFileSync(
    file,
    sheetCsv(
      E2E_FOOD_BANKS.map((foodBank, index) =>
        exampleFoodBank(900 + index, {
          id: foodBank.id,
          "Organisation Name": foodBank.name,
          Address: `${index + 1} Example Street\n${foodBank.city}`,
          Postcode: foodBank.postcode,
          City: foodBank.city,
          "Needed Items": foodBank.needed.join("\n"),
        }),
      ),
    ),
  );
  const result = await syncFoodBanks(
    { db: database.db },
    { kind: "file", path: file },
    { syncType: "incremental" },
  );
  if (!result.success) throw new Error(`${result.message}: ${result.error}`);
}
