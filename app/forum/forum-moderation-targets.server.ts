import { and, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { profileDisplayName } from "~/accounts/display-name";
import type { Db } from "~/server/db/database.server";
import type { ModeratedItem, ModerationTarget } from "~/server/moderation-target";
import { forumPosts, forumReplies } from "./forum.table";
import { isForumId } from "./forum-people.server";

// Topics and replies as moderation targets (decision 0031): members report them from the topic
// page, staff hide them from the reports queue (the topic page's own staff controls stay), and a
// suspension hides all of a member's. Hidden ones already leave the forum's lists and search.

type Hide = { actorId: string; reason: string };

async function ownerNames(db: Db, ids: (string | null)[]) {
  const names = await findPublicNames(db, ids);
  return (id: string | null) => {
    const found = id ? names.get(id) : undefined;
    return found ? profileDisplayName(found) : "Deleted member";
  };
}

function hiding({ actorId, reason }: Hide) {
  return { hiddenAt: new Date(), hiddenBy: actorId, hiddenReason: reason };
}
const showing = { hiddenAt: null, hiddenBy: null, hiddenReason: null };

/** Hiding, showing again and hiding all of one owner's: the same for topics and replies. */
function hidingOf(table: typeof forumPosts | typeof forumReplies) {
  const ops: Pick<ModerationTarget, "hide" | "restore" | "hideAllOf"> = {
    async hide(db, id, hide) {
      if (!isForumId(id)) return false;
      const rows = await db
        .update(table)
        .set(hiding(hide))
        .where(and(eq(table.id, id), isNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async restore(db, id) {
      if (!isForumId(id)) return false;
      const rows = await db
        .update(table)
        .set(showing)
        .where(and(eq(table.id, id), isNotNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async hideAllOf(db, ownerId, hide) {
      const rows = await db
        .update(table)
        .set(hiding(hide))
        .where(and(eq(table.userId, ownerId), isNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.map((row) => row.id);
    },
  };
  return ops;
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
  ...hidingOf(forumPosts),
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
      body: row.content,
      href: `/forum/reply/${row.id}`,
      hidden: row.hiddenAt !== null,
    }));
  },
  ...hidingOf(forumReplies),
};
