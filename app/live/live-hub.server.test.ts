import { describe, expect, it } from "vitest";
import type { LiveEvent } from "./live-events";
import { createLiveHub, readEnvelope } from "./live-hub.server";

const unread = (n: number): LiveEvent => ({ type: "unread", unreadMessages: n });

function tab() {
  const tab = { events: [] as LiveEvent[], ended: false };
  return {
    tab,
    subscriber: {
      send: (event: LiveEvent) => tab.events.push(event),
      end: () => (tab.ended = true),
    },
  };
}

describe("the live hub", () => {
  it("sends an event to every open tab of its member, and to no one else", () => {
    const hub = createLiveHub();
    const a1 = tab();
    const a2 = tab();
    const b = tab();
    hub.open("a", a1.subscriber);
    hub.open("a", a2.subscriber);
    hub.open("b", b.subscriber);
    hub.deliver({ userId: "a", event: unread(2) });
    hub.deliver({ userId: "nobody-here", event: unread(9) });
    expect(a1.tab.events).toEqual([unread(2)]);
    expect(a2.tab.events).toEqual([unread(2)]);
    expect(b.tab.events).toEqual([]);
    expect(hub.size()).toBe(3);
  });

  it("stops sending to a tab once it has gone", () => {
    const hub = createLiveHub();
    const a = tab();
    const leave = hub.open("a", a.subscriber);
    leave();
    leave();
    hub.deliver({ userId: "a", event: unread(1) });
    expect(a.tab.events).toEqual([]);
    expect(hub.size()).toBe(0);
  });

  it("ends every stream when asked, and holds none afterwards", () => {
    const hub = createLiveHub();
    const a = tab();
    const b = tab();
    hub.open("a", a.subscriber);
    hub.open("b", b.subscriber);
    hub.endAll();
    expect([a.tab.ended, b.tab.ended]).toEqual([true, true]);
    expect(hub.size()).toBe(0);
  });

  it("drops a payload that is not an envelope", () => {
    expect(readEnvelope(undefined)).toBeNull();
    expect(readEnvelope("not json")).toBeNull();
    expect(readEnvelope('{"userId":1}')).toBeNull();
    expect(readEnvelope('{"userId":"a","event":{"type":"unread","unreadMessages":1}}')).toEqual({
      userId: "a",
      event: unread(1),
    });
  });
});
