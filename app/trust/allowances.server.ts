import type { Db } from "~/server/db/database.server";
import { peekRateLimit, takeRateLimit } from "~/server/rate-limit/rate-limit.server";
import { type MemberForStanding, type MemberStanding, memberStanding } from "./member-standing";
import {
  ALLOWANCES,
  type CountedAction,
  LINKS_PER_TEXT,
  PHOTOS_PER_FORUM_POST,
  PHOTOS_PER_LISTING,
} from "./trust-limits";
import { allowanceRefusal, linkRefusal, photoCountRefusal } from "./trust-refusals";

// The counted limits (listings, edits, conversations, messages) and the per-item ones (links,
// photos), for the listings, messaging and forum services. Counters live in the shared
// rate-limit table, so every instance sees the same counts.

export interface TrustMember extends MemberForStanding {
  id: string;
}

function rulesFor(action: CountedAction, standing: MemberStanding) {
  return ALLOWANCES[action][standing.standing].map((rule) => ({
    rule,
    // The window is part of the key, so the hour's and the day's counts never meet; the
    // standing is not, so the count made as a newcomer still counts once established.
    key: `trust:${action}:${rule.window}`,
  }));
}

/**
 * Throws TrustLimitError if `action` would go past any of the member's limits, counting nothing:
 * asked before expensive work (reading and re-encoding photos), so a refusal is cheap.
 */
export async function checkAllowance(
  db: Db,
  member: TrustMember,
  action: CountedAction,
  now: Date = new Date(),
): Promise<void> {
  const standing = memberStanding(member, now);
  for (const { rule, key } of rulesFor(action, standing)) {
    const state = await peekRateLimit(db, `${key}:${member.id}`, rule, { now: now.getTime() });
    if (!state.allowed) throw allowanceRefusal(action, rule, standing, state.retryAt, now);
  }
}

/**
 * Counts `action` against every one of the member's limits, or throws TrustLimitError and counts
 * nothing. Call inside the write's transaction, so a refused or failed write counts nothing.
 */
export async function spendAllowance(
  db: Db,
  member: TrustMember,
  action: CountedAction,
  now: Date = new Date(),
): Promise<void> {
  await checkAllowance(db, member, action, now);
  const standing = memberStanding(member, now);
  for (const { rule, key } of rulesFor(action, standing)) {
    const state = await takeRateLimit(db, `${key}:${member.id}`, rule, { now: now.getTime() });
    // Only a simultaneous request can get here; the transaction rolls this count back.
    if (!state.allowed) throw allowanceRefusal(action, rule, standing, state.retryAt, now);
  }
}

// A scheme's "//" or a "www." at a word's start: what a reader could follow. Markdown links
// and autolinks both contain one.
const LINK = /\bhttps?:\/\/|(?<![\w.-])www\./gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** Throws TrustLimitError when a newcomer's message or post holds more links than allowed. */
export function checkLinks(
  member: MemberForStanding,
  texts: readonly (string | null | undefined)[],
  where: "message" | "post",
  now: Date = new Date(),
): void {
  const standing = memberStanding(member, now);
  const max = LINKS_PER_TEXT[standing.standing];
  if (max === null) return;
  const links = texts.reduce((sum, text) => sum + (text ? countLinks(text) : 0), 0);
  if (links > max) throw linkRefusal(max, where, standing);
}

/** How many photos the member may put on a listing or a forum post. */
export function photoAllowance(
  member: MemberForStanding,
  where: "listing" | "post",
  now: Date = new Date(),
): number {
  const { standing } = memberStanding(member, now);
  return (where === "listing" ? PHOTOS_PER_LISTING : PHOTOS_PER_FORUM_POST)[standing];
}

/**
 * Throws TrustLimitError when a newcomer's listing or post would carry more photos than a
 * newcomer may add. Past the established limit, the domain's own refusal (its words, from the
 * specification) applies, so it is not repeated here.
 */
export function checkPhotoCount(
  member: MemberForStanding,
  count: number,
  where: "listing" | "post",
  now: Date = new Date(),
): void {
  const standing = memberStanding(member, now);
  const max = photoAllowance(member, where, now);
  if (standing.standing === "newcomer" && count > max) {
    throw photoCountRefusal(max, where, standing);
  }
}
