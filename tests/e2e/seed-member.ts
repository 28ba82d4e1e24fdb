// A paid-up member with a confirmed email, made (or found) before the e2e server starts, the way
// the site makes accounts: sign-up, then the membership record a payment leaves.
import { eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { users } from "~/accounts/auth.table";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { subscribers } from "~/membership/membership.table";
import type { DatabaseHandle } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";

export interface SeededAccount {
  email: string;
  username: string;
  password: string;
}

/** The member's account id, on the database tests/e2e/seed.ts opened. */
export async function seedPaidMember(
  database: DatabaseHandle,
  account: SeededAccount,
): Promise<string> {
  const { db } = database;
  const env = loadEnv({ ...process.env, NODE_ENV: "test" });
  const logger = pino({ level: "silent" });
  const sendEmail = async () => "not-sent";
  const auth = createAuth({ env, db, logger, sendEmail });
  let [row] = await db.select().from(users).where(eq(users.email, account.email));
  if (!row) {
    const result = await signUp(
      { env, db, logger, auth, sendEmail },
      signupSchema.parse({
        accountType: "personal",
        email: account.email,
        username: account.username,
        location: "Leeds",
        password: account.password,
        confirmPassword: account.password,
        termsAccepted: true,
        privacyAccepted: true,
        ageConfirmed: true,
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    [row] = await db.select().from(users).where(eq(users.email, account.email));
  }
  if (!row) throw new Error(`no account for ${account.email}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id));
  await db
    .insert(subscribers)
    .values({
      userId: row.id,
      subscribed: true,
      subscriptionTier: "Premium",
      subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
    })
    .onConflictDoNothing();
  return row.id;
}
