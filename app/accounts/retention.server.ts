import { and, eq, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { ukLongDate } from "~/components/format-date";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionServices, AccountDeletionStep } from "~/server/domain";
import { emailLanguage } from "~/server/email/email-language.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { deleteStaleRateLimits } from "~/server/rate-limit/rate-limit.server";
import { daysAfter, yearsBefore } from "~/server/retention-dates";
import type { AppServices } from "~/server/services.server";
import { deleteAccount } from "./account-deletion.server";
import { profiles } from "./accounts.table";
import { sessions, users, verifications } from "./auth.table";
import { InactiveAccountWarningEmail } from "./emails/inactive-account-warning-email";

/** The privacy notice's promise: an account nobody has used for this long is deleted. */
export const INACTIVE_ACCOUNT_YEARS = 3;
/** The warning email goes out this long before, and deletion waits at least this long after it. */
export const INACTIVITY_WARNING_DAYS = 30;
/** `last_seen_at` is kept to within a day, so a signed-in visit writes at most once a day. */
export const ACTIVITY_RECORD_INTERVAL_HOURS = 24;
/** Accounts handled per run; any beyond wait for the next day's run. */
export const RETENTION_BATCH_SIZE = 500;

/**
 * When an account counts as inactive, for a run at `now`. An account's last activity is its
 * `last_seen_at`, or its creation when it has never been seen since (accounts from before the
 * column existed).
 */
export function inactivityCutoffs(now: Date) {
  const deleteIfLastActiveBefore = yearsBefore(now, INACTIVE_ACCOUNT_YEARS);
  return {
    /** Last active at or before this: the warning goes out. */
    warnIfLastActiveBefore: daysAfter(deleteIfLastActiveBefore, INACTIVITY_WARNING_DAYS),
    /** Last active at or before this, and warned at or before the next: deleted. */
    deleteIfLastActiveBefore,
    deleteIfWarnedBefore: daysAfter(now, -INACTIVITY_WARNING_DAYS),
  };
}

/** The earliest day the warned account can go: 3 years inactive, and 30 days after the warning. */
export function scheduledDeletionDate(lastActiveAt: Date, warnedAt: Date): Date {
  const inactiveLongEnough = yearsBefore(lastActiveAt, -INACTIVE_ACCOUNT_YEARS);
  const warnedLongEnough = daysAfter(warnedAt, INACTIVITY_WARNING_DAYS);
  return inactiveLongEnough > warnedLongEnough ? inactiveLongEnough : warnedLongEnough;
}

/** Not active since `cutoff`: last seen then or earlier, or never seen and created by then. */
function lastActiveAtOrBefore(cutoff: Date) {
  return or(
    lte(profiles.lastSeenAt, cutoff),
    and(isNull(profiles.lastSeenAt), lte(profiles.createdAt, cutoff)),
  );
}

/**
 * Whether `recordActivity` has anything to write, judged from the profile already read for the
 * request, so that most signed-in requests send no statement at all. The same rule as its SQL.
 */
export function activityNeedsRecording(
  activity: { lastSeenAt: Date | null; inactivityWarningSentAt: Date | null },
  now = new Date(),
): boolean {
  const staleBefore = now.getTime() - ACTIVITY_RECORD_INTERVAL_HOURS * 60 * 60 * 1000;
  return (
    activity.lastSeenAt === null ||
    activity.lastSeenAt.getTime() < staleBefore ||
    activity.inactivityWarningSentAt !== null
  );
}

/**
 * Notes that the person used the site signed in: `last_seen_at` moves on when it is a day old
 * or more, and a pending deletion warning is withdrawn. One conditional statement, which changes
 * nothing on most requests. Returns true when it wrote.
 */
export async function recordActivity(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - ACTIVITY_RECORD_INTERVAL_HOURS * 60 * 60 * 1000);
  const updated = await db
    .update(profiles)
    .set({ lastSeenAt: now, inactivityWarningSentAt: null })
    .where(
      and(
        eq(profiles.id, userId),
        or(
          isNull(profiles.lastSeenAt),
          lt(profiles.lastSeenAt, staleBefore),
          isNotNull(profiles.inactivityWarningSentAt),
        ),
      ),
    )
    .returning({ id: profiles.id });
  return updated.length > 0;
}

export type AccountRetentionServices = AccountDeletionServices &
  Pick<AppServices, "sendEmail" | "accountSteps"> & { env: Pick<AppServices["env"], "APP_URL"> };

export interface RetentionFailure {
  userId: string;
  error: unknown;
}

/**
 * Emails every account that has been inactive for 3 years less 30 days and has not been warned,
 * once: the warning is stamped before the email is queued (so two runs cannot both send it) and
 * the stamp is taken back if queueing fails. Demo accounts have no real inbox and are skipped.
 */
