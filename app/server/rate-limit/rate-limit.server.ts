import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
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
  return (await countAttempt(db, key, rule, now)).allowed;
}

export interface AttemptCount {
  allowed: boolean;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/** consumeRateLimit, also saying when the window ends (for "try again in 12 minutes"). */
export async function countAttempt(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<AttemptCount> {
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
    .returning({ count: rateLimits.count, started: rateLimits.lastRequest });
  const count = result[0]?.count ?? 1;
  const started = result[0]?.started ?? now;
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)),
  };
}

/**
 * Takes back one counted attempt (one that turned out not to be what the limit is about, such as
 * a sign-in with the right password); the window is left as it was.
 */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, `glut:${key}`));
}

/** Forgets a key's count altogether. */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `glut:${key}`));
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
