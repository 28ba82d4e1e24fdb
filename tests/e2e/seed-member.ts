// Members made (or found) before the e2e server starts, the way the site makes accounts: a
// sign-up with a confirmed email, then for a personal member the membership record a payment
// leaves, and for an organisation an admin's approval of its verification request.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { organizationVerifications } from "~/accounts/accounts.table";
import { createAuth } from "~/accounts/auth.server";
import { users } from "~/accounts/auth.table";
import { decideVerification } from "~/accounts/organisation-verifications.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { subscribers } from "~/membership/membership.table";
import { grantOrganisationAccess } from "~/membership/organisation-entitlement.server";
import type { DatabaseHandle, Db } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";

export interface SeededAccount {
  email: string;
  username: string;
  password: string;
}

export interface SeededOrganisation extends SeededAccount {
  organisationName: string;
}

/** The account's id, signed up with these form fields unless it already exists. */
export async function seedAccount(
  database: DatabaseHandle,
  account: SeededAccount,
  extraFields: Record<string, string>,
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
        ...extraFields,
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    [row] = await db.select().from(users).where(eq(users.email, account.email));
  }
  if (!row) throw new Error(`no account for ${account.email}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id));
  return row.id;
}

/** A paid-up personal member's account id, on the database tests/e2e/seed.ts opened. */
export async function seedPaidMember(
  database: DatabaseHandle,
  account: SeededAccount,
): Promise<string> {
  const userId = await seedAccount(database, account, {});
  await database.db
    .insert(subscribers)
    .values({
      userId,
      subscribed: true,
      subscriptionTier: "Premium",
      subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
    })
    .onConflictDoNothing();
  return userId;
}

/**
 * A verified food bank's account id: its pending request approved by `reviewerId` as
 * /admin/verifications records it (the review's email is the admin spec's to test).
 */
export async function seedVerifiedOrganisation(
  database: DatabaseHandle,
  account: SeededOrganisation,
  reviewerId: string,
): Promise<string> {
  const userId = await seedAccount(database, account, {
    accountType: "organization",
    organizationName: account.organisationName,
    organizationType: "food-bank",
    registrationNumber: "1123456",
  });
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [pending] = await db
      .select({ id: organizationVerifications.id })
      .from(organizationVerifications)
      .where(
        and(
          eq(organizationVerifications.userId, userId),
          eq(organizationVerifications.verificationStatus, "pending"),
        ),
      );
    if (!pending) return;
    const at = new Date();
    await decideVerification(db, {
      verificationId: pending.id,
      decision: "approved",
      notes: "Charity number checked.",
      reviewerId,
      at,
    });
    await grantOrganisationAccess(db, userId, at);
  });
  return userId;
}
