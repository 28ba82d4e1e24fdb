import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "~/live/live-events";
import { createLiveHub } from "~/live/live-hub.server";
import { startLiveFeed } from "~/live/live-services.server";
import { contactLister, replyToConversation } from "~/messaging/message-sending.server";
import { eventually } from "../../../tests/factories/live-delivery";
import { routeArgs } from "../../../tests/factories/route-args";
import { handoverKit } from "../../../tests/factories/test-handover";
import { loader } from "./live";

// GET /live as the server runs it: the stream of the session's member, fed from the database's
// NOTIFY (PGlite here) through the hub, never another member's events.

const kit = handoverKit();
const hub = createLiveHub();
let feed: { close(): Promise<void> };

beforeAll(async () => {
  kit.services.live = hub;
  feed = await startLiveFeed(hub, kit.services.database, pino({ level: "silent" }));
});
afterAll(async () => {
  hub.endAll();
  await feed.close();
});

/** Opens `/live` as `user` and collects what comes down it. */
async function openStream(user: Parameters<typeof routeArgs>[1]) {
  const controller = new AbortController();
  const request = new Request("http://localhost:3000/live", { signal: controller.signal });
  const response = (await loader(routeArgs(kit.services, user, request) as never)) as Response;
  const stream = {
    response,
    text: "",
    events: [] as LiveEvent[],
    ended: false,
    close: () => controller.abort(),
  };
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          stream.ended = true;
          return;
        }
        stream.text += decoder.decode(value, { stream: true });
        stream.events = [...stream.text.matchAll(/^data: (.*)$/gm)].map(
          (match) => JSON.parse(match[1] ?? "null") as LiveEvent,
        );
      }
    })();
  }
  return stream;
}

describe("GET /live", () => {
  it("answers a visitor with 401", async () => {
    const { response } = await openStream(null);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends the member's retry time and unread count first, unbuffered and uncached", async () => {
    const member = await kit.member();
    const stream = await openStream(member);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    await eventually(() => stream.events.length === 1);
    expect(stream.text.startsWith("retry: ")).toBe(true);
    expect(stream.events).toEqual([{ type: "unread", unreadMessages: 0 }]);
    stream.close();
    await eventually(() => hub.size() === 0);
  });

  it("brings a message to its recipient's stream only, and the unread count with it", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const ownerTab = await openStream(owner);
    const askerTab = await openStream(asker);
    await eventually(() => ownerTab.events.length === 1 && askerTab.events.length === 1);

    const sent = await contactLister(kit.db, asker, listingId, {
      message: "Are they still there?",
    });
    await eventually(() => ownerTab.events.length >= 3);
    expect(ownerTab.events.slice(1, 3)).toEqual([
      {
        type: "message",
        conversationId: sent.conversationId,
        messageId: sent.messageId,
        senderName: expect.any(String),
        preview: "Are they still there?",
      },
      { type: "unread", unreadMessages: 1 },
    ]);

    await replyToConversation(kit.db, owner, sent.conversationId, { message: "Yes, come by." });
    await eventually(() => askerTab.events.length >= 3);
    expect(askerTab.events.slice(1).map((event) => event.type)).toEqual(["message", "unread"]);
    // The owner's stream heard nothing of the message meant for the asker.
    expect(ownerTab.events.filter((event) => event.type === "message")).toHaveLength(1);
    ownerTab.close();
    askerTab.close();
  });

  it("ends its streams when the hub ends them, as the shutdown does", async () => {
    const member = await kit.member();
    const stream = await openStream(member);
    await eventually(() => stream.events.length === 1);
    hub.endAll();
    await eventually(() => stream.ended);
    expect(hub.size()).toBe(0);
  });
});
