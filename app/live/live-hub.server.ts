import type { LiveEnvelope, LiveEvent } from "./live-events";

/** One open stream (a signed-in tab): what the hub may do with it. */
export interface LiveSubscriber {
  send(event: LiveEvent): void;
  /** Ends the stream: the tab's EventSource connects again, to this or another instance. */
  end(): void;
}

/**
 * This instance's open streams, by member: routes each event heard on the live channel to the
 * tabs of the member it is for, and to no one else. Knows nothing of the database (the listener,
 * live-listener.server.ts, feeds it) or of HTTP (live-stream.server.ts writes the events out).
 */
export interface LiveHub {
  /** Adds a member's stream; returns what removes it again. */
  open(userId: string, subscriber: LiveSubscriber): () => void;
  deliver(envelope: LiveEnvelope): void;
  /** Ends every open stream: on shutdown, and when events may have been missed. */
  endAll(): void;
  /** How many streams are open on this instance. */
  size(): number;
}

export function createLiveHub(): LiveHub {
  const byUser = new Map<string, Set<LiveSubscriber>>();
  let open = 0;
  const remove = (userId: string, subscriber: LiveSubscriber) => {
    const streams = byUser.get(userId);
    if (!streams?.delete(subscriber)) return;
    open -= 1;
    if (streams.size === 0) byUser.delete(userId);
  };
  return {
    open(userId, subscriber) {
      let streams = byUser.get(userId);
      if (!streams) {
        streams = new Set();
        byUser.set(userId, streams);
      }
      streams.add(subscriber);
      open += 1;
      return () => remove(userId, subscriber);
    },
    deliver({ userId, event }) {
      const streams = byUser.get(userId);
      if (!streams) return;
      for (const subscriber of streams) subscriber.send(event);
    },
    endAll() {
      const all = [...byUser.entries()];
      byUser.clear();
      open = 0;
      for (const [, streams] of all) for (const subscriber of streams) subscriber.end();
    },
    size: () => open,
  };
}

/** An envelope heard on the channel, checked: a malformed payload is dropped, never thrown. */
export function readEnvelope(payload: string | undefined): LiveEnvelope | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<LiveEnvelope>;
    if (typeof value.userId !== "string" || typeof value.event?.type !== "string") return null;
    return value as LiveEnvelope;
  } catch {
    return null;
  }
}
