import { and, asc, desc, eq, inArray, like, notLike, sql } from "drizzle-orm";
import { findAccountAges, findNotificationContacts } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import {
  type ModeratedItem,
  type ModerationTarget,
  moderatedTitle,
} from "~/server/moderation-target";
import { memberStanding } from "~/trust/member-standing";
import { reports } from "./admin.table";
import { assertAdmin, assertStaff } from "./admin-access.server";
import { ContentHiddenEmail } from "./emails/content-hidden-email";
import { suspendMember } from "./member-suspension.server";
import { type ModerationDeps, ModerationError, sendAfterCommit } from "./moderation-deps";
import { reportReasonLabel } from "./report-english";
import { ILLEGAL_REASON_PREFIX, type ReportCategory, reportCategoryOf } from "./report-schema";
import { recordStaffAction } from "./staff-audit.server";

// The reports queue (decision 0031): every open report, reports of illegal content first
// (decision 0075: the Online Safety Act asks for swift takedown of illegal content), then oldest
// first, with the reported thing in
// place (loaded by the domain that owns it). Moderators and admins dismiss a report or hide the
// thing (its owner is emailed the reason); admins may suspend its owner. Deciding closes every
// open report of the same thing. The reporter is never shown, to anyone.

export const REPORTS_QUEUE_LIMIT = 50;
export const REPORT_ALREADY_DECIDED = "Another moderator has already dealt with this report.";

export const reportDecisions = ["dismiss", "hide", "suspend"] as const;
export type ReportDecision = (typeof reportDecisions)[number];

export interface QueuedReport {
  id: string;
  kind: string;
  kindLabel: string;
  category: ReportCategory;
  reason: string;
  /** The reason as stored (`spam`, `illegal-fraud`, …), for a page to word it itself. */
  reasonCode: string;
  note: string | null;
  createdAt: Date;
  item: ModeratedItem | null;
  canHide: boolean;
  /** Until when the item's owner has newcomer limits, worded by the page (`newcomerLabel`). */
  ownerNewcomerUntil: Date | null;
}

/** Loads the items of many reports, each kind from its own domain in one call. */
async function loadItems(
  deps: Pick<ModerationDeps, "db" | "moderationTargets">,
  refs: readonly { targetKind: string; targetId: string }[],
): Promise<Map<string, ModeratedItem>> {
  const items = new Map<string, ModeratedItem>();
  const byKind = new Map<string, Set<string>>();
  for (const ref of refs) {
    byKind.set(ref.targetKind, (byKind.get(ref.targetKind) ?? new Set()).add(ref.targetId));
  }
  for (const [kind, ids] of byKind) {
    const target = deps.moderationTargets.get(kind);
    if (!target) continue;
    const loaded = await target.load(deps.db, [...ids]);
    for (const item of loaded) items.set(`${kind}:${item.id}`, item);
  }
  return items;
}

const illegalReason = like(reports.reason, `${ILLEGAL_REASON_PREFIX}%`);

/** Open reports, illegal content first; `category` keeps one group only. */
export async function listOpenReports(
  deps: Pick<ModerationDeps, "db" | "moderationTargets">,
  options: { category?: ReportCategory | null } = {},
): Promise<QueuedReport[]> {
  const inCategory =
    options.category === "illegal"
      ? illegalReason
      : options.category === "terms"
        ? notLike(reports.reason, `${ILLEGAL_REASON_PREFIX}%`)
        : undefined;
  const rows = await deps.db
    .select()
    .from(reports)
    .where(and(eq(reports.status, "open"), inCategory))
    .orderBy(
      sql`case when ${illegalReason} then 0 else 1 end`,
      asc(reports.createdAt),
      asc(reports.id),
    )
    .limit(REPORTS_QUEUE_LIMIT);
  const items = await loadItems(deps, rows);
  const ages = await findAccountAges(
    deps.db,
    [...items.values()].map((item) => item.ownerId),
  );
  const now = new Date();
  return rows.map((row) => {
    const target = deps.moderationTargets.get(row.targetKind);
    const item = items.get(`${row.targetKind}:${row.targetId}`) ?? null;
    const ownerAge = item?.ownerId ? ages.get(item.ownerId) : undefined;
    const standing = ownerAge ? memberStanding(ownerAge, now) : null;
    return {
      id: row.id,
      kind: row.targetKind,
      kindLabel: target?.label ?? row.targetKind,
      category: reportCategoryOf(row.reason),
      reason: reportReasonLabel(row.reason),
      reasonCode: row.reason,
      note: row.note,
      createdAt: row.createdAt,
      item,
      canHide: Boolean(target?.hide && item && !item.hidden),
      ownerNewcomerUntil: standing?.newcomerUntil ?? null,
    };
  });
}

function targetOf(deps: ModerationDeps, kind: string): ModerationTarget {
  const target = deps.moderationTargets.get(kind);
  if (!target) throw new ModerationError("That kind of report can no longer be decided.", 404);
  return target;
}

