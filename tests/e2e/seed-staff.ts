// Run before the e2e server starts (playwright.config.ts): the site's first admin can only be
// made from the command line, and the command line cannot reach the embedded database while the
// server holds it. So the staff accounts the admin specs sign in with are made here, on the
// server's data folder, the way the site makes accounts (sign-up, then grantRole).
import { eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { users } from "~/accounts/auth.table";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { grantRole } from "~/admin/staff-roles.server";
import { migrateDatabase, openDatabase } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import { E2E_STAFF } from "./staff";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is not set");
const database = await openDatabase({ kind: "pglite", dataDir });
try {
  await migrateDatabase(database);
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
} finally {
  await database.close();
}
