import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import { recordStaffAction } from "~/admin/staff-audit.server";
import type { Db } from "~/server/db/database.server";
import { forumPosts, forumReplies } from "./forum.table";
import { assertStaff } from "./forum-access.server";
import { ForumError, ForumNotFoundError } from "./forum-errors";
import { isForumId } from "./forum-people.server";

// Staff hide and unhide, lock and unlock, pin and unpin on the topic page. Every staff action
// writes its audit row (the admin area's one log) in the same transaction as the change, so there
// is never a change without its record. Members report through the admin area (decision 0031).

export const moderationActions = ["hide", "unhide", "lock", "unlock", "pin", "unpin"] as const;
export type ModerationAction = (typeof moderationActions)[number];

export type ModerationTarget = { kind: "post"; id: string } | { kind: "reply"; id: string };

/** The audit's target types, named generally: the admin area will add its own. */
const TARGET_TYPE = { post: "forum_post", reply: "forum_reply" } as const;

async function writeAudit(
  tx: Db,
  actor: CurrentUser,
  action: string,
  target: ModerationTarget,
  reason: string | null,
) {
  await recordStaffAction(tx, {
    actorId: actor.id,
    action: `forum.${action}`,
    targetType: TARGET_TYPE[target.kind],
    targetId: target.id,
    reason,
  });
}

function changesFor(action: ModerationAction, actor: CurrentUser, reason: string | null) {
  switch (action) {
    case "hide":
      return { hiddenAt: sql`now()`, hiddenBy: actor.id, hiddenReason: reason };
    case "unhide":
      return { hiddenAt: null, hiddenBy: null, hiddenReason: null };
    case "lock":
      return { lockedAt: sql`now()` };
    case "unlock":
      return { lockedAt: null };
    case "pin":
      return { pinned: true };
    case "unpin":
      return { pinned: false };
  }
}

/**
 * A staff action on a topic or reply (replies can only be hidden or unhidden). Refuses anyone
 * without a moderator or admin role with 403, an unknown target with 404; hiding needs a reason.
 */
export async function moderate(
  db: Db,
  actor: CurrentUser,
  action: ModerationAction,
  target: ModerationTarget,
  reason: string | null = null,
): Promise<void> {
  assertStaff(actor);
  if (!isForumId(target.id)) throw new ForumNotFoundError(target.kind);
  if (action === "hide" && !reason)
    throw new ForumError("Give a reason: the author will see it.", 400, {
      key: "forms.hideReasonMissing",
    });
  if (target.kind === "reply" && action !== "hide" && action !== "unhide") {
    throw new ForumError("A reply can only be hidden or shown again.", 400, {
      key: "errors.replyHideOnly",
    });
  }
  await db.transaction(async (tx) => {
    const changes = changesFor(action, actor, reason);
    const updated =
      target.kind === "post"
        ? await tx
            .update(forumPosts)
            .set(changes)
            .where(eq(forumPosts.id, target.id))
            .returning({ id: forumPosts.id })
        : await tx
            .update(forumReplies)
            .set(changes as Partial<typeof forumReplies.$inferInsert>)
            .where(eq(forumReplies.id, target.id))
            .returning({ id: forumReplies.id });
    if (updated.length === 0) throw new ForumNotFoundError(target.kind);
    await writeAudit(tx as unknown as Db, actor, action, target, reason);
  });
}
