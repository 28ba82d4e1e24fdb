import { and, eq, inArray, sql } from "drizzle-orm";
import { englishFrom } from "~/i18n/english";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import { verifiedOrganisationIds } from "~/membership/entitlement.server";
import type { Db } from "~/server/db/database.server";
import { handovers } from "./handover.table";

// Fair-share limits (issue 35 item 7, decision 0087): one personal member holds a few items at a
// time and receives a few a week, so a quick or persistent member cannot take everything a street
// shares. Verified organisations (food banks, groups) collect for many people and are exempt.

export interface FairShareLimits {
  /** Reservations a personal member may hold at once (not yet collected). */
  openReservations: number;
  /** Items a personal member may be given in any 7 days, held or collected. */
  itemsPerWeek: number;
}

export const DEFAULT_FAIR_SHARE_LIMITS: FairShareLimits = { openReservations: 3, itemsPerWeek: 5 };

let configured: FairShareLimits = DEFAULT_FAIR_SHARE_LIMITS;

/** Set once at boot by the composition from FAIR_SHARE_OPEN_RESERVATIONS and _ITEMS_PER_WEEK. */
export function configureFairShareLimits(limits: FairShareLimits): void {
  configured = limits;
}

export function fairShareLimits(): FairShareLimits {
  return configured;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Which limit a member has reached, with its number; null when they may be given more. */
export type FairShareBite =
  | { kind: "open-reservations"; limit: number }
  | { kind: "items-per-week"; limit: number };

export async function fairShareBite(
  db: Db,
  memberId: string,
  now: Date = new Date(),
  limits: FairShareLimits = configured,
): Promise<FairShareBite | null> {
  if ((await verifiedOrganisationIds(db, [memberId])).has(memberId)) return null;
  // Both limits from one read of the member's handovers (the receiver index serves it).
  const [row] = await db
    .select({
      holding: sql<number>`count(*) filter (where ${handovers.status} = 'reserved')::int`,
      thisWeek: sql<number>`count(*) filter (where ${handovers.reservedAt} >= ${new Date(
        now.getTime() - WEEK_MS,
      ).toISOString()})::int`,
    })
    .from(handovers)
    .where(
      and(eq(handovers.receiverId, memberId), inArray(handovers.status, ["reserved", "collected"])),
    );
  if ((row?.holding ?? 0) >= limits.openReservations) {
    return { kind: "open-reservations", limit: limits.openReservations };
  }
  if ((row?.thisWeek ?? 0) >= limits.itemsPerWeek)
    return { kind: "items-per-week", limit: limits.itemsPerWeek };
  return null;
}

const english = englishFrom(enHandovers);

/**
 * The limit in plain words, to the owner choosing (`name`) or to the member themselves, in the
 * words of `t` (the `handovers` catalogue; English when not given).
 */
export function fairShareExplanation(
  bite: FairShareBite,
  name: string | null,
  t: Translate = english,
): string {
  const who = name === null ? "you" : "they";
  const what = bite.kind === "open-reservations" ? "Hold" : "Got";
  return t(`listing.fairShare.${who}${what}`, { count: bite.limit, name: name ?? "" });
}

/** A reservation refused by a fair-share limit, its words for the owner who tried. */
export class FairShareLimitError extends Error {
  readonly status = 409;
  readonly bite: FairShareBite;
  /** Who was refused, so a page can word it in its language. */
  readonly memberName: string;
  constructor(bite: FairShareBite, memberName: string) {
    super(fairShareExplanation(bite, memberName));
    this.bite = bite;
    this.memberName = memberName;
    this.name = "FairShareLimitError";
  }
}
