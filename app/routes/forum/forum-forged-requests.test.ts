import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forumPosts, forumReplies } from "~/forum/forum.table";
import { createReply } from "~/forum/forum-replies.server";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { action as editPostAction, loader as editPostLoader } from "./edit-post";
import { action as editReplyAction } from "./edit-reply";
import { action as postAction } from "./post";

// A forged request for every action that changes data: another member editing or deleting,
// a member moderating, a reply to a locked topic. Each is refused with 403 or 409 and changes
// nothing.

const kit = forumRouteKit();

async function row(id: string) {
  const [found] = await kit.services.db.select().from(forumPosts).where(eq(forumPosts.id, id));
  return found;
}

describe("forged requests are refused and change nothing", () => {
  it("another member deleting a post (403)", async () => {
    const id = await kit.topicOf(kit.member);
    const outcome = await kit.post(
      postAction,
      kit.other,
      `/forum/post/${id}`,
      { intent: "delete-topic" },
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(403);
    expect(await row(id)).toBeDefined();
  });

  it("another member editing a post, by its page or its action (403)", async () => {
    const id = await kit.topicOf(kit.member);
    expect(
      kit.statusOf(await kit.get(editPostLoader, kit.other, `/forum/post/${id}/edit`, { id })),
    ).toBe(403);
    const outcome = await kit.post(
      editPostAction,
      kit.other,
      `/forum/post/${id}/edit`,
      { categoryId: kit.categoryId, title: "Forged", content: "Forged" },
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(403);
    expect((await row(id))?.title).toBe("Clubroot");
  });

  it("another member editing or deleting a reply (403)", async () => {
    const id = await kit.topicOf(kit.member);
    const reply = await createReply(kit.services.db, kit.member, id, { content: "Mine" });
    const edit = await kit.post(
      editReplyAction,
      kit.other,
      `/forum/reply/${reply.id}/edit`,
      { content: "Forged" },
      {
        id: reply.id,
      },
    );
    expect(kit.statusOf(edit)).toBe(403);
    const del = await kit.post(
      postAction,
      kit.other,
      `/forum/post/${id}`,
      { intent: "delete-reply", replyId: reply.id },
      { id },
    );
    expect(kit.statusOf(del)).toBe(403);
    const [kept] = await kit.services.db
      .select()
      .from(forumReplies)
      .where(eq(forumReplies.id, reply.id));
    expect(kept?.content).toBe("Mine");
  });

  it("a member hiding, locking or pinning (403)", async () => {
    const id = await kit.topicOf(kit.member);
    for (const action of ["hide", "lock", "pin"]) {
      const outcome = await kit.post(
        postAction,
        kit.other,
        `/forum/post/${id}`,
        { intent: "moderate", action, target: "post", reason: "Because" },
        { id },
      );
      expect(kit.statusOf(outcome)).toBe(403);
    }
    const stored = await row(id);
    expect([stored?.hiddenAt, stored?.lockedAt, stored?.pinned]).toEqual([null, null, false]);
  });

  it("a reply to a locked topic (409)", async () => {
    const id = await kit.topicOf(kit.member);
    const lock = await kit.post(
      postAction,
      kit.moderator,
      `/forum/post/${id}`,
      { intent: "moderate", action: "lock", target: "post" },
      { id },
    );
    expect(kit.statusOf(lock)).toBe(302);
    const outcome = await kit.post(
      postAction,
      kit.other,
      `/forum/post/${id}`,
      { intent: "reply", content: "Late" },
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(409);
    expect(
      await kit.services.db.select().from(forumReplies).where(eq(forumReplies.postId, id)),
    ).toEqual([]);
  });
});
