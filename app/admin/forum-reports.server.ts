import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import { forumPosts, forumReplies, forumReports } from "~/forum/forum.table";
import { moderate } from "~/forum/forum-moderation.server";
import { type ReportReason, reportReasonLabels } from "~/forum/forum-schema";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { assertStaff } from "./admin-access.server";
import { ContentHiddenEmail } from "./emails/content-hidden-email";
import { recordStaffAction } from "./staff-audit.server";

// The reports queue for the forum: members' reports of topics and replies, oldest open first,
// with the reported words in place. Moderators and admins dismiss a report or hide the content
// (its author is told why, by email). The reporter is never shown, to anyone.

export const REPORTS_QUEUE_LIMIT = 50;
export const REPORT_ALREADY_DECIDED = "Another moderator has already dealt with this report.";

export class ReportDecisionError extends Error {
  override name = "ReportDecisionError";
  readonly status: 404 | 409;
  constructor(status: 404 | 409) {
    super(status === 404 ? "Report not found." : REPORT_ALREADY_DECIDED);
    this.status = status;
  }
}

export async function listOpenForumReports(db: Db) {
  const rows = await db
    .select({
      id: forumReports.id,
      reason: forumReports.reason,
      note: forumReports.note,
      createdAt: forumReports.createdAt,
      postId: forumPosts.id,
      postTitle: forumPosts.title,
      postContent: forumPosts.content,
      postHiddenAt: forumPosts.hiddenAt,
      replyId: forumReplies.id,
      replyContent: forumReplies.content,
      replyHiddenAt: forumReplies.hiddenAt,
      authorName: profiles.username,
    })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .leftJoin(forumReplies, eq(forumReplies.id, forumReports.replyId))
    .leftJoin(profiles, eq(profiles.id, sqlAuthor(forumReplies.userId, forumPosts.userId)))
    .where(isNull(forumReports.resolvedAt))
    .orderBy(asc(forumReports.createdAt), asc(forumReports.id))
    .limit(REPORTS_QUEUE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.replyId ? ("reply" as const) : ("topic" as const),
    reason: reportReasonLabels[row.reason as ReportReason] ?? row.reason,
    note: row.note,
    createdAt: row.createdAt,
    postId: row.postId,
    title: row.postTitle,
    content: row.replyId ? (row.replyContent ?? "") : row.postContent,
    hidden: Boolean(row.replyId ? row.replyHiddenAt : row.postHiddenAt),
    authorName: row.authorName ?? "Deleted member",
  }));
}

function sqlAuthor(replyAuthor: typeof forumReplies.userId, postAuthor: typeof forumPosts.userId) {
  return sql`coalesce(${replyAuthor}, ${postAuthor})`;
}

export interface ReportDeps {
  db: Db;
  logger: Logger;
  appUrl: string;
  sendEmail(request: EmailRequest): Promise<string>;
}

/**
 * Dismisses a report, or hides what it reports and closes it: one transaction with the audit
 * rows (the forum's own hide writes its row too). A report already decided is a 409.
 */
export async function decideForumReport(
  deps: ReportDeps,
  actor: CurrentUser,
  input: { reportId: string; decision: "dismiss" | "hide"; reason?: string | null },
): Promise<{ message: string }> {
  assertStaff(actor);
  const reason = input.reason?.trim() || null;
  if (input.decision === "hide" && !reason) {
    throw new Error("Give a reason: the author will see it.");
  }
  const hidden = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [report] = await tx
      .update(forumReports)
      .set({ resolvedAt: new Date(), resolvedBy: actor.id })
      .where(and(eq(forumReports.id, input.reportId), isNull(forumReports.resolvedAt)))
      .returning();
    if (!report) {
      const [exists] = await tx
        .select({ id: forumReports.id })
        .from(forumReports)
        .where(eq(forumReports.id, input.reportId));
      throw new ReportDecisionError(exists ? 409 : 404);
    }
    await recordStaffAction(db, {
      actorId: actor.id,
      action: `report.${input.decision}`,
      targetType: report.replyId ? "forum_reply" : "forum_post",
      targetId: report.replyId ?? report.postId,
      reason,
    });
    if (input.decision === "dismiss") return null;
    const target = report.replyId
      ? ({ kind: "reply", id: report.replyId } as const)
      : ({ kind: "post", id: report.postId } as const);
    await moderate(db, actor, "hide", target, reason);
    return target;
  });
  if (hidden && reason) await tellAuthor(deps, hidden, reason);
  return { message: hidden ? "Content hidden and its author told." : "Report dismissed." };
}

async function tellAuthor(
  deps: ReportDeps,
  target: { kind: "post" | "reply"; id: string },
  reason: string,
) {
  try {
    const [row] =
      target.kind === "post"
        ? await deps.db
            .select({ email: users.email, isDemo: profiles.isDemo, title: forumPosts.title })
            .from(forumPosts)
            .innerJoin(users, eq(users.id, forumPosts.userId))
            .leftJoin(profiles, eq(profiles.id, users.id))
            .where(eq(forumPosts.id, target.id))
        : await deps.db
            .select({ email: users.email, isDemo: profiles.isDemo, title: forumPosts.title })
            .from(forumReplies)
            .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
            .innerJoin(users, eq(users.id, forumReplies.userId))
            .leftJoin(profiles, eq(profiles.id, users.id))
            .where(eq(forumReplies.id, target.id));
    if (!row || row.isDemo) return;
    const what = target.kind === "post" ? "forum topic" : "reply";
    await deps.sendEmail({
      to: row.email,
      subject: `Your ${what} on Glut has been hidden`,
      template: ContentHiddenEmail({ appUrl: deps.appUrl, what, title: row.title, reason }),
    });
  } catch (error) {
    deps.logger.warn({ err: error, target }, "could not queue the content-hidden email");
  }
}
