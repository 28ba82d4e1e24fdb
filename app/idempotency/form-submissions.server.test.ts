import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { forumPosts, forumReplies } from "~/forum/forum.table";
import { listings } from "~/listings/listings.table";
import type { Member } from "~/membership/member-gate.server";
import { contactLister } from "~/messaging/message-sending.server";
import { contactMessages } from "~/messaging/messaging.table";
import { action as newPostAction } from "~/routes/forum/new-post";
import { action as postAction, loader as postLoader } from "~/routes/forum/post";
import { action as contactAction } from "~/routes/listings/contact";
import { action as createListingAction } from "~/routes/listings/create-listing";
import { action as conversationAction } from "~/routes/messages/conversation";
import { forumRouteKit } from "../../tests/factories/forum-routes";
import { type MultipartPart, multipartBody } from "../../tests/factories/multipart";
import { routeArgs, settle } from "../../tests/factories/route-args";
import { FORM_KEY_FIELD } from "./form-key";
import { formSubmissionOf } from "./form-submissions.server";

// Decision 0078: a create form carries a key drawn when it is rendered; sending the same form
// again (a double click, the browser's resend, a retry after an unclear answer) makes nothing new
// and lands on what the first sending made. Keys are the member's own.

const kit = forumRouteKit();

const locationOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.headers.get("Location") : null;

async function repliesIn(postId: string) {
  const [row] = await kit.services.db
    .select({ n: count() })
    .from(forumReplies)
    .where(eq(forumReplies.postId, postId));
  return row?.n ?? 0;
}

function reply(user: CurrentUser, postId: string, key: string, content = "Lime the bed") {
  return kit.post(
    postAction,
    user,
    `/forum/post/${postId}`,
    { intent: "reply", content, [FORM_KEY_FIELD]: key },
    { id: postId },
  );
}

describe("a forum reply sent twice", () => {
  it("the form is rendered with a key of its own each time", async () => {
    const postId = await kit.topicOf(kit.member);
    const page = (await kit.get(postLoader, kit.member, `/forum/post/${postId}`, {
      id: postId,
    })) as { replyKey: string };
    const again = (await kit.get(postLoader, kit.member, `/forum/post/${postId}`, {
      id: postId,
    })) as { replyKey: string };
    expect(page.replyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.replyKey).not.toBe(page.replyKey);
  });

  it("posts one reply, and the resend lands on it", async () => {
    const postId = await kit.topicOf(kit.member);
    const key = randomUUID();
    const first = locationOf(await reply(kit.other, postId, key));
    expect(first).toMatch(new RegExp(`^/forum/post/${postId}#reply-[0-9a-f-]{36}$`));
    const second = locationOf(await reply(kit.other, postId, key));
    expect(second).toBe(first);
    expect(await repliesIn(postId)).toBe(1);
    const [topic] = await kit.services.db
      .select({ replyCount: forumPosts.replyCount })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId));
    expect(topic?.replyCount).toBe(1);
  });

  it("two sendings at once make one reply, and both land on it", async () => {
    const postId = await kit.topicOf(kit.member);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      reply(kit.other, postId, key),
      reply(kit.other, postId, key),
    ]);
    expect(locationOf(a)).toMatch(/#reply-/);
    expect(locationOf(b)).toBe(locationOf(a));
    expect(await repliesIn(postId)).toBe(1);
  });

  it("a new rendering's key posts a second reply", async () => {
    const postId = await kit.topicOf(kit.member);
    await reply(kit.other, postId, randomUUID());
    await reply(kit.other, postId, randomUUID());
    expect(await repliesIn(postId)).toBe(2);
  });

  it("another member's key is not theirs: their reply is their own", async () => {
    const postId = await kit.topicOf(kit.member);
    const key = randomUUID();
    const mine = locationOf(await reply(kit.member, postId, key, "Mine"));
    const theirs = locationOf(await reply(kit.other, postId, key, "Theirs"));
    expect(theirs).not.toBe(mine);
    expect(await repliesIn(postId)).toBe(2);
  });

  it("a form without a key is served as before", async () => {
    const postId = await kit.topicOf(kit.member);
    const send = () =>
      kit.post(
        postAction,
        kit.other,
        `/forum/post/${postId}`,
        { intent: "reply", content: "Hi" },
        {
          id: postId,
        },
      );
    expect(locationOf(await send())).toMatch(/#reply-/);
    expect(locationOf(await send())).toMatch(/#reply-/);
    expect(await repliesIn(postId)).toBe(2);
  });

  it("a forged reply to a locked topic is still refused and stores no key", async () => {
    const postId = await kit.topicOf(kit.member);
    await kit.services.db
      .update(forumPosts)
      .set({ lockedAt: new Date() })
      .where(eq(forumPosts.id, postId));
    const key = randomUUID();
    expect(kit.statusOf(await reply(kit.other, postId, key))).toBe(409);
    expect(await repliesIn(postId)).toBe(0);
  });
});

describe("a new forum topic sent twice", () => {
  it("makes one topic and lands on it both times", async () => {
    const key = randomUUID();
    const send = () =>
      kit.post(newPostAction, kit.member, "/forum/new-post", {
        categoryId: kit.categoryId,
        title: "Slugs on the hostas once only",
        content: "Beer traps?",
        [FORM_KEY_FIELD]: key,
      });
    const first = locationOf(await send());
    expect(first).toMatch(/^\/forum\/post\/[0-9a-f-]{36}$/);
    expect(locationOf(await send())).toBe(first);
    const [row] = await kit.services.db
      .select({ n: count() })
      .from(forumPosts)
      .where(eq(forumPosts.title, "Slugs on the hostas once only"));
    expect(row?.n).toBe(1);
  });
});

