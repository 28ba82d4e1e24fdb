import { count, eq } from "drizzle-orm";
import { findAccountContact } from "~/accounts/account-directory.server";
import type { SignupReferrals } from "~/accounts/signup-referrals";
import type { Db } from "~/server/db/database.server";
import { organisationIsVerified } from "./entitlement.server";
import { referralAttributions, referralCodes } from "./membership.table";
import { generateReferralCode, type RandomSource } from "./referral-code-generator";

const MAX_ATTEMPTS = 5;

export interface ReferralCode {
  id: string;
  code: string;
}

export class ReferralCodeExhaustedError extends Error {
  override name = "ReferralCodeExhaustedError";
}

/**
 * Gives an account its referral code. Works inside a transaction: the insert skips a conflict
 * instead of failing (which would abort the transaction), so a code already taken is simply
 * drawn again, and an account that meanwhile got a code keeps that one.
 */
export async function createReferralCode(
  db: Db,
  userId: string,
  organizationName: string,
  random: RandomSource = crypto,
): Promise<ReferralCode> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [created] = await db
      .insert(referralCodes)
      .values({ userId, code: generateReferralCode(organizationName, random) })
      .onConflictDoNothing()
      .returning({ id: referralCodes.id, code: referralCodes.code });
    if (created) return created;
    const existing = await findReferralCode(db, userId);
    if (existing) return existing;
  }
  throw new ReferralCodeExhaustedError(
    `No free referral code for "${organizationName}" after ${MAX_ATTEMPTS} attempts`,
  );
}

export async function findReferralCode(db: Db, userId: string): Promise<ReferralCode | null> {
  const [row] = await db
    .select({ id: referralCodes.id, code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row ?? null;
}

/**
 * The organisation's code, made now if it has none yet (accounts created before codes were).
 * Personal accounts have none: null. Whether it may be shown or used is `codeIsUsable`'s rule.
 */
export async function ensureReferralCode(db: Db, userId: string): Promise<ReferralCode | null> {
  const existing = await findReferralCode(db, userId);
  if (existing) return existing;
  const account = await findAccountContact(db, userId);
  if (!account?.isOrganization) return null;
  return createReferralCode(db, userId, account.organizationName ?? account.username);
}

/** The id of a code as typed (the form has already put it in upper case); null if unknown. */
export async function findReferralCodeId(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.id ?? null;
}

/** The code text for an id, for showing which code a member joined with. */
export async function referralCodeText(db: Db, codeId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.id, codeId));
  return row?.code ?? null;
}

/** The id of the code the member joined with, if any. */
export async function findJoinedWithCodeId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ codeId: referralAttributions.codeId })
    .from(referralAttributions)
    .where(eq(referralAttributions.userId, userId));
  return row?.codeId ?? null;
}

/** How many members joined with a code. */
export async function countAccountsJoinedWith(db: Db, codeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralAttributions)
    .where(eq(referralAttributions.codeId, codeId));
  return row?.n ?? 0;
}

/** The organisation a code belongs to; null for an unknown code. */
async function codeOwner(db: Db, codeId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.id, codeId));
  return row?.userId ?? null;
}

/**
 * Whether a sign-up with this code counts for its organisation: only while the organisation is
 * verified (decision 0072). A code of a pending, failed or rejected organisation is treated as
 * no code: the sign-up goes ahead and nobody is credited.
 */
export async function codeIsUsable(db: Db, codeId: string): Promise<boolean> {
  const owner = await codeOwner(db, codeId);
  return owner !== null && (await organisationIsVerified(db, owner));
}

/** Membership's part of a sign-up: the route hands this to accounts' `signUp`. */
export const referralSignup: SignupReferrals = {
  findCodeId: findReferralCodeId,
  async recordJoinedWith(tx, userId, codeId) {
    if (!(await codeIsUsable(tx, codeId))) return false;
    await tx.insert(referralAttributions).values({ userId, codeId });
    return true;
  },
  async giveOrganisationCode(tx, userId, organisationName) {
    // Part of the account: a code already taken is drawn again, anything else rolls back.
    await createReferralCode(tx, userId, organisationName);
  },
};
