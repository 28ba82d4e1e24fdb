import pg from "pg";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { committedIsHeardRolledBackIsNot, eventually } from "../../tests/factories/live-delivery";
import { setupTestDatabase } from "../../tests/test-database";
import { LIVE_CHANNEL } from "./live-events";
import { createLiveHub } from "./live-hub.server";
import { startLiveFeed } from "./live-services.server";
import { publishLive } from "./publish-live.server";

// The same on a PostgreSQL server (collected only when TEST_DATABASE_URL names one,
// vitest.config.ts), where the listener is a dedicated client that can lose its connection.

const getDatabase = setupTestDatabase();

describe("live events on PostgreSQL", () => {
  it("are heard when their transaction commits, and not when it rolls back", async () => {
    await committedIsHeardRolledBackIsNot(getDatabase());
  });

  it("reach streams again after the listening connection is killed", async () => {
    const database = getDatabase();
    if (database.kind !== "postgres") throw new Error("needs PostgreSQL");
    const hub = createLiveHub();
    const received: unknown[] = [];
    let ended = 0;
    hub.open("member-a", { send: (event) => received.push(event), end: () => (ended += 1) });
    const feed = await startLiveFeed(hub, database, pino({ level: "silent" }));
    try {
      // Another session ends the listener's backend, as a database restart would.
      const admin = new pg.Client(database.sessionConfig);
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query = $1", [
        `LISTEN ${LIVE_CHANNEL}`,
      ]);
      await admin.end();
      // Listening again, the hub ends its streams: each tab connects again for a fresh count.
      await eventually(() => ended === 1, 10_000);
      hub.open("member-a", { send: (event) => received.push(event), end: () => {} });
      await publishLive(database.db, "member-a", { type: "unread", unreadMessages: 3 });
      await eventually(() => received.length === 1);
      expect(received).toEqual([{ type: "unread", unreadMessages: 3 }]);
    } finally {
      await feed.close();
    }
  });
});
