import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { LIVE_CHANNEL, type LiveEnvelope, type LiveEvent } from "./live-events";

/**
 * Publishes an event to one member's open tabs on every instance, through PostgreSQL's
 * NOTIFY (PGlite's on the embedded default). Called with the transaction that makes the change,
 * the notice is delivered only if and when it commits, so a tab never hears of a change that was
 * rolled back.
 */
export async function publishLive(db: Db, userId: string, event: LiveEvent): Promise<void> {
  const envelope: LiveEnvelope = { userId, event };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelope)})`);
}
