import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { forumCategories, forumPosts, forumReplies } from "./forum.table";

// Topics written by the demo content module (app/demo): marked `is_demo`, dated as the demo's
// script says, with their replies and the counts the lists read.

export interface DemoTopicInput {
  categorySlug: string;
  userId: string;
  title: string;
  content: string;
  createdAt: Date;
  replies: readonly { userId: string; content: string; createdAt: Date }[];
}

/** Writes the topic and its replies; null when the category does not exist. */
export async function insertDemoTopic(db: Db, topic: DemoTopicInput): Promise<string | null> {
  const [category] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.slug, topic.categorySlug));
  if (!category) return null;
  const lastActivityAt = new Date(
    Math.max(topic.createdAt.getTime(), ...topic.replies.map((reply) => reply.createdAt.getTime())),
  );
  const [row] = await db
    .insert(forumPosts)
    .values({
      categoryId: category.id,
      userId: topic.userId,
      title: topic.title,
      content: topic.content,
      createdAt: topic.createdAt,
      updatedAt: topic.createdAt,
      lastActivityAt,
      replyCount: topic.replies.length,
      isDemo: true,
    })
    .returning({ id: forumPosts.id });
  if (!row) return null;
  if (topic.replies.length > 0) {
    await db.insert(forumReplies).values(
      topic.replies.map((reply) => ({
        postId: row.id,
        userId: reply.userId,
        content: reply.content,
        createdAt: reply.createdAt,
        updatedAt: reply.createdAt,
        isDemo: true,
      })),
    );
  }
  return row.id;
}
