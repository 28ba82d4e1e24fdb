import pino from "pino";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { announceChange, type ChangeNotices, startChangeNotices } from "./change-notices.server.ts";

// Two instances on one database, as two Glut processes behind a balancer: on PostgreSQL
// (TEST_DATABASE_URL) each listens on a connection of its own; on PGlite both share the handle.

const database = setupTestDatabase();
const logger = pino({ level: "silent" });

/** Resolves with how many times `notices` told its listener, once `ms` have passed. */
function heardWithin(notices: ChangeNotices, ms: number): () => Promise<number> {
  let heard = 0;
  notices.onChange(() => heard++);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return heard;
  };
}

async function waitFor(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("change notices between instances", () => {
  it("reach the other instance, and the one that announced once, at once", async () => {
    const a = await startChangeNotices(database(), logger);
    const b = await startChangeNotices(database(), logger);
    try {
      const heardByA = heardWithin(a, 500);
      const heardByB = heardWithin(b, 500);
      let heardByAAtOnce = 0;
      a.onChange(() => heardByAAtOnce++);
      a.announce();
      a.announce();
      // Before anything is sent to the database: a write's own instance forgets first.
      expect(heardByAAtOnce).toBe(2);
      expect(await heardByB()).toBe(2);
      // Its own notice, coming back through the database, is not a second change.
      expect(await heardByA()).toBe(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("reach the servers from a process that is not one (the CLI)", async () => {
    const handle = database();
    const server = await startChangeNotices(handle, logger);
    try {
      const heard = heardWithin(server, 500);
      await announceChange(handle);
      expect(await heard()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("after the listening connection is lost, listen again and count the gap as a change", async () => {
    const handle = database();
    const a = await startChangeNotices(handle, logger);
    const b = await startChangeNotices(handle, logger);
    let heardByB = 0;
    b.onChange(() => heardByB++);
    try {
      if (handle.kind === "postgres") {
        // What a restarted server or a dropped network does to the listening sessions.
        await handle.pool.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %' and datname = current_database()",
        );
        // The reconnection itself tells the listener: a notice may have been missed meanwhile.
        await waitFor(() => heardByB >= 1);
      }
      const before = heardByB;
      a.announce();
      await waitFor(() => heardByB === before + 1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
