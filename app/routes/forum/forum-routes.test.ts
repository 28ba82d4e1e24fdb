import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forumImages, forumPosts } from "~/forum/forum.table";
import { unsubscribeToken } from "~/forum/forum-unsubscribe.server";
import { channelsFor } from "~/notifications/notification-preferences.server";
import { sweepPendingUploads } from "~/server/storage/pending-uploads.server";
import { pendingUploads } from "~/server/storage/pending-uploads.table";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { multipartBody } from "../../../tests/factories/multipart";
import { type DataResult, routeArgs, settle } from "../../../tests/factories/route-args";
import { makeJpeg } from "../../../tests/factories/test-images";
import { loader as categoryLoader } from "./category";
import { loader as indexLoader } from "./forum-index";
import { action as newPostAction } from "./new-post";
import { action as postAction, loader as postLoader } from "./post";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./unsubscribe";

// The forum's routes as the server calls them, for each kind of person (forged requests are in
// forum-forged-requests.test.ts).

const kit = forumRouteKit();

async function row(id: string) {
  const [found] = await kit.services.db.select().from(forumPosts).where(eq(forumPosts.id, id));
  return found;
}

describe("who sees what", () => {
  it("a visitor sees the categories and the teaser on /forum, and is sent to sign in elsewhere", async () => {
    const index = (await kit.get(indexLoader, null, "/forum")) as {
      reader: boolean;
      categories: [];
    };
    expect(index.reader).toBe(false);
    expect(index.categories).toHaveLength(8);
    const category = (await kit.get(categoryLoader, null, "/forum/category/growing-tips", {
      slug: "growing-tips",
    })) as Response;
    expect(category.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("a signed-in non-member is sent to the dashboard from member pages", async () => {
    const id = await kit.topicOf(kit.member);
    const outsider = await kit.newMember({ member: false });
    const outcome = (await kit.get(postLoader, outsider, `/forum/post/${id}`, { id })) as Response;
    expect(outcome.headers.get("Location")).toBe("/dashboard");
  });

  it("an unknown category or post is 404", async () => {
    expect(
      kit.statusOf(await kit.get(categoryLoader, kit.member, "/forum/category/x", { slug: "x" })),
    ).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      kit.statusOf(
        await kit.get(postLoader, kit.member, `/forum/post/${missing}`, { id: missing }),
      ),
    ).toBe(404);
  });

  it("staff read without a membership", async () => {
    const id = await kit.topicOf(kit.member);
    const page = (await kit.get(postLoader, kit.moderator, `/forum/post/${id}`, { id })) as {
      viewer: { staff: boolean };
    };
    expect(page.viewer.staff).toBe(true);
  });
});

describe("/forum/new-post", () => {
  it("refuses blank fields with the specification's words and keeps what was typed", async () => {
    const outcome = await kit.post(newPostAction, kit.member, "/forum/new-post", {
      categoryId: kit.categoryId,
      title: "   ",
      content: "Kept text",
    });
    expect(kit.statusOf(outcome)).toBe(400);
    const result = (outcome as DataResult<{ result: { initialValue: Record<string, string> } }>)
      .data.result;
    expect(result.initialValue.content).toBe("Kept text");
    const cookie = (outcome as DataResult<unknown>).init?.headers;
    expect(new Headers(cookie).get("Set-Cookie")).toContain("glut_toast=");
  });

  it("creates the post and goes to it", async () => {
    const outcome = (await kit.post(newPostAction, kit.member, "/forum/new-post", {
      categoryId: kit.categoryId,
      title: " Leaf miner ",
      content: "On the chard",
    })) as Response;
    expect(outcome.status).toBe(302);
    const id = outcome.headers.get("Location")?.replace("/forum/post/", "") ?? "";
    expect((await row(id))?.title).toBe("Leaf miner");
  });

  it("an unconfirmed member is refused (403)", async () => {
    const unconfirmed = await kit.newMember({ verified: false });
    const outcome = await kit.post(newPostAction, unconfirmed, "/forum/new-post", {
      categoryId: kit.categoryId,
      title: "Hi",
      content: "There",
    });
    expect(kit.statusOf(outcome)).toBe(403);
  });

  it("takes up to three photos through the listing pipeline", async () => {
    const jpeg = await makeJpeg();
    const body = multipartBody([
      { name: "categoryId", value: kit.categoryId },
      { name: "title", value: "What is this beetle?" },
      { name: "content", value: "Found on the lilies" },
      { name: "photos", filename: "beetle.jpg", contentType: "image/jpeg", bytes: jpeg },
    ]);
    const request = new Request(kit.url("/forum/new-post"), {
      method: "POST",
      body: new Uint8Array(body),
      headers: {
        "Content-Type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
      },
    });
    const outcome = (await settle(async () =>
      newPostAction(routeArgs(kit.services, kit.member, request) as never),
    )) as Response;
    expect(outcome.status).toBe(302);
    const id = outcome.headers.get("Location")?.replace("/forum/post/", "") ?? "";
    const images = await kit.services.db
      .select()
      .from(forumImages)
      .where(eq(forumImages.postId, id));
    expect(images).toHaveLength(1);
    expect(await kit.storage.exists(images[0]?.largeKey ?? "")).toBe(true);
    // Noted as pending while stored, settled by the post's transaction: the clean-up never
    // takes them (decision 0044).
    const pending = await kit.services.db
      .select()
      .from(pendingUploads)
      .where(inArray(pendingUploads.key, [images[0]?.largeKey ?? "", images[0]?.thumbKey ?? ""]));
    expect(pending).toEqual([]);
    await sweepPendingUploads(kit.services.db, kit.storage, new Date(Date.now() + 2 * 3_600_000));
    expect(await kit.storage.exists(images[0]?.largeKey ?? "")).toBe(true);

    // Deleting the post removes its photos' files.
    await kit.post(postAction, kit.member, `/forum/post/${id}`, { intent: "delete-topic" }, { id });
    expect(await kit.storage.exists(images[0]?.largeKey ?? "")).toBe(false);
  });
});

describe("the one-click unsubscribe link", () => {
  it("asks on opening, turns the emails off on the POST, and refuses a forged token", async () => {
    const reader = await kit.newMember();
    const token = unsubscribeToken(kit.services.env.BETTER_AUTH_SECRET, reader.id);
    const path = `/forum/unsubscribe?token=${encodeURIComponent(token)}`;
    await kit.get(unsubscribeLoader, null, path);
    expect(await wantsReplyEmails(kit.services.db, reader.id)).toBe(true);
    const request = new Request(kit.url(path), {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    await settle(async () => unsubscribeAction(routeArgs(kit.services, null, request) as never));
    expect(await wantsReplyEmails(kit.services.db, reader.id)).toBe(false);

    const victim = await kit.newMember();
    const forged = `${Buffer.from(victim.id).toString("base64url")}.${token.split(".")[1]}`;
    const refused = await settle(async () =>
      unsubscribeAction(
        routeArgs(
          kit.services,
          null,
          new Request(kit.url(`/forum/unsubscribe?token=${encodeURIComponent(forged)}`), {
            method: "POST",
          }),
        ) as never,
      ),
    );
    expect(kit.statusOf(refused)).toBe(400);
    expect(await wantsReplyEmails(kit.services.db, victim.id)).toBe(true);
  });
});

/** Whether the forum replies' email cell is on (decision 0093). */
async function wantsReplyEmails(db: Parameters<typeof channelsFor>[0], userId: string) {
  return (await channelsFor(db, userId, "forum-replies")).email;
}