function listingRequest(key: string, name: string) {
  const parts: MultipartPart[] = Object.entries({
    name,
    type: "Free",
    category: "Vegetables",
    location: "Leeds",
    quantity: "6",
    description: "Too many",
    [FORM_KEY_FIELD]: key,
  }).map(([field, value]) => ({ name: field, value }));
  return new Request(kit.url("/create-listing"), {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
    },
    body: new Uint8Array(multipartBody(parts)),
  });
}

async function listingsNamed(userId: string, name: string) {
  const [row] = await kit.services.db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.name, name)));
  return row?.n ?? 0;
}

describe("a new listing sent twice", () => {
  it("makes one listing and lands on it both times", async () => {
    const key = randomUUID();
    const send = () =>
      settle(() =>
        createListingAction(
          routeArgs(kit.services, kit.member, listingRequest(key, "Runner beans")) as never,
        ),
      );
    const first = locationOf(await send());
    expect(first).toMatch(/^\/listings\/[0-9a-f-]{36}$/);
    expect(locationOf(await send())).toBe(first);
    expect(await listingsNamed(kit.member.id, "Runner beans")).toBe(1);
  });

  it("another member's resend of the key makes their own listing", async () => {
    const key = randomUUID();
    const as = (user: CurrentUser) =>
      settle(() =>
        createListingAction(
          routeArgs(kit.services, user, listingRequest(key, "Broad beans")) as never,
        ),
      );
    const mine = locationOf(await as(kit.member));
    const theirs = locationOf(await as(kit.other));
    expect(theirs).toMatch(/^\/listings\//);
    expect(theirs).not.toBe(mine);
    expect(await listingsNamed(kit.other.id, "Broad beans")).toBe(1);
  });
});

describe("a message in a conversation sent twice", () => {
  async function conversation() {
    const [listing] = await kit.services.db
      .insert(listings)
      .values({
        userId: kit.member.id,
        name: "Rhubarb",
        type: "Free",
        category: "Vegetables",
        location: "Leeds",
        quantity: "3",
        description: "Crowns",
      })
      .returning({ id: listings.id });
    if (!listing) throw new Error("no listing");
    const sent = await contactLister(kit.services.db, kit.other as Member, listing.id, {
      message: "Still got rhubarb?",
    });
    return sent.conversationId;
  }

  async function messagesIn(conversationId: string) {
    const [row] = await kit.services.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.conversationId, conversationId));
    return row?.n ?? 0;
  }

  const send = (user: CurrentUser, conversationId: string, key: string) =>
    kit.post(
      conversationAction,
      user,
      `/messages/${conversationId}`,
      { message: "Yes, come on Saturday", [FORM_KEY_FIELD]: key },
      { id: conversationId },
    );

  it("stores one message and answers the resend as sent: back to the conversation", async () => {
    const id = await conversation();
    const key = randomUUID();
    expect(locationOf(await send(kit.member, id, key))).toBe(`/messages/${id}`);
    expect(locationOf(await send(kit.member, id, key))).toBe(`/messages/${id}`);
    expect(await messagesIn(id)).toBe(2);
  });

  it("a forged message to someone else's conversation is 403 with any key, and stores nothing", async () => {
    const id = await conversation();
    const key = randomUUID();
    await send(kit.member, id, key);
    const outsider = await kit.newMember();
    expect(kit.statusOf(await send(outsider, id, key))).toBe(403);
    expect(kit.statusOf(await send(outsider, id, randomUUID()))).toBe(403);
    expect(await messagesIn(id)).toBe(2);
  });
});

describe("a first message to a lister sent twice", () => {
  it("stores one message and both sendings land on the conversation", async () => {
    const [listing] = await kit.services.db
      .insert(listings)
      .values({
        userId: kit.member.id,
        name: "Gooseberries",
        type: "Free",
        category: "Fruits",
        location: "York",
        description: "A bowlful",
      })
      .returning({ id: listings.id });
    if (!listing) throw new Error("no listing");
    const key = randomUUID();
    const send = () =>
      kit.post(
        contactAction,
        kit.other,
        `/listings/${listing.id}/contact`,
        { message: "May I have some?", [FORM_KEY_FIELD]: key },
        { id: listing.id },
      );
    const first = locationOf(await send());
    expect(first).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    expect(locationOf(await send())).toBe(first);
    const [row] = await kit.services.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.listingId, listing.id));
    expect(row?.n).toBe(1);
  });
});

describe("reading the key from a form", () => {
  it("takes a well-formed key, in any case, and nothing else", () => {
    const form = (value: string) => {
      const data = new FormData();
      data.set(FORM_KEY_FIELD, value);
      return data;
    };
    const key = randomUUID();
    expect(formSubmissionOf(form(key.toUpperCase()), "u1", "listing")).toEqual({
      userId: "u1",
      kind: "listing",
      key,
    });
    expect(formSubmissionOf(form("not-a-key"), "u1", "listing")).toBeNull();
    expect(formSubmissionOf(new FormData(), "u1", "listing")).toBeNull();
  });
});
