import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { ModerationTargets } from "~/server/moderation-target";
import { moderationAudit } from "./admin.table";

// The moderation decisions a member can appeal (decision 0075), read from the staff audit: a
// suspension of their account, or something of theirs hidden after a report. The complaints
// domain asks here; it never reads the audit table itself.

export const appealableDecisions = ["hidden", "suspended"] as const;
export type AppealableDecision = (typeof appealableDecisions)[number];

/** Hidden from the reports queue, or by a moderator on the forum topic page. */
const HIDE_ACTIONS = ["report.hide", "forum.hide"];
const SUSPEND_ACTION = "member.suspend";
/** How far back a hidden item of theirs is looked for: their newest decisions come first. */
const RECENT_HIDES = 200;

export interface ModerationDecision {
  /** The audit row's id: the reference an appeal keeps. */
  id: string;
  action: string;
  /** In words, for staff: "Listing hidden: Fresh plums". */
  summary: string;
  /**
   * The parts of `summary`, for a page that says it in its own language: what was decided about
   * (`ModerationTarget.kind`, or the audit's type), the outcome, and the item's title if it exists.
   */
  targetKind: string;
  outcome: string;
  itemTitle: string | null;
  reason: string | null;
  decidedAt: Date;
}

/** The newest decision of that kind about this member, or null when there is none. */
export async function findAppealedDecision(
  deps: { db: Db; moderationTargets: ModerationTargets },
  userId: string,
  decision: AppealableDecision,
): Promise<string | null> {
  if (decision === "suspended") {
    const [row] = await deps.db
      .select({ id: moderationAudit.id })
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, SUSPEND_ACTION), eq(moderationAudit.targetId, userId)))
      .orderBy(desc(moderationAudit.createdAt))
      .limit(1);
    return row?.id ?? null;
  }
  // The audit names the hidden thing, not its owner: ask each thing's domain whose it is.
  const hides = await deps.db
    .select()
    .from(moderationAudit)
    .where(inArray(moderationAudit.action, HIDE_ACTIONS))
    .orderBy(desc(moderationAudit.createdAt))
    .limit(RECENT_HIDES);
  const owners = new Map<string, string | null>();
  for (const kind of new Set(hides.map((row) => row.targetType))) {
    const target = deps.moderationTargets.get(kind);
    if (!target) continue;
    const ids = hides.filter((row) => row.targetType === kind).map((row) => row.targetId);
    for (const item of await target.load(deps.db, ids))
      owners.set(`${kind}:${item.id}`, item.ownerId);
  }
  return (
    hides.find((row) => owners.get(`${row.targetType}:${row.targetId}`) === userId)?.id ?? null
  );
}

const actionWords: Record<string, string> = {
  ...Object.fromEntries(HIDE_ACTIONS.map((action) => [action, "hidden"])),
  [SUSPEND_ACTION]: "suspended",
};

/** The decisions with these ids, in words for the complaints page. */
export async function describeDecisions(
  deps: { db: Db; moderationTargets: ModerationTargets },
  ids: readonly string[],
): Promise<Map<string, ModerationDecision>> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const described = new Map<string, ModerationDecision>();
  if (uuids.length === 0) return described;
  const rows = await deps.db
    .select()
    .from(moderationAudit)
    .where(inArray(moderationAudit.id, uuids));
  for (const row of rows) {
    const target = deps.moderationTargets.get(row.targetType);
    const [item] = target ? await target.load(deps.db, [row.targetId]) : [];
    const what = target?.label ?? row.targetType;
    const words = actionWords[row.action] ?? row.action;
    described.set(row.id, {
      id: row.id,
      action: row.action,
      summary: `${what.charAt(0).toUpperCase()}${what.slice(1)} ${words}${item ? `: ${item.title}` : ""}`,
      targetKind: row.targetType,
      outcome: words,
      itemTitle: item?.title ?? null,
      reason: row.reason,
      decidedAt: row.createdAt,
    });
  }
  return described;
}
