import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { forumImages } from "~/forum/forum.table";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { type MultipartPart, multipartBody } from "../../../tests/factories/multipart";
import { routeArgs, settle } from "../../../tests/factories/route-args";
import { makeJpeg } from "../../../tests/factories/test-images";
import { action as editPostAction } from "./edit-post";
import { action as editReplyAction } from "./edit-reply";
import { action as newPostAction } from "./new-post";
import { action as postAction } from "./post";

// Editing a topic or a reply adds and removes photos through the pipeline used at creation, as
// a form without JavaScript sends them ('Remove' checkboxes and a file input): at most three in
// all, removed files deleted after the commit, new files deleted again when the save is refused,
// and only the author may (403, photos and files intact).

const kit = forumRouteKit();

async function photo(name: string): Promise<MultipartPart> {
  return { name: "photos", filename: name, bytes: await makeJpeg({ width: 120, height: 90 }) };
}

const text = (fields: Record<string, string>): MultipartPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

const removing = (...ids: string[]): MultipartPart[] =>
  ids.map((value) => ({ name: "removePhoto", value }));

function send(
  action: (args: never) => unknown,
  user: CurrentUser,
  path: string,
  parts: readonly MultipartPart[],
  params: Record<string, string> = {},
) {
  const request = new Request(kit.url(path), {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
    },
    body: new Uint8Array(multipartBody(parts)),
  });
  return settle(async () => action(routeArgs(kit.services, user, request, params) as never));
}

const topicFields = (title: string) =>
  text({ categoryId: kit.categoryId, title, content: "What is eating my kale?" });

async function topicWithPhotos(count: number): Promise<string> {
  const photos = await Promise.all(Array.from({ length: count }, (_, i) => photo(`${i}.jpg`)));
  const outcome = await send(newPostAction, kit.member, "/forum/new-post", [
    ...topicFields("Holes in my kale"),
    ...photos,
  ]);
  const id = /\/forum\/post\/([0-9a-f-]{36})$/.exec(
    (outcome as Response).headers.get("Location") ?? "",
  )?.[1];
  if (!id) throw new Error("no topic created");
  return id;
}

async function photosOf(owner: { postId: string } | { replyId: string }) {
  const column = "postId" in owner ? forumImages.postId : forumImages.replyId;
  const id = "postId" in owner ? owner.postId : owner.replyId;
  return kit.services.db
    .select()
    .from(forumImages)
    .where(eq(column, id))
    .orderBy(forumImages.position);
}

const keysOf = (rows: { largeKey: string; thumbKey: string }[]) =>
  rows.flatMap((row) => [row.largeKey, row.thumbKey]);

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(kit.storage.root, { recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.endsWith(".webp")).sort();
}

describe("editing a topic's photos", () => {
  it("removes ticked photos, adds new ones after the kept, and deletes the removed files", async () => {
    const id = await topicWithPhotos(2);
    const [first, second] = await photosOf({ postId: id });
    if (!first || !second) throw new Error("photos were not stored");
    const outcome = await send(
      editPostAction,
      kit.member,
      `/forum/post/${id}/edit`,
      [...topicFields("Holes in my kale"), ...removing(first.id), await photo("a.jpg")],
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(302);
    const after = await photosOf({ postId: id });
    expect(after.map((row) => row.id)[0]).toBe(second.id);
    expect(after.map((row) => row.position)).toEqual([0, 1]);
    expect(await Promise.all(keysOf([first]).map((key) => kit.storage.exists(key)))).toEqual([
      false,
      false,
    ]);
    expect(
      (await Promise.all(keysOf(after).map((key) => kit.storage.exists(key)))).every(Boolean),
    ).toBe(true);
  });

  it("refuses more than three in all (400): nothing changes and the new files go again", async () => {
    const id = await topicWithPhotos(2);
    const before = await photosOf({ postId: id });
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    const outcome = await send(
      editPostAction,
      kit.member,
      `/forum/post/${id}/edit`,
      [...topicFields("Changed title"), await photo("b.jpg"), await photo("c.jpg")],
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(400);
    expect(JSON.stringify(outcome)).toContain("up to 3 photos");
    expect(await photosOf({ postId: id })).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("another member's forged edit is refused (403): photos and files intact, none added", async () => {
    const id = await topicWithPhotos(1);
    const before = await photosOf({ postId: id });
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    const outcome = await send(
      editPostAction,
      kit.other,
      `/forum/post/${id}/edit`,
      [...topicFields("Forged"), ...removing(before[0]?.id ?? ""), await photo("d.jpg")],
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(403);
    expect(await photosOf({ postId: id })).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });
});

describe("editing a reply's photos", () => {
  async function replyWithPhoto(postId: string) {
    const outcome = await send(
      postAction,
      kit.member,
      `/forum/post/${postId}`,
      [...text({ intent: "reply", content: "Looks like flea beetle" }), await photo("r.jpg")],
      { id: postId },
    );
    const replyId = /#reply-([0-9a-f-]{36})$/.exec(
      (outcome as Response).headers.get("Location") ?? "",
    )?.[1];
    if (!replyId) throw new Error("no reply created");
    return replyId;
  }

  it("the author swaps a photo; another member's forged edit is refused (403)", async () => {
    const postId = await topicWithPhotos(0);
    const replyId = await replyWithPhoto(postId);
    const [old] = await photosOf({ replyId });
    if (!old) throw new Error("the reply's photo was not stored");

    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    const forged = await send(
      editReplyAction,
      kit.other,
      `/forum/reply/${replyId}/edit`,
      [...text({ content: "Forged" }), ...removing(old.id), await photo("x.jpg")],
      { id: replyId },
    );
    expect(kit.statusOf(forged)).toBe(403);
    expect(await photosOf({ replyId })).toEqual([old]);
    expect(await storedFiles()).toEqual(files);

    const outcome = await send(
      editReplyAction,
      kit.member,
      `/forum/reply/${replyId}/edit`,
      [...text({ content: "Flea beetle, I think" }), ...removing(old.id), await photo("n.jpg")],
      { id: replyId },
    );
    expect(kit.statusOf(outcome)).toBe(302);
    const after = await photosOf({ replyId });
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(old.id);
    expect(await kit.storage.exists(old.largeKey)).toBe(false);
    expect(await kit.storage.exists(after[0]?.largeKey ?? "")).toBe(true);
  });

  it("a photo id of another post names nothing: it is not removed", async () => {
    const otherTopic = await topicWithPhotos(1);
    const [theirs] = await photosOf({ postId: otherTopic });
    const postId = await topicWithPhotos(0);
    const replyId = await replyWithPhoto(postId);
    const outcome = await send(
      editReplyAction,
      kit.member,
      `/forum/reply/${replyId}/edit`,
      [...text({ content: "Edited" }), ...removing(theirs?.id ?? "")],
      { id: replyId },
    );
    expect(kit.statusOf(outcome)).toBe(302);
    expect(await photosOf({ postId: otherTopic })).toEqual([theirs]);
  });
});
