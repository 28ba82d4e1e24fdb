import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "~/accounts/accounts.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import { forumImages, forumPosts, forumReplies, forumReports } from "~/forum/forum.table";
import { listCategories } from "~/forum/forum-categories.server";
import { wantsReplyEmails } from "~/forum/forum-follows.server";
import { createReply } from "~/forum/forum-replies.server";
import { createTopic } from "~/forum/forum-topics.server";
import { unsubscribeToken } from "~/forum/forum-unsubscribe.server";
import { rateLimits } from "~/server/rate-limit/rate-limits.table";
import type { AppServices } from "~/server/services.server";
import type { LocalFileStorage } from "~/server/storage/local-storage.server";
import { multipartBody } from "../../../tests/factories/multipart";
import {
  createRouteServices,
  type DataResult,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { makeJpeg } from "../../../tests/factories/test-images";
import { createTestMember } from "../../../tests/factories/test-members";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader as categoryLoader } from "./category";
import { action as editPostAction, loader as editPostLoader } from "./edit-post";
import { action as editReplyAction } from "./edit-reply";
import { loader as indexLoader } from "./forum-index";
import { action as newPostAction } from "./new-post";
import { action as postAction, loader as postLoader } from "./post";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./unsubscribe";

// The forum's routes as the server calls them, for each kind of person, and a forged request
// for every action that changes data: refused with 403 or 409, and nothing changed.

const getDatabase = setupTestDatabase();
let services: AppServices;
let storage: LocalFileStorage;
let categoryId = "";
let member: CurrentUser;
let other: CurrentUser;
let moderator: CurrentUser;

beforeAll(async () => {
  ({ services, storage } = createRouteServices(getDatabase().db) as {
    services: AppServices;
    storage: LocalFileStorage;
  });
  categoryId = (await listCategories(services.db))[0]?.id ?? "";
  const test = services as unknown as Parameters<typeof createTestMember>[0];
  member = await createTestMember(test);
  other = await createTestMember(test);
  moderator = await createTestMember(test, { member: false });
  await services.db.insert(userRoles).values({ userId: moderator.id, role: "moderator" });
  moderator = { ...moderator, roles: ["moderator"] };
});

const url = (path: string) => `http://localhost:3000${path}`;

function get(
  loader: (args: never) => unknown,
  user: CurrentUser | null,
  path: string,
  params = {},
) {
  return settle(async () =>
    loader(routeArgs(services, user, new Request(url(path)), params) as never),
  );
}

function post(
  action: (args: never) => unknown,
  user: CurrentUser | null,
  path: string,
  fields: Record<string, string>,
  params = {},
) {
  const request = new Request(url(path), { method: "POST", body: new URLSearchParams(fields) });
  return settle(async () => action(routeArgs(services, user, request, params) as never));
}

function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return undefined;
}

async function topicOf(author: CurrentUser) {
  // These tests start many topics as one member: the hourly limit is tested in the services.
  await services.db.delete(rateLimits).where(like(rateLimits.key, "glut:forum-topic:%"));
  return (
    await createTopic(services.db, author, { categoryId, title: "Clubroot", content: "Help" })
  ).id;
}

async function row(id: string) {
  const [found] = await services.db.select().from(forumPosts).where(eq(forumPosts.id, id));
  return found;
}

