import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type {
  AccountDeletionContext,
  AccountDeletionServices,
  AccountDeletionStep,
} from "~/server/domain";
import { deleteOutgoingEmailsTo } from "~/server/email/outgoing-email-retention.server";
import type { RateLimitRule } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import { accounts, users, verifications } from "./auth.table";

export interface AccountDeletionResult {
  /** False when there was no such account (already deleted). */
  deleted: boolean;
  /** Storage keys the steps asked to remove. */
  removedFiles: string[];
}

/**
 * Deletes an account and everything it owns: each domain's step `beforeDelete` (the steps come
 * from the domains' descriptors, through `services.accountSteps`), then one
 * transaction that runs each step's `inTransaction`, deletes the account's better-auth
 * verification tokens and finally the users row (sessions, sign-in methods, profile, consents,
 * verification applications, roles and referral code cascade from it). Files go after the
 * commit; failing to remove one is logged, not thrown, because the account is already gone.
 */
export async function deleteAccount(
  services: AccountDeletionServices,
  userId: string,
  steps: readonly AccountDeletionStep[],
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
    await deleteOutgoingEmailsTo(tx as unknown as Db, user.email);
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
