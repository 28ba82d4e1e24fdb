import { and, eq, inArray, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { displayName } from "~/accounts/display-name";
import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import type { Db } from "~/server/db/database.server";
import { fairShareBite, fairShareExplanation } from "./fair-share-limits.server";
import { handoverRules, handovers } from "./handover.table";
import { openQueue, portionsTaken } from "./handover-queue.server";
import { ukDateTimeLabel } from "./handover-rule-text";
import { choosingIsOpen, readHandoverRule } from "./handover-rules.server";
import { memberRecords } from "./member-record.server";

// What the listing page shows of the handover (decision 0087): the rule and when choosing opens,
// "Reserved" once every portion is taken, the viewer's own request or reservation, and to the
// owner the queue with each requester's standing.

export interface RequesterStanding {
  requestId: string;
  memberId: string;
  name: string;
  note: string | null;
  /** 1 for the head of the queue. */
  position: number;
  received: number;
  receivedLast30Days: number;
  noShows: number;
  averageRating: number | null;
  verifiedOrganisation: boolean;
}

export interface ListingHandoverView {
  rule: {
    kind: "first_come" | "fair";
    name: string;
    windowHours: number | null;
    /** "2 December 2026 at 14:30", UK time; null under first come. */
    choosingOpensAt: string | null;
    choosingOpen: boolean;
    organisationsFirst: boolean;
    portions: number;
    portionsLeft: number;
    drawn: boolean;
  };
  /** Every portion reserved or collected: others see "Reserved". */
  reserved: boolean;
  viewer:
    | {
        role: "owner";
        requesters: RequesterStanding[];
        reservations: Array<{ handoverId: string; name: string; status: string }>;
        canDraw: boolean;
      }
    | {
        role: "member";
        /** Their open request and its place in the queue. */
        request: { id: string; position: number } | null;
        /** Their reservation of it, to link to its page. */
        handoverId: string | null;
        /** A fair-share limit they have reached, in plain words. */
        limit: string | null;
      };
}

export async function listingHandoverView(
  db: Db,
  listing: { id: string; userId: string },
  viewerId: string,
  now: Date = new Date(),
  /** The page's language and its `handovers` translator: the rule's name, dates and limits. */
  words: { lng: Language; t: Translate } = { lng: "en", t: englishFrom(enHandovers) },
): Promise<ListingHandoverView> {
  const { lng, t } = words;
  const [rule, taken] = await Promise.all([
    readHandoverRule(db, listing.id),
    portionsTaken(db, listing.id),
  ]);
  const queue = await openQueue(db, listing.id, rule);
  const summary = {
    kind: rule.rule,
    name: t(`rules.${rule.rule}.name`),
    windowHours: rule.windowHours,
    choosingOpensAt: rule.choosingOpensAt ? ukDateTimeLabel(rule.choosingOpensAt, lng) : null,
    choosingOpen: choosingIsOpen(rule, now),
    organisationsFirst: rule.organisationsFirst,
    portions: rule.portions,
    portionsLeft: Math.max(0, rule.portions - taken),
    drawn: rule.drawnAt !== null,
  };
  const reserved = taken >= rule.portions;

  if (listing.userId !== viewerId) {
    const index = queue.findIndex((request) => request.requesterId === viewerId);
    // Read side by side: a member who holds it is told nothing of limits, so the limit read is
    // only wasted for the few who do.
    const [[held], limit] = await Promise.all([
      db
        .select({ id: handovers.id })
        .from(handovers)
        .where(
          and(
            eq(handovers.listingId, listing.id),
            eq(handovers.receiverId, viewerId),
            inArray(handovers.status, ["reserved", "collected"]),
          ),
        ),
      fairShareBite(db, viewerId, now),
    ]);
    const bite = held ? null : limit;
    const request = queue[index];
    return {
      rule: summary,
      reserved,
      viewer: {
        role: "member",
        request: request ? { id: request.id, position: index + 1 } : null,
        handoverId: held?.id ?? null,
        limit: bite ? fairShareExplanation(bite, null, t) : null,
      },
    };
  }

  const records = await memberRecords(
    db,
    queue.map((request) => request.requesterId),
    now,
  );
  const live = await db
    .select({ id: handovers.id, receiverId: handovers.receiverId, status: handovers.status })
    .from(handovers)
    .where(
      and(
        eq(handovers.listingId, listing.id),
        inArray(handovers.status, ["reserved", "collected"]),
      ),
    );
  const names = await findPublicNames(db, [
    ...queue.map((request) => request.requesterId),
    ...live.map((row) => row.receiverId),
  ]);
  const nameOf = (id: string | null) => displayName(id ? names.get(id)?.username : null);
  return {
    rule: summary,
    reserved,
    viewer: {
      role: "owner",
      requesters: queue.map((request, index) => {
        const record = records.get(request.requesterId);
        return {
          requestId: request.id,
          memberId: request.requesterId,
          name: nameOf(request.requesterId),
          note: request.note,
          position: index + 1,
          received: record?.received ?? 0,
          receivedLast30Days: record?.receivedLast30Days ?? 0,
          noShows: record?.noShows ?? 0,
          averageRating: record?.averageRating ?? null,
          verifiedOrganisation: record?.verifiedOrganisation ?? false,
        };
      }),
      reservations: live.map((row) => ({
        handoverId: row.id,
        name: nameOf(row.receiverId),
        status: row.status,
      })),
      canDraw:
        rule.rule === "fair" &&
        summary.choosingOpen &&
        rule.drawnAt === null &&
        queue.length > 0 &&
        !reserved,
    },
  };
}

/**
 * Of `listingIds`, those with every portion reserved or collected: the cards of /listings say
 * "Reserved". Two queries for a whole page of cards.
 */
export async function fullyReservedListingIds(
  db: Db,
  listingIds: readonly string[],
): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const ids = [...listingIds];
  const taken = await db
    .select({ listingId: handovers.listingId, n: sql<number>`count(*)::int` })
    .from(handovers)
    .where(
      and(inArray(handovers.listingId, ids), inArray(handovers.status, ["reserved", "collected"])),
    )
    .groupBy(handovers.listingId);
  if (taken.length === 0) return new Set();
  const portions = new Map(
    (
      await db
        .select({ listingId: handoverRules.listingId, portions: handoverRules.portions })
        .from(handoverRules)
        .where(inArray(handoverRules.listingId, ids))
    ).map((row) => [row.listingId, row.portions]),
  );
  return new Set(
    taken
      .filter((row) => row.listingId && row.n >= (portions.get(row.listingId) ?? 1))
      .map((row) => row.listingId as string),
  );
}
