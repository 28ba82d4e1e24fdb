import { eq } from "drizzle-orm";
import { demoMemberIds } from "~/accounts/demo-members.server";
import type { DemoSeeder } from "~/server/seed/demo-seeder";
import { forumCategories, forumPosts, forumReplies } from "../forum.table";
import { demoTopics } from "./forum-demo";

const HOUR_MS = 3_600_000;

/** The demo's forum topics and replies, by the demo members, marked `is_demo`. */
export const forumDemoSeeder: DemoSeeder = {
  name: "demo-forum",
  async run(db, { now }) {
    const memberIds = await demoMemberIds(db);
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
    for (const topic of demoTopics) {
      const userId = memberIds.get(topic.member);
      const [category] = await db
        .select({ id: forumCategories.id })
        .from(forumCategories)
        .where(eq(forumCategories.slug, topic.category));
      if (!userId || !category) continue;
      const replies = topic.replies.filter((reply) => memberIds.has(reply.member));
      const lastActivity = Math.min(topic.hoursAgo, ...replies.map((reply) => reply.hoursAgo));
      const [row] = await db
        .insert(forumPosts)
        .values({
          categoryId: category.id,
          userId,
          title: topic.title,
          content: topic.content,
          createdAt: at(topic.hoursAgo),
          updatedAt: at(topic.hoursAgo),
          lastActivityAt: at(lastActivity),
          replyCount: replies.length,
          isDemo: true,
        })
        .returning({ id: forumPosts.id });
      if (!row || replies.length === 0) continue;
      await db.insert(forumReplies).values(
        replies.map((reply) => ({
          postId: row.id,
          userId: memberIds.get(reply.member) ?? null,
          content: reply.content,
          createdAt: at(reply.hoursAgo),
          updatedAt: at(reply.hoursAgo),
          isDemo: true,
        })),
      );
    }
  },
};
