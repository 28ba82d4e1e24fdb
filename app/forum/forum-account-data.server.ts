import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionStep, AccountExportSection } from "~/server/domain";
import { forumImages, forumPosts, forumReplies } from "./forum.table";

// The forum's part in deleting and exporting an account (PRODUCT.md, account deletion): topics
// and replies stay, as written by 'Deleted member', because the answers in a thread make no
// sense with the questions torn out; the account's link to them goes. Follows, the email
// setting and the unsubscribe link go with the account (they cascade).

/** Unlinks the account from everything it wrote in the forum; no files are removed. */
export async function anonymiseForumPosts(db: Db, userId: string): Promise<void> {
  await db.update(forumPosts).set({ userId: null }).where(eq(forumPosts.userId, userId));
  await db.update(forumReplies).set({ userId: null }).where(eq(forumReplies.userId, userId));
}

export const forumAccountDeletion: AccountDeletionStep = {
  name: "forum",
  inTransaction: (tx, userId) => anonymiseForumPosts(tx, userId),
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** "Download my data": every topic and reply the member wrote, hidden ones too, with photo keys. */
export const forumAccountExport: AccountExportSection = {
  name: "forum",
  async collect(db, userId) {
    const topics = await db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.userId, userId))
      .orderBy(asc(forumPosts.createdAt));
    const replies = await db
      .select()
      .from(forumReplies)
      .where(eq(forumReplies.userId, userId))
      .orderBy(asc(forumReplies.createdAt));
    const topicIds = topics.map((topic) => topic.id);
    const replyIds = replies.map((reply) => reply.id);
    const images = [
      ...(topicIds.length
        ? await db.select().from(forumImages).where(inArray(forumImages.postId, topicIds))
        : []),
      ...(replyIds.length
        ? await db.select().from(forumImages).where(inArray(forumImages.replyId, replyIds))
        : []),
    ];
    const photosOf = (owner: string) =>
      images
        .filter((image) => image.postId === owner || image.replyId === owner)
        .sort((a, b) => a.position - b.position)
        .map((image) => ({ large: image.largeKey, thumbnail: image.thumbKey }));
    return {
      topics: topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        content: topic.content,
        createdAt: topic.createdAt.toISOString(),
        editedAt: iso(topic.editedAt),
        hiddenByModeratorAt: iso(topic.hiddenAt),
        hiddenReason: topic.hiddenReason,
        photos: photosOf(topic.id),
      })),
      replies: replies.map((reply) => ({
        id: reply.id,
        topicId: reply.postId,
        content: reply.content,
        createdAt: reply.createdAt.toISOString(),
        editedAt: iso(reply.editedAt),
        hiddenByModeratorAt: iso(reply.hiddenAt),
        hiddenReason: reply.hiddenReason,
        photos: photosOf(reply.id),
      })),
    };
  },
};
