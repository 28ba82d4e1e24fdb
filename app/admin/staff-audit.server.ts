import { and, count, desc, eq, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import { moderationAudit } from "./admin.table";

// The one staff audit log: every staff action anywhere on the site (reviews, role changes,
// syncs, hides, suspensions, report decisions) writes one row here, in the same transaction as
// the change it records. The table is moderation_audit; content domains write it through here.

export const AUDIT_PAGE_SIZE = 25;

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
}

/** Records one staff action. Pass the transaction that makes the change. */
export async function recordStaffAction(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(moderationAudit).values({ ...entry, reason: entry.reason ?? null });
}

export interface AuditRow {
  id: string;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  /**
   * How the log words the reason of an action nobody signed in took (`admin:activity.<key>`):
   * a role changed from the command line, a sync run by the daily schedule. The stored reason is
   * data only (a role, a sheet), so it reads in the log's language.
   */
  reasonWords: AuditReasonWords | null;
  createdAt: Date;
}

/** Which actions' reasons may be worded so: a reason typed by staff elsewhere is never read. */
const wordedActions = {
  roleFromCommandLine: ["role.grant", "role.revoke"],
  dailySync: ["food_banks.sync"],
} as const;
export type AuditReasonWords = keyof typeof wordedActions;

/**
 * A stored reason that the log words in its reader's language: `roleFromCommandLine:moderator`.
 * Kept with the reason itself, not read from a missing actor: an admin's account deleted later
 * leaves its rows with no actor too.
 */
export function auditReason(words: AuditReasonWords, reason: string): string {
  return `${words}:${reason}`;
}

function readReason(
  action: string,
  reason: string | null,
): Pick<AuditRow, "reason" | "reasonWords"> {
  const words = (Object.keys(wordedActions) as AuditReasonWords[]).find(
    (key) =>
      (wordedActions[key] as readonly string[]).includes(action) && reason?.startsWith(`${key}:`),
  );
  return words && reason
    ? { reason: reason.slice(words.length + 1), reasonWords: words }
    : { reason, reasonWords: null };
}

/** The actions that appear in the log, for the filter. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: moderationAudit.action })
    .from(moderationAudit)
    .orderBy(moderationAudit.action);
  return rows.map((row) => row.action);
}

/** One page of the log, newest first, optionally one action only. */
export async function listStaffAudit(
  db: Db,
  options: { action?: string | null; page?: number } = {},
): Promise<{ rows: AuditRow[]; total: number; page: number; pages: number }> {
  const where = options.action ? eq(moderationAudit.action, options.action) : undefined;
  const [counted] = await db.select({ total: count() }).from(moderationAudit).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pages);
  const rows = await db
    .select({
      id: moderationAudit.id,
      actorId: moderationAudit.actorId,
      action: moderationAudit.action,
      targetType: moderationAudit.targetType,
      targetId: moderationAudit.targetId,
      reason: moderationAudit.reason,
      createdAt: moderationAudit.createdAt,
    })
    .from(moderationAudit)
    .where(where)
    .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const names = await findPublicNames(
    db,
    rows.map((row) => row.actorId),
  );
  return {
    rows: rows.map(({ actorId, ...row }) => ({
      ...row,
      actorName: actorId ? (names.get(actorId)?.username ?? null) : null,
      ...readReason(row.action, row.reason),
    })),
    total,
    page,
    pages,
  };
}

/** How many audit rows match: for tests and the dashboard. */
export async function countStaffActions(
  db: Db,
  filter: { action?: string; targetId?: string } = {},
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(moderationAudit)
    .where(
      and(
        filter.action ? eq(moderationAudit.action, filter.action) : sql`true`,
        filter.targetId ? eq(moderationAudit.targetId, filter.targetId) : sql`true`,
      ),
    );
  return row?.total ?? 0;
}
