import { and, desc, eq, isNull } from "drizzle-orm";
import { findNotificationContacts, findPublicNames } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { endAllSessions } from "~/accounts/member-moderation.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { memberSuspensions, suspensionHiddenItems } from "./admin.table";
import { assertAdmin } from "./admin-access.server";
import { AccountRestoredEmail, AccountSuspendedEmail } from "./emails/suspension-emails";
import { type ModerationDeps, ModerationError, sendAfterCommit } from "./moderation-deps";
import { recordStaffAction } from "./staff-audit.server";

// Suspending a member (admins only, decision 0031): they cannot sign in (the sign-in hook asks
// `suspensionRefusal`), every session of theirs ends, and whatever the domains hide for a
// suspension (listings, forum posts) is hidden and listed, so that lifting the suspension
// restores exactly that and nothing a moderator hid on its own. Both are emailed and audited.

export const SUSPENDED_SIGN_IN =
  "This account has been suspended. If you think this is a mistake, please contact us through the contact page.";

export const suspensionMessages = {
  suspended: "Member suspended. They have been signed out and emailed.",
  restored: "Suspension lifted. The member can sign in again and has been emailed.",
  already: "That member is already suspended.",
  notSuspended: "That member is not suspended.",
  self: "You cannot suspend yourself.",
  noMember: "That member no longer exists.",
} as const;

/** The sign-in hook's question: the message to refuse with, or null to let them in. */
export async function suspensionRefusal(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: memberSuspensions.id })
    .from(memberSuspensions)
    .where(and(eq(memberSuspensions.userId, userId), isNull(memberSuspensions.liftedAt)));
  return row ? SUSPENDED_SIGN_IN : null;
}

/**
 * Suspends a member in one transaction; `alsoInTransaction` lets the reports queue close the
 * report in the same one. A second suspension of the same member is a 409.
 */
export async function suspendMember(
  deps: ModerationDeps,
  actor: CurrentUser,
  input: { userId: string; reason: string },
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<void> {
  assertAdmin(actor);
  if (input.userId === actor.id) throw new ModerationError(suspensionMessages.self, 400);
  const contact = (await findNotificationContacts(deps.db, [input.userId])).get(input.userId);
  if (!contact) throw new ModerationError(suspensionMessages.noMember, 404);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [suspension] = await tx
      .insert(memberSuspensions)
      .values({ userId: input.userId, reason: input.reason, suspendedBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: memberSuspensions.id });
    if (!suspension) throw new ModerationError(suspensionMessages.already, 409);
    for (const target of deps.moderationTargets.values()) {
      if (!target.hideAllOf) continue;
      const ids = await target.hideAllOf(tx, input.userId, {
        actorId: actor.id,
        reason: input.reason,
      });
      if (ids.length === 0) continue;
      await tx.insert(suspensionHiddenItems).values(
        ids.map((targetId) => ({
          suspensionId: suspension.id,
          targetKind: target.kind,
          targetId,
        })),
      );
    }
    await endAllSessions(tx, input.userId);
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: "member.suspend",
      targetType: "member",
      targetId: input.userId,
      reason: input.reason,
    });
    await alsoInTransaction?.(tx);
  });
  if (!contact.isDemo) {
    const words = emailLanguage(contact.language);
    const notice = {
      userId: input.userId,
      title: words.t("notices.suspendedTitle"),
      body: words.t("notices.suspendedBody", { reason: input.reason }),
      href: "/complaints",
    };
    await sendAfterCommit(deps, notice, {
      to: contact.email,
      subject: words.t("moderation.suspended.subject"),
      template: AccountSuspendedEmail({ ...words, appUrl: deps.env.APP_URL, reason: input.reason }),
    });
  }
}

/** Lifts a member's suspension and restores what it hid; 404 when they are not suspended. */
export async function liftSuspension(
  deps: ModerationDeps,
  actor: CurrentUser,
  input: { userId: string },
): Promise<void> {
  assertAdmin(actor);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [lifted] = await tx
      .update(memberSuspensions)
      .set({ liftedAt: new Date(), liftedBy: actor.id })
      .where(and(eq(memberSuspensions.userId, input.userId), isNull(memberSuspensions.liftedAt)))
      .returning({ id: memberSuspensions.id });
    if (!lifted) throw new ModerationError(suspensionMessages.notSuspended, 404);
    const hidden = await tx
      .select()
      .from(suspensionHiddenItems)
      .where(eq(suspensionHiddenItems.suspensionId, lifted.id));
    for (const item of hidden) {
      await deps.moderationTargets.get(item.targetKind)?.restore?.(tx, item.targetId);
    }
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: "member.restore",
      targetType: "member",
      targetId: input.userId,
    });
  });
  const contact = (await findNotificationContacts(deps.db, [input.userId])).get(input.userId);
  if (contact && !contact.isDemo) {
    const words = emailLanguage(contact.language);
    const notice = {
      userId: input.userId,
      title: words.t("notices.restoredTitle"),
      body: words.t("notices.restoredBody"),
      href: "/dashboard",
    };
    await sendAfterCommit(deps, notice, {
      to: contact.email,
      subject: words.t("moderation.restored.subject"),
      template: AccountRestoredEmail({ ...words, appUrl: deps.env.APP_URL }),
    });
  }
}

export interface SuspendedMember {
  userId: string;
  name: string;
  reason: string;
  suspendedAt: Date;
}

/** Members suspended now, newest first: the admins' list with its Restore buttons. */
export async function listSuspendedMembers(db: Db): Promise<SuspendedMember[]> {
  const rows = await db
    .select()
    .from(memberSuspensions)
    .where(isNull(memberSuspensions.liftedAt))
    .orderBy(desc(memberSuspensions.suspendedAt))
    .limit(100);
  const names = await findPublicNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    userId: row.userId,
    name: names.get(row.userId)?.username ?? "Deleted member",
    reason: row.reason,
    suspendedAt: row.suspendedAt,
  }));
}
