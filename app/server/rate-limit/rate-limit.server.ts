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
  return (await takeRateLimit(db, key, rule, { now })).allowed;
}

export interface AttemptCount {
  allowed: boolean;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/** consumeRateLimit, also saying how long until the window ends ("try again in 12 minutes"). */
export async function countAttempt(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<AttemptCount> {
  const { allowed, retryAt } = await takeRateLimit(db, key, rule, { now });
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now) / 1000)) };
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

/** An allowance after an attempt (or, peeked, before one). */
export interface RateLimitState {
  allowed: boolean;
  /** When the current window ends, so the count starts again: "try again at …". */
  retryAt: Date;
}

/**
 * As consumeRateLimit, but counts `amount` (a budget of work, such as megapixels, rather than
 * one attempt) and says when the window ends. The amount is counted even when it goes past the
 * limit, so peek first where a refusal should cost nothing.
 */
export async function takeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  { amount = 1, now = Date.now() }: { amount?: number; now?: number } = {},
): Promise<RateLimitState> {
  const windowStart = now - rule.window * 1000;
  const result = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: `glut:${key}`, count: amount, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${amount} else ${rateLimits.count} + ${amount} end`,
        // The window's start: kept while the window runs, so the window is fixed.
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  const row = result[0] ?? { count: amount, lastRequest: now };
  return {
    allowed: row.count <= rule.max,
    retryAt: new Date(row.lastRequest + rule.window * 1000),
  };
}

/** Whether `amount` more would be allowed now, counting nothing. */
export async function peekRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  { amount = 1, now = Date.now() }: { amount?: number; now?: number } = {},
): Promise<RateLimitState> {
  const [row] = await db
    .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, `glut:${key}`));
  const windowStart = now - rule.window * 1000;
  if (!row || row.lastRequest < windowStart) {
    return { allowed: amount <= rule.max, retryAt: new Date(now + rule.window * 1000) };
  }
  return {
    allowed: row.count + amount <= rule.max,
    retryAt: new Date(row.lastRequest + rule.window * 1000),
  };
}

/**
 * How long a counter is kept after its window began. No window is longer (better-auth's are an
 * hour at most; the trust limits' longest is a day, decision 0071), so deleting older counters
 * never resets a running limit; short, because the keys hold IP addresses and account ids.
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