describe("who sees what", () => {
  it("a visitor sees the categories and the teaser on /forum, and is sent to sign in elsewhere", async () => {
    const index = (await get(indexLoader, null, "/forum")) as { reader: boolean; categories: [] };
    expect(index.reader).toBe(false);
    expect(index.categories).toHaveLength(8);
    const category = (await get(categoryLoader, null, "/forum/category/growing-tips", {
      slug: "growing-tips",
    })) as Response;
    expect(category.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("a signed-in non-member is sent to the dashboard from member pages", async () => {
    const id = await topicOf(member);
    const outsider = await createTestMember(services as never, { member: false });
    const outcome = (await get(postLoader, outsider, `/forum/post/${id}`, { id })) as Response;
    expect(outcome.headers.get("Location")).toBe("/dashboard");
  });

  it("an unknown category or post is 404", async () => {
    expect(statusOf(await get(categoryLoader, member, "/forum/category/x", { slug: "x" }))).toBe(
      404,
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(statusOf(await get(postLoader, member, `/forum/post/${missing}`, { id: missing }))).toBe(
      404,
    );
  });

  it("staff read without a membership", async () => {
    const id = await topicOf(member);
    const page = (await get(postLoader, moderator, `/forum/post/${id}`, { id })) as {
      viewer: { staff: boolean };
    };
    expect(page.viewer.staff).toBe(true);
  });
});

describe("/forum/new-post", () => {
  it("refuses blank fields with the specification's words and keeps what was typed", async () => {
    const outcome = await post(newPostAction, member, "/forum/new-post", {
      categoryId,
      title: "   ",
      content: "Kept text",
    });
    expect(statusOf(outcome)).toBe(400);
    const result = (outcome as DataResult<{ result: { initialValue: Record<string, string> } }>)
      .data.result;
    expect(result.initialValue.content).toBe("Kept text");
    const cookie = (outcome as DataResult<unknown>).init?.headers;
    expect(new Headers(cookie).get("Set-Cookie")).toContain("glut_toast=");
  });

  it("creates the post and goes to it", async () => {
    const outcome = (await post(newPostAction, member, "/forum/new-post", {
      categoryId,
      title: " Leaf miner ",
      content: "On the chard",
    })) as Response;
    expect(outcome.status).toBe(302);
    const id = outcome.headers.get("Location")?.replace("/forum/post/", "") ?? "";
    expect((await row(id))?.title).toBe("Leaf miner");
  });

  it("an unconfirmed member is refused (403)", async () => {
    const unconfirmed = await createTestMember(services as never, { verified: false });
    const outcome = await post(newPostAction, unconfirmed, "/forum/new-post", {
      categoryId,
      title: "Hi",
      content: "There",
    });
    expect(statusOf(outcome)).toBe(403);
  });

  it("takes up to three photos through the listing pipeline", async () => {
    const jpeg = await makeJpeg();
    const body = multipartBody([
      { name: "categoryId", value: categoryId },
      { name: "title", value: "What is this beetle?" },
      { name: "content", value: "Found on the lilies" },
      { name: "photos", filename: "beetle.jpg", contentType: "image/jpeg", bytes: jpeg },
    ]);
    const request = new Request(url("/forum/new-post"), {
      method: "POST",
      body: new Uint8Array(body),
      headers: {
        "Content-Type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
      },
    });
    const outcome = (await settle(async () =>
      newPostAction(routeArgs(services, member, request) as never),
    )) as Response;
    expect(outcome.status).toBe(302);
    const id = outcome.headers.get("Location")?.replace("/forum/post/", "") ?? "";
    const images = await services.db.select().from(forumImages).where(eq(forumImages.postId, id));
    expect(images).toHaveLength(1);
    expect(await storage.exists(images[0]?.largeKey ?? "")).toBe(true);

    // Deleting the post removes its photos' files.
    await post(postAction, member, `/forum/post/${id}`, { intent: "delete-topic" }, { id });
    expect(await storage.exists(images[0]?.largeKey ?? "")).toBe(false);
  });
});

describe("forged requests are refused and change nothing", () => {
  it("another member deleting a post (403)", async () => {
    const id = await topicOf(member);
    const outcome = await post(
      postAction,
      other,
      `/forum/post/${id}`,
      { intent: "delete-topic" },
      { id },
    );
    expect(statusOf(outcome)).toBe(403);
    expect(await row(id)).toBeDefined();
  });

  it("another member editing a post, by its page or its action (403)", async () => {
    const id = await topicOf(member);
    expect(statusOf(await get(editPostLoader, other, `/forum/post/${id}/edit`, { id }))).toBe(403);
    const outcome = await post(
      editPostAction,
      other,
      `/forum/post/${id}/edit`,
      { categoryId, title: "Forged", content: "Forged" },
      { id },
    );
    expect(statusOf(outcome)).toBe(403);
    expect((await row(id))?.title).toBe("Clubroot");
  });

  it("another member editing or deleting a reply (403)", async () => {
    const id = await topicOf(member);
    const reply = await createReply(services.db, member, id, { content: "Mine" });
    const edit = await post(
      editReplyAction,
      other,
      `/forum/reply/${reply.id}/edit`,
      { content: "Forged" },
      {
        id: reply.id,
      },
    );
    expect(statusOf(edit)).toBe(403);
    const del = await post(
      postAction,
      other,
      `/forum/post/${id}`,
      { intent: "delete-reply", replyId: reply.id },
      { id },
    );
    expect(statusOf(del)).toBe(403);
    const [kept] = await services.db
      .select()
      .from(forumReplies)
      .where(eq(forumReplies.id, reply.id));
    expect(kept?.content).toBe("Mine");
  });

  it("a member hiding, locking or pinning (403)", async () => {
    const id = await topicOf(member);
    for (const action of ["hide", "lock", "pin"]) {
      const outcome = await post(
        postAction,
        other,
        `/forum/post/${id}`,
        { intent: "moderate", action, target: "post", reason: "Because" },
        { id },
      );
      expect(statusOf(outcome)).toBe(403);
    }
    const stored = await row(id);
    expect([stored?.hiddenAt, stored?.lockedAt, stored?.pinned]).toEqual([null, null, false]);
  });

  it("a reply to a locked topic (409)", async () => {
    const id = await topicOf(member);
    const lock = await post(
      postAction,
      moderator,
      `/forum/post/${id}`,
      { intent: "moderate", action: "lock", target: "post" },
      { id },
    );
    expect(statusOf(lock)).toBe(302);
    const outcome = await post(
      postAction,
      other,
      `/forum/post/${id}`,
      { intent: "reply", content: "Late" },
      { id },
    );
    expect(statusOf(outcome)).toBe(409);
    expect(
      await services.db.select().from(forumReplies).where(eq(forumReplies.postId, id)),
    ).toEqual([]);
  });

  it("a non-member reporting (sent to the dashboard, no report stored)", async () => {
    const id = await topicOf(member);
    const outsider = await createTestMember(services as never, { member: false });
    const outcome = await post(
      postAction,
      outsider,
      `/forum/post/${id}`,
      { intent: "report", reason: "spam" },
      { id },
    );
    expect((outcome as Response).headers.get("Location")).toBe("/dashboard");
    expect(
      await services.db.select().from(forumReports).where(eq(forumReports.postId, id)),
    ).toEqual([]);
  });
});

describe("a member's report", () => {
  it("is stored for the admin area", async () => {
    const id = await topicOf(member);
    const outcome = await post(
      postAction,
      other,
      `/forum/post/${id}`,
      { intent: "report", reason: "spam", note: "Selling seeds" },
      { id },
    );
    expect(statusOf(outcome)).toBe(302);
    const reports = await services.db
      .select()
      .from(forumReports)
      .where(eq(forumReports.postId, id));
    expect(reports).toMatchObject([
      { reporterId: other.id, reason: "spam", note: "Selling seeds" },
    ]);
  });
});

describe("the one-click unsubscribe link", () => {
  it("asks on opening, turns the emails off on the POST, and refuses a forged token", async () => {
    const reader = await createTestMember(services as never);
    const token = unsubscribeToken(services.env.BETTER_AUTH_SECRET, reader.id);
    const path = `/forum/unsubscribe?token=${encodeURIComponent(token)}`;
    await get(unsubscribeLoader, null, path);
    expect(await wantsReplyEmails(services.db, reader.id)).toBe(true);
    const request = new Request(url(path), {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    await settle(async () => unsubscribeAction(routeArgs(services, null, request) as never));
    expect(await wantsReplyEmails(services.db, reader.id)).toBe(false);

    const victim = await createTestMember(services as never);
    const forged = `${Buffer.from(victim.id).toString("base64url")}.${token.split(".")[1]}`;
    const refused = await settle(async () =>
      unsubscribeAction(
        routeArgs(
          services,
          null,
          new Request(url(`/forum/unsubscribe?token=${encodeURIComponent(forged)}`), {
            method: "POST",
          }),
        ) as never,
      ),
    );
    expect(statusOf(refused)).toBe(400);
    expect(await wantsReplyEmails(services.db, victim.id)).toBe(true);
  });
});
