// Run before the e2e server starts (playwright.config.ts), on the server's data folder: the
// staff accounts (seed-staff.ts), the expiry owner's listings (seed-expiry.ts), the food banks
// (seed-food-banks.ts), the reserved handovers (seed-handovers.ts) and the collected handovers of
// member-profiles.spec.ts (seed-profiles.ts), in that order, in one process that opens the
// embedded database once.
// Three processes each opening it took about 45 s apiece on the loaded two-core machine
// (docs/decisions/0056).
import { migrateDatabase, openDatabase } from "~/server/db/database.server";
import { seedExpiry } from "./seed-expiry";
import { seedFoodBanks } from "./seed-food-banks";
import { seedHandovers } from "./seed-handovers";
import { seedProfiles } from "./seed-profiles";
import { seedStaff } from "./seed-staff";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is not set");
const database = await openDatabase({ kind: "pglite", dataDir });
try {
  await migrateDatabase(database);
  await seedStaff(database);
  await seedExpiry(database, dataDir);
  await seedFoodBanks(database);
  await seedHandovers(database);
  await seedProfiles(database, dataDir);
} finally {
  await database.close();
}
