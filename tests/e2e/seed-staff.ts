// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts): the site's
// first admin can only be made from the command line, and the command line cannot reach the
// embedded database while the server holds it. So the staff accounts the admin specs sign in
// with are made here, on the server's data folder, the way the site makes accounts (sign-up,
// then grantRole).
import { grantRole } from "~/admin/staff-roles.server";
import type { DatabaseHandle } from "~/server/db/database.server";
import { seedAccount } from "./seed-member";
import { E2E_STAFF } from "./staff";

/** Makes (or finds) the e2e staff accounts on the migrated database tests/e2e/seed.ts opened. */
export async function seedStaff(database: DatabaseHandle): Promise<void> {
  for (const staff of Object.values(E2E_STAFF)) {
    await seedAccount(database, staff, { location: "York" });
    await grantRole(database.db, staff.email, staff.role);
  }
}
