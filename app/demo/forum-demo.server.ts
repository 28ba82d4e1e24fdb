import { insertDemoTopic } from "~/forum/forum-demo-writes.server";
import type { DemoSeeder } from "~/server/seed/demo-seeder";
import { demoMemberIds } from "./demo-members.server";
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
      if (!userId) continue;
      const replies = topic.replies.flatMap((reply) => {
        const replier = memberIds.get(reply.member);
        return replier
          ? [{ userId: replier, content: reply.content, createdAt: at(reply.hoursAgo) }]
          : [];
      });
      await insertDemoTopic(db, {
        categorySlug: topic.category,
        userId,
        title: topic.title,
        content: topic.content,
        createdAt: at(topic.hoursAgo),
        replies,
      });
    }
  },
};