/** Closes every open report of the report's target; 409 when this one was already decided. */
async function closeReports(
  tx: Db,
  actor: CurrentUser,
  reportId: string,
  status: "dismissed" | "actioned",
) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for("update");
  if (!report) throw new ModerationError("Report not found.", 404);
  if (report.status !== "open") throw new ModerationError(REPORT_ALREADY_DECIDED, 409);
  await tx
    .update(reports)
    .set({ status, decidedAt: new Date(), decidedBy: actor.id })
    .where(
      and(
        eq(reports.targetKind, report.targetKind),
        eq(reports.targetId, report.targetId),
        eq(reports.status, "open"),
      ),
    );
  return report;
}

async function findReport(db: Db, reportId: string) {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
  if (!report) throw new ModerationError("Report not found.", 404);
  if (report.status !== "open") throw new ModerationError(REPORT_ALREADY_DECIDED, 409);
  return report;
}

/**
 * Dismisses a report, hides what it reports, or (admins only) suspends its owner: each one
 * transaction with its audit row. A report already decided is a 409.
 */
export async function decideReport(
  deps: ModerationDeps,
  actor: CurrentUser,
  input: { reportId: string; decision: ReportDecision; reason?: string | null },
): Promise<{ message: string }> {
  assertStaff(actor);
  if (input.decision === "suspend") assertAdmin(actor);
  const reason = input.reason?.trim() || null;
  if (input.decision !== "dismiss" && !reason) {
    throw new ModerationError("Give a reason: the member will see it.", 400);
  }
  const found = await findReport(deps.db, input.reportId);
  const target = targetOf(deps, found.targetKind);

  if (input.decision === "suspend") {
    const [item] = await target.load(deps.db, [found.targetId]);
    if (!item?.ownerId) throw new ModerationError("That has no member to suspend.", 404);
    await suspendMember(deps, actor, { userId: item.ownerId, reason: reason ?? "" }, (tx) =>
      closeReports(tx, actor, found.id, "actioned").then(() => undefined),
    );
    return { message: "Member suspended. They have been signed out and emailed." };
  }

  const hid = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const report = await closeReports(
      tx,
      actor,
      found.id,
      input.decision === "hide" ? "actioned" : "dismissed",
    );
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: `report.${input.decision}`,
      targetType: report.targetKind,
      targetId: report.targetId,
      reason,
    });
    if (input.decision === "dismiss") return false;
    if (!target.hide) throw new ModerationError("That cannot be hidden.", 400);
    return target.hide(tx, report.targetId, { actorId: actor.id, reason: reason ?? "" });
  });
  if (input.decision === "dismiss") return { message: "Report dismissed." };
  if (hid && reason) await tellOwner(deps, target, found.targetId, reason);
  return { message: "Content hidden and its owner told." };
}

async function tellOwner(
  deps: ModerationDeps,
  target: ModerationTarget,
  id: string,
  reason: string,
): Promise<void> {
  const [item] = await target.load(deps.db, [id]);
  if (!item?.ownerId) return;
  const contact = (await findNotificationContacts(deps.db, [item.ownerId])).get(item.ownerId);
  if (!contact || contact.isDemo) return;
  const { lng, t } = emailLanguage(contact.language);
  const what = t(`moderation.kinds.${target.kind}`);
  const notice = {
    userId: item.ownerId,
    title: t("notices.hiddenTitle", { what }),
    body: t("notices.hiddenBody", { title: moderatedTitle(item, t), reason }),
    href: "/complaints",
  };
  await sendAfterCommit(deps, notice, {
    to: contact.email,
    subject: t("moderation.hidden.subject", { what }),
    template: ContentHiddenEmail({
      lng,
      t,
      appUrl: deps.env.APP_URL,
      what,
      title: moderatedTitle(item, t),
      reason,
    }),
  });
}

export interface HiddenThing {
  kind: string;
  kindLabel: string;
  item: ModeratedItem;
}

/** What reports led staff to hide and is still hidden, newest decision first: to restore. */
export async function listHiddenFromReports(
  deps: Pick<ModerationDeps, "db" | "moderationTargets">,
): Promise<HiddenThing[]> {
  const rows = await deps.db
    .selectDistinctOn([reports.targetKind, reports.targetId], {
      targetKind: reports.targetKind,
      targetId: reports.targetId,
      decidedAt: reports.decidedAt,
    })
    .from(reports)
    .where(
      and(
        eq(reports.status, "actioned"),
        inArray(reports.targetKind, [...deps.moderationTargets.keys()]),
      ),
    )
    .orderBy(reports.targetKind, reports.targetId, desc(reports.decidedAt));
  rows.sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0));
  const items = await loadItems(deps, rows.slice(0, REPORTS_QUEUE_LIMIT));
  return rows.flatMap((row) => {
    const item = items.get(`${row.targetKind}:${row.targetId}`);
    const target = deps.moderationTargets.get(row.targetKind);
    return item?.hidden && target?.restore
      ? [{ kind: row.targetKind, kindLabel: target.label, item }]
      : [];
  });
}

/** Shows a hidden thing again (staff), audited. 404 when it is not hidden. */
export async function restoreContent(
  deps: ModerationDeps,
  actor: CurrentUser,
  input: { kind: string; targetId: string },
): Promise<{ message: string }> {
  assertStaff(actor);
  const target = targetOf(deps, input.kind);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await target.restore?.(tx, input.targetId))) {
      throw new ModerationError("That is not hidden.", 404);
    }
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: "content.restore",
      targetType: target.kind,
      targetId: input.targetId,
    });
  });
  return { message: "Shown again." };
}
