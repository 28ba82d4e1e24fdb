import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "~/accounts/accounts.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import { moderationAudit } from "~/admin/admin.table";
import type { Db } from "~/server/db/database.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { forumPosts, forumReplies } from "./forum.table";
import { listCategories, listCategoriesWithStats } from "./forum-categories.server";
import {
  ForumConflictError,
  ForumEmailUnconfirmedError,
  ForumForbiddenError,
  ForumMembershipRequiredError,
  ForumNotFoundError,
  ForumRateLimitError,
} from "./forum-errors";
import { moderate } from "./forum-moderation.server";
import {
  createReply,
  deleteReply,
  listReplies,
  locateReply,
  REPLIES_PAGE_SIZE,
  updateReply,
} from "./forum-replies.server";
import { topicSchema } from "./forum-schema";
import {
  createTopic,
  deleteTopic,
  getTopic,
  latestTopics,
  listCategoryTopics,
  TOPIC_LIMIT,
  updateTopic,
} from "./forum-topics.server";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/uploads/${key}`;
let db: Db;
let services: ReturnType<typeof createTestServices>;
let categoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
  const categories = await listCategories(db);
  categoryId = categories[0]?.id ?? "";
  otherCategoryId = categories[1]?.id ?? "";
});

const member = (options = {}) => createTestMember(services, options);

function topic(overrides: Record<string, unknown> = {}) {
  return topicSchema.parse({
    categoryId,
    title: "  What is eating my brassicas?  ",
    content: "Holes in every leaf.",
    ...overrides,
  });
}

async function staff(): Promise<CurrentUser> {
  const user = await member();
  await db.insert(userRoles).values({ userId: user.id, role: "moderator" });
  return { ...user, roles: ["moderator"] };
}

async function row(id: string) {
  const [found] = await db.select().from(forumPosts).where(eq(forumPosts.id, id));
  return found;
}

describe("the categories", () => {
  it("are seeded by the migration, ordered by name, with counts", async () => {
    const categories = await listCategoriesWithStats(db);
    expect(categories.map((c) => c.name)).toEqual(
      [...categories.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(categories.map((c) => c.slug)).toContain("pests-and-problems");
    expect(categories).toHaveLength(8);
  });
});

describe("topics", () => {
  it("a member creates one, trimmed, and it is listed with its author's forum name", async () => {
    const author = await member({ username: "Brassica Bob" });
    const { id } = await createTopic(db, author, topic());
    const stored = await row(id);
    expect(stored?.title).toBe("What is eating my brassicas?");
    const page = await listCategoryTopics(db, categoryId, 1);
    expect(page.topics.find((t) => t.id === id)?.authorName).toBe("Brassica Bob");
    expect((await latestTopics(db)).some((t) => t.id === id)).toBe(true);
  });

  it("refuses a non-member (403) and an unconfirmed email (403), writing nothing", async () => {
    const before = (await db.select().from(forumPosts)).length;
    await expect(createTopic(db, await member({ member: false }), topic())).rejects.toBeInstanceOf(
      ForumMembershipRequiredError,
    );
    await expect(
      createTopic(db, await member({ verified: false }), topic()),
    ).rejects.toBeInstanceOf(ForumEmailUnconfirmedError);
    expect((await db.select().from(forumPosts)).length).toBe(before);
  });

  it("an unknown category is 404", async () => {
    const author = await member();
    await expect(
      createTopic(db, author, topic({ categoryId: "00000000-0000-4000-8000-000000000000" })),
    ).rejects.toBeInstanceOf(ForumNotFoundError);
  });

  it("only the author edits or deletes it; a forged request is 403 and changes nothing", async () => {
    const author = await member();
    const other = await member();
    const { id } = await createTopic(db, author, topic());
    const edit = topic({ title: "Forged", categoryId: otherCategoryId });
    await expect(updateTopic(db, other, id, edit)).rejects.toBeInstanceOf(ForumForbiddenError);
    await expect(deleteTopic(db, other, id)).rejects.toBeInstanceOf(ForumForbiddenError);
    expect((await row(id))?.title).toBe("What is eating my brassicas?");
    expect((await row(id))?.editedAt).toBeNull();

    await updateTopic(db, author, id, topic({ title: "Cabbage white caterpillars" }));
    expect((await row(id))?.title).toBe("Cabbage white caterpillars");
    expect((await row(id))?.editedAt).not.toBeNull();
    await deleteTopic(db, author, id);
    expect(await row(id)).toBeUndefined();
  });

  it("stops a member at 10 new topics an hour", async () => {
    const author = await member();
    for (let i = 0; i < TOPIC_LIMIT.max; i++) await createTopic(db, author, topic());
    await expect(createTopic(db, author, topic())).rejects.toBeInstanceOf(ForumRateLimitError);
  });
});

describe("replies", () => {
  it("are paged oldest first, move the topic's activity, and a deep link finds their page", async () => {
    const author = await member();
    const replier = await member({ username: "Slug Sally" });
    const { id } = await createTopic(db, author, topic());
    const ids: string[] = [];
    for (let i = 0; i < REPLIES_PAGE_SIZE + 2; i++) {
      ids.push((await createReply(db, replier, id, { content: `Reply ${i}` })).id);
    }
    const first = await listReplies(db, author, id, 1, publicUrl);
    expect(first.replies[0]?.content).toBe("Reply 0");
    expect(first.replies[0]?.authorName).toBe("Slug Sally");
    expect(first.pageCount).toBe(2);
    const last = ids.at(-1) ?? "";
    expect(await locateReply(db, last)).toEqual({ postId: id, page: 2 });
    expect((await row(id))?.replyCount).toBe(REPLIES_PAGE_SIZE + 2);
  });

  it("only the author edits or deletes a reply", async () => {
    const author = await member();
    const other = await member();
    const { id } = await createTopic(db, author, topic());
    const reply = await createReply(db, author, id, { content: "Mine" });
    await expect(updateReply(db, other, reply.id, { content: "Forged" })).rejects.toBeInstanceOf(
      ForumForbiddenError,
    );
    await expect(deleteReply(db, other, reply.id)).rejects.toBeInstanceOf(ForumForbiddenError);
    const [kept] = await db.select().from(forumReplies).where(eq(forumReplies.id, reply.id));
    expect(kept?.content).toBe("Mine");
    await deleteReply(db, author, reply.id);
    expect((await row(id))?.replyCount).toBe(0);
  });

  it("a locked topic takes no reply (409) and nothing is written", async () => {
    const author = await member();
    const { id } = await createTopic(db, author, topic());
    await moderate(db, await staff(), "lock", { kind: "post", id });
    await expect(createReply(db, author, id, { content: "Too late" })).rejects.toBeInstanceOf(
      ForumConflictError,
    );
    expect((await row(id))?.replyCount).toBe(0);
  });
});

describe("moderation", () => {
  it("a member cannot hide, lock or pin (403) and nothing changes", async () => {
    const author = await member();
    const { id } = await createTopic(db, author, topic());
    for (const action of ["hide", "lock", "pin"] as const) {
      await expect(
        moderate(db, author, action, { kind: "post", id }, "because"),
      ).rejects.toBeInstanceOf(ForumForbiddenError);
    }
    const stored = await row(id);
    expect([stored?.hiddenAt, stored?.lockedAt, stored?.pinned]).toEqual([null, null, false]);
  });

  it("hiding shows 'removed' to others and the reason to the author, with an audit row", async () => {
    const author = await member();
    const other = await member();
    const moderator = await staff();
    const { id } = await createTopic(db, author, topic());
    await moderate(db, moderator, "hide", { kind: "post", id }, "Off topic");
    const seenByOther = await getTopic(db, other, id, publicUrl);
    expect(seenByOther?.content).toBeNull();
    expect(seenByOther?.hidden).toEqual({ reason: null });
    const seenByAuthor = await getTopic(db, author, id, publicUrl);
    expect(seenByAuthor?.content).toBe("Holes in every leaf.");
    expect(seenByAuthor?.hidden).toEqual({ reason: "Off topic" });
    await expect(updateTopic(db, author, id, topic())).rejects.toBeInstanceOf(ForumConflictError);
    expect((await listCategoryTopics(db, categoryId, 1)).topics.some((t) => t.id === id)).toBe(
      false,
    );
    const audit = await db.select().from(moderationAudit).where(eq(moderationAudit.targetId, id));
    expect(audit).toMatchObject([
      {
        actorId: moderator.id,
        action: "forum.hide",
        targetType: "forum_post",
        reason: "Off topic",
      },
    ]);
  });

  it("pinned topics come first in their category", async () => {
    const author = await member();
    const { id } = await createTopic(db, author, topic({ categoryId: otherCategoryId }));
    await createTopic(db, author, topic({ categoryId: otherCategoryId }));
    await moderate(db, await staff(), "pin", { kind: "post", id });
    const page = await listCategoryTopics(db, otherCategoryId, 1);
    expect(page.topics[0]?.id).toBe(id);
    expect(page.topics[0]?.pinned).toBe(true);
  });
});
