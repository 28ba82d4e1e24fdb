import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { RateLimitRule } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import { accounts, users, verifications } from "./auth.table";

/** What deleting an account needs; later steps may ask for more (a payments provider). */
export type AccountDeletionServices = Pick<AppServices, "db" | "storage" | "logger"> &
  /** The payment provider, so a deletion can stop renewals; absent where no payment is possible. */
  Partial<Pick<AppServices, "payments">>;

export interface AccountDeletionContext {
  services: AccountDeletionServices;
  userId: string;
  email: string;
}

/**
 * One capability's part in deleting an account. Every capability that stores something an
 * account owns (listings and their images, messages, plantings, forum posts, a subscription)
 * registers a step, so that deleting an account removes all of it.
 */
export interface AccountDeletionStep {
  /** Unique; registering a step with the same name replaces the earlier one. */
  name: string;
  /**
   * Runs before the transaction, e.g. to cancel a paid subscription at the provider. Throwing
   * stops the deletion before anything is deleted.
   */
  beforeDelete?(ctx: AccountDeletionContext): Promise<void>;
  /**
   * Runs inside the one deletion transaction: delete or anonymise the account's rows. Returns
   * the storage keys of files to remove once the transaction has committed. Throwing rolls the
   * whole deletion back.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a step with no files simply returns nothing.
  inTransaction?(tx: Db, userId: string, ctx: AccountDeletionContext): Promise<string[] | void>;
}

/** The registry. The account's own tables need no step: they cascade from the users row. */
export const accountDeletionSteps: AccountDeletionStep[] = [];

export function registerAccountDeletionStep(step: AccountDeletionStep): void {
  const existing = accountDeletionSteps.findIndex((candidate) => candidate.name === step.name);
  if (existing === -1) accountDeletionSteps.push(step);
  else accountDeletionSteps[existing] = step;
}

export function unregisterAccountDeletionStep(name: string): void {
  const existing = accountDeletionSteps.findIndex((candidate) => candidate.name === name);
  if (existing !== -1) accountDeletionSteps.splice(existing, 1);
}

export interface AccountDeletionResult {
  /** False when there was no such account (already deleted). */
  deleted: boolean;
  /** Storage keys the steps asked to remove. */
  removedFiles: string[];
}

/**
 * Deletes an account and everything it owns: the registered steps' `beforeDelete`, then one
 * transaction that runs each step's `inTransaction`, deletes the account's better-auth
 * verification tokens and finally the users row (sessions, sign-in methods, profile, consents,
 * verification applications, roles and referral code cascade from it). Files go after the
 * commit; failing to remove one is logged, not thrown, because the account is already gone.
 */
export async function deleteAccount(
  services: AccountDeletionServices,
  userId: string,
  steps: readonly AccountDeletionStep[] = accountDeletionSteps,
): Promise<AccountDeletionResult> {
  const { db, storage, logger } = services;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { deleted: false, removedFiles: [] };
  const ctx: AccountDeletionContext = { services, userId: user.id, email: user.email };

  for (const step of steps) {
    if (!step.beforeDelete) continue;
    try {
      await step.beforeDelete(ctx);
    } catch (error) {
      logger.error(
        { err: error, userId, step: step.name },
        "account deletion stopped before it began",
      );
      throw error;
    }
  }

  const keys = await db.transaction(async (tx) => {
    const collected: string[] = [];
    for (const step of steps) {
      if (!step.inTransaction) continue;
      const stepKeys = await step.inTransaction(tx as unknown as Db, user.id, ctx);
      if (stepKeys) collected.push(...stepKeys);
    }
    await tx.delete(verifications).where(verificationsOf(user.id, user.email));
    const deleted = await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
    if (deleted.length !== 1) throw new Error("The account changed while it was being deleted");
    return collected;
  });

  const removedFiles = [...new Set(keys)];
  if (removedFiles.length > 0) {
    try {
      await storage.deleteMany(removedFiles);
    } catch (error) {
      logger.error(
        { err: error, userId, keys: removedFiles },
        "account deleted, but some of its files could not be removed",
      );
    }
  }
  logger.info({ userId, files: removedFiles.length }, "account deleted");
  return { deleted: true, removedFiles };
}

/**
 * better-auth's verification rows that belong to an account. They have no foreign key: the
 * user is named in `identifier` or `value` (a reset-password token's value is the user id, a
 * delete-account token's too; an OAuth state's JSON value may name the user being linked; an
 * OTP's identifier ends with the email). Ids are random, so finding one inside a value is
 * exact; an email is matched whole, never as a part of a longer address.
 */
function verificationsOf(userId: string, email: string) {
  const address = email.toLowerCase();
  return or(
    sql`strpos(${verifications.identifier}, ${userId}) > 0`,
    sql`strpos(${verifications.value}, ${userId}) > 0`,
    sql`lower(${verifications.identifier}) = ${address}`,
    sql`lower(${verifications.value}) = ${address}`,
    sql`right(lower(${verifications.identifier}), ${address.length + 1}) in (${`:${address}`}, ${`-${address}`})`,
    sql`strpos(lower(${verifications.value}), ${JSON.stringify(address)}) > 0`,
  );
}

async function credentialPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, "credential"),
        isNotNull(accounts.password),
      ),
    )
    .limit(1);
  return row?.password ?? null;
}

/**
 * Password checks on the delete form, per account: they need a signed-in session, but a stolen
 * session must not become a way to try passwords.
 */
export const DELETE_PASSWORD_LIMIT: RateLimitRule = { window: 15 * 60, max: 10 };

/** Whether the account signs in with a password (a Google-only account has none). */
export async function accountHasPassword(db: Db, userId: string): Promise<boolean> {
  return (await credentialPasswordHash(db, userId)) !== null;
}

/** Checks a password against the account's own, with better-auth's verifier. */
export async function verifyAccountPassword(
  services: Pick<AppServices, "db" | "auth">,
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await credentialPasswordHash(services.db, userId);
  if (!hash) return false;
  const authContext = await services.auth.$context;
  return authContext.password.verify({ hash, password });
}