export async function warnInactiveAccounts(
  services: AccountRetentionServices,
  now: Date,
  limit = RETENTION_BATCH_SIZE,
): Promise<{ warned: string[]; failed: RetentionFailure[] }> {
  const { db } = services;
  const cutoff = inactivityCutoffs(now).warnIfLastActiveBefore;
  const due = and(
    eq(profiles.isDemo, false),
    isNull(profiles.inactivityWarningSentAt),
    lastActiveAtOrBefore(cutoff),
  );
  const candidates = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      email: users.email,
      language: profiles.language,
      lastSeenAt: profiles.lastSeenAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(due)
    .orderBy(profiles.createdAt)
    .limit(limit);

  const warned: string[] = [];
  const failed: RetentionFailure[] = [];
  for (const account of candidates) {
    const claimed = await db
      .update(profiles)
      .set({ inactivityWarningSentAt: now })
      .where(and(eq(profiles.id, account.id), due))
      .returning({ id: profiles.id });
    if (claimed.length === 0) continue;
    try {
      const lastActiveAt = account.lastSeenAt ?? account.createdAt;
      const lng = isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
      const { t } = emailLanguage(lng);
      await services.sendEmail({
        to: account.email,
        subject: t("inactiveWarning.subject"),
        template: InactiveAccountWarningEmail({
          lng,
          t,
          appUrl: services.env.APP_URL,
          username: account.username,
          inactiveYears: INACTIVE_ACCOUNT_YEARS,
          deletionDate: ukLongDate(scheduledDeletionDate(lastActiveAt, now), lng),
        }),
      });
      warned.push(account.id);
    } catch (error) {
      await db
        .update(profiles)
        .set({ inactivityWarningSentAt: null })
        .where(and(eq(profiles.id, account.id), eq(profiles.inactivityWarningSentAt, now)));
      failed.push({ userId: account.id, error });
    }
  }
  return { warned, failed };
}

/** Thrown inside the deletion transaction when the person came back after all. */
class AccountBackInUse extends Error {
  override name = "AccountBackInUse";
}

/**
 * Deletes accounts inactive for 3 years whose warning went out at least 30 days ago, through the
 * one account deletion (so every capability's step runs: listings and their photos, messages,
 * and the rest). Inside that transaction the profile row is locked and checked again, so someone
 * signing in at that moment keeps their account. Demo accounts are never deleted here.
 */
export async function deleteInactiveAccounts(
  services: AccountRetentionServices,
  now: Date,
  limit = RETENTION_BATCH_SIZE,
): Promise<{ deleted: string[]; failed: RetentionFailure[] }> {
  const { db } = services;
  const { deleteIfLastActiveBefore, deleteIfWarnedBefore } = inactivityCutoffs(now);
  const due = and(
    eq(profiles.isDemo, false),
    lte(profiles.inactivityWarningSentAt, deleteIfWarnedBefore),
    lastActiveAtOrBefore(deleteIfLastActiveBefore),
  );
  const stillInactive: AccountDeletionStep = {
    name: "retention:still-inactive",
    async inTransaction(tx, userId) {
      const [row] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, userId), due))
        .for("update");
      if (!row) throw new AccountBackInUse(userId);
    },
  };
  const candidates = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(due)
    .orderBy(profiles.createdAt)
    .limit(limit);

  const deleted: string[] = [];
  const failed: RetentionFailure[] = [];
  for (const { id } of candidates) {
    try {
      const result = await deleteAccount(services, id, [
        stillInactive,
        ...services.accountSteps.deletion,
      ]);
      if (result.deleted) deleted.push(id);
    } catch (error) {
      if (error instanceof AccountBackInUse) continue;
      failed.push({ userId: id, error });
    }
  }
  return { deleted, failed };
}

/**
 * Sign-in records past their use: expired sessions (which hold an IP address and browser),
 * expired one-time tokens, and rate-limit counters (keyed by IP address) a day after their last
 * attempt.
 */
export async function deleteExpiredSignInRecords(db: Db, now: Date) {
  const [expiredSessions, expiredTokens, rateLimits] = [
    await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    await db
      .delete(verifications)
      .where(lt(verifications.expiresAt, now))
      .returning({ id: verifications.id }),
    await deleteStaleRateLimits(db, now),
  ];
  return {
    sessions: expiredSessions.length,
    tokens: expiredTokens.length,
    rateLimits,
  };
}

/** The daily run: warnings, then deletions, then expired sign-in records. */
export async function applyAccountRetention(services: AccountRetentionServices, now: Date) {
  const warnings = await warnInactiveAccounts(services, now);
  const deletions = await deleteInactiveAccounts(services, now);
  const signInRecords = await deleteExpiredSignInRecords(services.db, now);
  const failed = [...warnings.failed, ...deletions.failed];
  for (const failure of failed) {
    services.logger.error(
      { err: failure.error, userId: failure.userId },
      "inactive-account retention failed for an account",
    );
  }
  services.logger.info(
    {
      warned: warnings.warned.length,
      deleted: deletions.deleted.length,
      failed: failed.length,
      ...signInRecords,
    },
    "account retention run",
  );
  return { warned: warnings.warned, deleted: deletions.deleted, failed, signInRecords };
}

export const ACCOUNT_RETENTION_JOB = "retention-accounts";

/**
 * Every night in UK time. A run with failures throws after doing everything else it could, so
 * pg-boss retries it; each step is safe to repeat.
 */
export function accountRetentionJob(
  services: () => AccountRetentionServices,
): JobDefinition<Record<string, never>> {
  return {
    name: ACCOUNT_RETENTION_JOB,
    schedule: { cron: "15 3 * * *" },
    async handle() {
      const { failed } = await applyAccountRetention(services(), new Date());
      if (failed.length > 0) {
        throw new Error(`Account retention failed for ${failed.length} account(s); see the log`);
      }
    },
  };
}
