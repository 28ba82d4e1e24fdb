import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { profileDisplayName } from "~/accounts/display-name";
import type { Db } from "~/server/db/database.server";
import { hidingIn } from "~/server/moderation-hiding.server";
import type { ModeratedItem, ModerationTarget } from "~/server/moderation-target";
import { forumPosts, forumReplies } from "./forum.table";
import { isForumId } from "./forum-people.server";

// Topics and replies as moderation targets (decision 0031): members report them from the topic
// page, staff hide them from the reports queue (the topic page's own staff controls stay), and a
// suspension hides all of a member's. Hidden ones already leave the forum's lists and search.

async function ownerNames(db: Db, ids: (string | null)[]) {
  const names = await findPublicNames(db, ids);
  return (id: string | null) => {
    const found = id ? names.get(id) : undefined;
    return found ? profileDisplayName(found) : "Deleted member";
  };
}

export const forumTopicModerationTarget: ModerationTarget = {
  kind: "forum_post",
  label: "forum topic",
  async reportable(db, id, reporterId) {
    if (!isForumId(id)) return false;
    const [row] = await db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(
        and(
          eq(forumPosts.id, id),
          isNull(forumPosts.hiddenAt),
          or(isNull(forumPosts.userId), ne(forumPosts.userId, reporterId)),
        ),
      );
    return row !== undefined;
  },
  async load(db, ids): Promise<ModeratedItem[]> {
    const valid = ids.filter(isForumId);
    if (valid.length === 0) return [];
    const rows = await db.select().from(forumPosts).where(inArray(forumPosts.id, valid));
    const nameOf = await ownerNames(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.userId,
      ownerName: nameOf(row.userId),
      title: row.title,
      body: row.content,
      href: `/forum/post/${row.id}`,
      hidden: row.hiddenAt !== null,
    }));
  },
  ...hidingIn(forumPosts, isForumId),
};

export const forumReplyModerationTarget: ModerationTarget = {
  kind: "forum_reply",
  label: "forum reply",
  async reportable(db, id, reporterId) {
    if (!isForumId(id)) return false;
    const [row] = await db
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(
        and(
          eq(forumReplies.id, id),
          isNull(forumReplies.hiddenAt),
          isNull(forumPosts.hiddenAt),
          or(isNull(forumReplies.userId), ne(forumReplies.userId, reporterId)),
        ),
      );
    return row !== undefined;
  },
  async load(db, ids): Promise<ModeratedItem[]> {
    const valid = ids.filter(isForumId);
    if (valid.length === 0) return [];
    const rows = await db
      .select({
        id: forumReplies.id,
        userId: forumReplies.userId,
        content: forumReplies.content,
        hiddenAt: forumReplies.hiddenAt,
        postId: forumPosts.id,
        title: forumPosts.title,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(inArray(forumReplies.id, valid));
    const nameOf = await ownerNames(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.userId,
      ownerName: nameOf(row.userId),
      title: `Reply in “${row.title}”`,
      titleWords: { key: "admin:reports.items.reply", values: { topic: row.title } },
      body: row.content,
      href: `/forum/reply/${row.id}`,
      hidden: row.hiddenAt !== null,
    }));
  },
  ...hidingIn(forumReplies, isForumId),
};
