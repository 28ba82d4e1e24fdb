import { randomUUID } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { rateLimits } from "./rate-limits.table";

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Counts one attempt for a key in a fixed window, in the same table (and so across every
 * instance) as better-auth's own limits; our keys carry a "glut:" prefix so they never meet its
 * keys. One statement, so two simultaneous attempts cannot both slip under the limit.
 * Returns true when the attempt is allowed.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = now - rule.window * 1000;
  const result = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: `glut:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (result[0]?.count ?? 1) <= rule.max;
}

/**
 * How long a counter is kept after its last attempt. Longer than any window (ours and
 * better-auth's are an hour at most), so deleting older counters never resets a running limit;
 * short, because the keys hold IP addresses.
 */
export const RATE_LIMIT_RECORD_HOURS = 24;

/** Deletes counters whose last attempt is older than RATE_LIMIT_RECORD_HOURS. */
export async function deleteStaleRateLimits(db: Db, now: Date): Promise<number> {
  const before = now.getTime() - RATE_LIMIT_RECORD_HOURS * 60 * 60 * 1000;
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, before))
    .returning({ id: rateLimits.id });
  return deleted.length;
}
