import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { profiles } from "~/accounts/accounts.table";
import { demoMembersSeeder } from "~/demo/demo-members.server";
import { forumDemoSeeder } from "~/demo/forum-demo.server";
import { setChannel } from "~/notifications/notification-preferences.server";
import type { Db } from "~/server/db/database.server";
import { seedDemoContent } from "~/server/seed/seed.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { forumDomain } from "./forum.domain";
import { forumPosts, forumReplies } from "./forum.table";
import { listCategories } from "./forum-categories.server";
import { setFollowing } from "./forum-follows.server";
import { notifyReply } from "./forum-notifications.server";
import { createReply } from "./forum-replies.server";
import { createTopic, getTopic, latestTopics } from "./forum-topics.server";
import { readUnsubscribeToken, unsubscribeToken } from "./forum-unsubscribe.server";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/uploads/${key}`;
let db: Db;
let services: ReturnType<typeof createTestServices>;
let categoryId = "";

beforeAll(async () => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
  categoryId = (await listCategories(db))[0]?.id ?? "";
});

const member = (options = {}) => createTestMember(services, options);
const topic = (title = "Blight on my potatoes") => ({
  categoryId,
  title,
  content: "Brown leaves.",
});

describe("deleting an account", () => {
  it("keeps the member's topics and replies, shown as written by 'Deleted member'", async () => {
    const author = await member();
    const reader = await member();
    const { id } = await createTopic(db, author, topic());
    await createReply(db, author, id, { content: "Update: it spread." });
    const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "forum-del-")));
    await deleteAccount({ db, storage, logger: services.logger }, author.id, [
      forumDomain.accountDeletion,
    ]);
    const [stored] = await db.select().from(forumPosts).where(eq(forumPosts.id, id));
    expect(stored?.userId).toBeNull();
    const [reply] = await db.select().from(forumReplies).where(eq(forumReplies.postId, id));
    expect(reply?.content).toBe("Update: it spread.");
    expect((await getTopic(db, reader, id, publicUrl))?.authorName).toBe("Deleted member");
  });
});

describe("the data export", () => {
  it("includes the member's topics and replies", async () => {
    const author = await member();
    const { id } = await createTopic(db, author, topic("Seed potatoes"));
    await createReply(db, author, id, { content: "Chitting now." });
    const exported = await exportAccountData(db, author.id, [forumDomain.accountExport]);
    expect(exported?.forum).toMatchObject({
      topics: [{ id, title: "Seed potatoes", content: "Brown leaves." }],
      replies: [{ topicId: id, content: "Chitting now." }],
    });
  });
});

describe("reply emails", () => {
  it("go to the author and followers, never the replier, nor anyone who turned them off", async () => {
    const author = await member();
    const follower = await member();
    const quiet = await member();
    const replier = await member();
    const { id } = await createTopic(db, author, topic());
    await setFollowing(db, follower, id, true);
    await setFollowing(db, quiet, id, true);
    await setFollowing(db, replier, id, true);
    await setChannel(db, quiet.id, "forum-replies", "email", false);
    const before = (await services.mail.delivered()).length;
    const reply = await createReply(db, replier, id, { content: "Try Sarpo Mira next year." });
    await notifyReply(services, reply.id);
    const emails = (await services.mail.delivered()).slice(before);
    expect(emails.map((email) => email.to).sort()).toEqual([author.email, follower.email].sort());
    const [email] = emails;
    const header = email?.headers["list-unsubscribe"] ?? "";
    expect(header).toMatch(/^<http:\/\/localhost:3000\/forum\/unsubscribe\?token=.+>$/);
    expect(email?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(email?.subject).toMatch(/ replied to “Blight on my potatoes”$/);
    expect(email?.text).toContain(`http://localhost:3000/forum/post/${id}#reply-${reply.id}`);
  });

  it("go in each reader's language: Welsh to the author who uses Glut in Welsh", async () => {
    const author = await member();
    const follower = await member();
    const replier = await member();
    await db.update(profiles).set({ language: "cy" }).where(eq(profiles.id, author.id));
    const { id } = await createTopic(db, author, topic());
    await setFollowing(db, follower, id, true);
    const before = (await services.mail.delivered()).length;
    const reply = await createReply(db, replier, id, { content: "Try Sarpo Mira next year." });
    await notifyReply(services, reply.id);
    const emails = (await services.mail.delivered()).slice(before);
    const toAuthor = emails.find((email) => email.to === author.email);
    const toFollower = emails.find((email) => email.to === follower.email);
    expect(toAuthor?.subject).toMatch(/ wedi ateb “Blight on my potatoes”$/);
    expect(toAuthor?.text).toContain("wedi ateb eich pwnc yn y fforwm");
    expect(toAuthor?.text).not.toMatch(/replied|Read the reply/);
    expect(toFollower?.subject).toMatch(/ replied to “Blight on my potatoes”$/);
  });

  it("are not sent when the author replies in their own topic with nobody following", async () => {
    const author = await member();
    const { id } = await createTopic(db, author, topic());
    const before = (await services.mail.delivered()).length;
    await notifyReply(services, (await createReply(db, author, id, { content: "Bump" })).id);
    expect((await services.mail.delivered()).slice(before)).toEqual([]);
  });

  it("never go to demo members", async () => {
    const author = await member();
    await db.update(profiles).set({ isDemo: true }).where(eq(profiles.id, author.id));
    const { id } = await createTopic(db, author, topic());
    const replier = await member();
    const before = (await services.mail.delivered()).length;
    await notifyReply(services, (await createReply(db, replier, id, { content: "Hi" })).id);
    expect((await services.mail.delivered()).slice(before)).toEqual([]);
  });

  it("carry an unsubscribe token that names the account and cannot be forged", () => {
    const secret = "a-secret-that-is-long-enough-for-tests";
    const token = unsubscribeToken(secret, "user-1");
    expect(readUnsubscribeToken(secret, token)).toBe("user-1");
    const forged = `${Buffer.from("user-2").toString("base64url")}.${token.split(".")[1]}`;
    expect(readUnsubscribeToken(secret, forged)).toBeNull();
    expect(readUnsubscribeToken("another-secret-that-is-long-enough", token)).toBeNull();
    expect(readUnsubscribeToken(secret, "nonsense")).toBeNull();
  });
});

describe("the demo forum", () => {
  it("adds example topics with replies from the demo members", async () => {
    const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "forum-demo-")));
    await seedDemoContent(db, { storage, seeders: [demoMembersSeeder, forumDemoSeeder] });
    const demo = await db.select().from(forumPosts).where(eq(forumPosts.isDemo, true));
    expect(demo.length).toBeGreaterThanOrEqual(5);
    const replies = await db.select().from(forumReplies).where(eq(forumReplies.isDemo, true));
    expect(replies.length).toBeGreaterThanOrEqual(5);
    expect(
      (await latestTopics(db)).some((t) => t.isDemo && t.authorName === "Greenhouse Gita"),
    ).toBe(true);
  });
});
