import pino from "pino";
import { expect } from "vitest";
import type { LiveEnvelope } from "~/live/live-events";
import { readEnvelope } from "~/live/live-hub.server";
import { listenForLive } from "~/live/live-listener.server";
import { publishLive } from "~/live/publish-live.server";
import type { DatabaseHandle, Db } from "~/server/db/database.server";

/** Waits until `check` holds, for up to `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * publishLive in a committed transaction is heard; in a rolled-back one it is not. A marker sent
 * after the rollback, heard in commit order, shows the listener was listening all along.
 */
export async function committedIsHeardRolledBackIsNot(database: DatabaseHandle): Promise<void> {
  const heard: LiveEnvelope[] = [];
  const listener = await listenForLive(database, pino({ level: "silent" }), {
    heard: (payload) => {
      const envelope = readEnvelope(payload);
      if (envelope) heard.push(envelope);
    },
    resumed: () => {},
  });
  try {
    const db = database.db;
    await db
      .transaction(async (tx) => {
        await publishLive(tx as unknown as Db, "member-a", { type: "unread", unreadMessages: 1 });
        throw new Error("roll back");
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await publishLive(tx as unknown as Db, "member-b", { type: "unread", unreadMessages: 2 });
    });
    await eventually(() => heard.length > 0);
    expect(heard).toEqual([{ userId: "member-b", event: { type: "unread", unreadMessages: 2 } }]);
  } finally {
    await listener.close();
  }
}
