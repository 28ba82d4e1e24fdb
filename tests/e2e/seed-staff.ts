// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts): the site's
// first admin can only be made from the command line, and the command line cannot reach the
// embedded database while the server holds it. So the staff accounts the admin specs sign in
// with are made here, on the server's data folder, the way the site makes accounts (sign-up,
// then grantRole).
import { eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { users } from "~/accounts/auth.table";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { grantRole } from "~/admin/staff-roles.server";
import type { DatabaseHandle } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import { E2E_STAFF } from "./staff";

/** Makes (or finds) the e2e staff accounts on the migrated database tests/e2e/seed.ts opened. */
export async function seedStaff(database: DatabaseHandle): Promise<void> {
  const env = loadEnv({ ...process.env, NODE_ENV: "test" });
  const logger = pino({ level: "silent" });
  const sendEmail = async () => "not-sent";
  const auth = createAuth({ env, db: database.db, logger, sendEmail });
  const services = { env, db: database.db, logger, auth, sendEmail };
  for (const staff of Object.values(E2E_STAFF)) {
    const [existing] = await database.db.select().from(users).where(eq(users.email, staff.email));
    if (!existing) {
      const result = await signUp(
        services,
        signupSchema.parse({
          accountType: "personal",
          email: staff.email,
          username: staff.username,
          location: "York",
          password: staff.password,
          confirmPassword: staff.password,
          termsAccepted: true,
          privacyAccepted: true,
          ageConfirmed: true,
        }),
      );
      if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    }
    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, staff.email));
    await grantRole(database.db, staff.email, staff.role);
  }
}
