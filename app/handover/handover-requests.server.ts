import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { displayName } from "~/accounts/display-name";
import { englishFrom } from "~/i18n/english";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import { findListingFacts } from "~/listings/listing-facts.server";
import type { Member } from "~/membership/member-gate.server";
import { isUuid } from "~/messaging/conversation-access.server";
import { contactLister, type SentMessage } from "~/messaging/message-sending.server";
import type { Db } from "~/server/db/database.server";
import { drawOrder } from "./fair-draw";
import { type FairShareBite, fairShareBite } from "./fair-share-limits.server";
import { handoverRequests, handoverRules } from "./handover.table";
import { HandoverError } from "./handover-errors";
import { publishHandoverLive } from "./handover-live.server";
import {
  type LockedListing,
  lockListingForHandover,
  openQueue,
  portionsTaken,
  reserveRequest,
} from "./handover-queue.server";
import { ukDateTimeLabel } from "./handover-rule-text";
import { choosingIsOpen, readHandoverRule } from "./handover-rules.server";
import { memberRecords } from "./member-record.server";

// Requests and the owner's choice among them (issue 35 items 1–3, decision 0087): a member asks
// for a listing (which opens or continues the conversation with its owner), may withdraw; the
// owner reserves for one requester, or under the fair rule lets Glut draw. Every change takes the
// listing's lock first (lockListingForHandover), so a request, a withdrawal and a reservation of
// the same listing never interleave.

const refusals = enHandovers.listing.refusals;
const englishHandovers = englishFrom(enHandovers);

/** The services' refusals in English; the listing page words them in its language (decision 0098). */
export const handoverMessages = {
  notFound: refusals.notFound,
  requestNotFound: refusals.requestNotFound,
  ownListing: refusals.ownListing,
  demoListing: refusals.demoListing,
  alreadyRequested: refusals.alreadyRequested,
  notYourRequest: refusals.notYourRequest,
  alreadyAnswered: refusals.alreadyAnswered,
  notOwner: refusals.notOwner,
  notActive: refusals.notActive,
  notFair: refusals.notFair,
  alreadyDrawn: refusals.alreadyDrawn,
  nobodyAsked: refusals.nobodyAsked,
  notOpenYet: (when: string) => refusals.notOpenYet.replace("{{date}}", when),
};

/** Choosing before the fair window closes: `opensAt` lets a page say when in its language. */
export class ChoosingNotOpenError extends HandoverError {
  readonly opensAt: Date;
  constructor(opensAt: Date) {
    super(handoverMessages.notOpenYet(ukDateTimeLabel(opensAt)), 409);
    this.opensAt = opensAt;
  }
}

/** A refusal of the handover services; `status` is what a route answers with. */

/**
 * The line that goes into the conversation when the requester wrote no note: their words, so in
 * the language they were using when they asked (`t`, the request's translator; English by
 * default). Stored as written, like a note they typed.
 */
export function requestLine(listingName: string, t: Translate = englishHandovers): string {
  return t("listing.requestLine", { name: listingName });
}

export interface MadeRequest {
  requestId: string;
  listingId: string;
  listingName: string;
  ownerId: string;
  requesterId: string;
  note: string | null;
  /** The message the request put in the conversation (to tell the owner about). */
  message: SentMessage;
}

/**
 * A member asks for a listing, with an optional note. It opens or continues their conversation
 * with the owner (the Contact dialog's service, with its checks: a confirmed email, not blocked,
 * the trust limits), and joins the listing's queue. A request stays possible while every portion
 * is reserved: the requester is queued for one that comes free.
 */
export async function requestListing(
  db: Db,
  member: Member,
  listingId: string,
  note: string | undefined,
  /** The asker's translator (`handovers`), for the line put in when they wrote no note. */
  words?: Translate,
): Promise<MadeRequest> {
  if (!isUuid(listingId)) throw new HandoverError(handoverMessages.notFound, 404);
  const facts = await findListingFacts(db, listingId);
  if (!facts || (facts.hiddenAt && facts.userId !== member.id)) {
    throw new HandoverError(handoverMessages.notFound, 404);
  }
  if (facts.userId === member.id) throw new HandoverError(handoverMessages.ownListing, 403);
  if (facts.isDemo) throw new HandoverError(handoverMessages.demoListing, 409);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const listing = await lockListingForHandover(t, listingId);
    if (!listing) throw new HandoverError(handoverMessages.notFound, 404);
    const [open] = await t
      .select({ id: handoverRequests.id })
      .from(handoverRequests)
      .where(
        and(
          eq(handoverRequests.listingId, listingId),
          eq(handoverRequests.requesterId, member.id),
          eq(handoverRequests.status, "open"),
        ),
      );
    if (open) throw new HandoverError(handoverMessages.alreadyRequested, 409);
    const message = await contactLister(t, member, listingId, {
      message: note ?? requestLine(listing.name, words),
    });
    const [row] = await t
      .insert(handoverRequests)
      .values({
        listingId,
        requesterId: member.id,
        conversationId: message.conversationId,
        note: note ?? null,
      })
      .returning({ id: handoverRequests.id });
    if (!row) throw new Error("The request was not saved.");
    await publishHandoverLive(t, listing.ownerId, "requested", { listingId });
    return {
      requestId: row.id,
      listingId,
      listingName: listing.name,
      ownerId: listing.ownerId,
      requesterId: member.id,
      note: note ?? null,
      message,
    };
  });
}

/** The requester takes their open request back; it leaves the queue. Theirs alone (403). */
export async function withdrawRequest(
  db: Db,
  user: Pick<CurrentUser, "id">,
  requestId: string,
  now: Date = new Date(),
): Promise<{ listingId: string }> {
  if (!isUuid(requestId)) throw new HandoverError(handoverMessages.requestNotFound, 404);
  const [found] = await db
    .select({ listingId: handoverRequests.listingId })
    .from(handoverRequests)
    .where(eq(handoverRequests.id, requestId));
  if (!found) throw new HandoverError(handoverMessages.requestNotFound, 404);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const listing = await lockListingForHandover(t, found.listingId);
    const [request] = await t
      .select({ requesterId: handoverRequests.requesterId, status: handoverRequests.status })
      .from(handoverRequests)
      .where(eq(handoverRequests.id, requestId));
    if (!request) throw new HandoverError(handoverMessages.requestNotFound, 404);
    if (request.requesterId !== user.id) {
      throw new HandoverError(handoverMessages.notYourRequest, 403);
    }
    if (request.status !== "open") {
      throw new HandoverError(handoverMessages.alreadyAnswered, 409);
    }
    await t
      .update(handoverRequests)
      .set({ status: "withdrawn", updatedAt: now })
      .where(eq(handoverRequests.id, requestId));
    await publishHandoverLive(t, listing?.ownerId ?? null, "withdrawn", {
      listingId: found.listingId,
    });
    return { listingId: found.listingId };
  });
}

/** The owner's lock on their listing, with its rule: 404, 403 and "not active" refusals. */
async function lockAsOwner(tx: Db, user: Pick<CurrentUser, "id">, listingId: string) {
  if (!isUuid(listingId)) throw new HandoverError(handoverMessages.notFound, 404);
  const listing = await lockListingForHandover(tx, listingId);
  if (!listing) throw new HandoverError(handoverMessages.notFound, 404);
  if (listing.ownerId !== user.id) throw new HandoverError(handoverMessages.notOwner, 403);
  if (listing.status !== "active") throw new HandoverError(handoverMessages.notActive, 409);
  const rule = await readHandoverRule(tx, listingId);
  return { listing, rule };
}

function refuseUntilOpen(rule: Awaited<ReturnType<typeof readHandoverRule>>, now: Date) {
  if (!choosingIsOpen(rule, now) && rule.choosingOpensAt) {
    throw new ChoosingNotOpenError(rule.choosingOpensAt);
  }
}

export interface Reservation {
  handoverId: string;
  receiverId: string;
  listingId: string;
  listingName: string;
  ownerId: string;
  /** True when this took the last portion: the others still queued are told. */
  allTaken: boolean;
}

async function reserveAndReport(
  tx: Db,
  listing: LockedListing,
  requestId: string,
  now: Date,
): Promise<Reservation> {
  const { handoverId, receiverId } = await reserveRequest(tx, listing, requestId, now);
  await publishHandoverLive(tx, receiverId, "reserved", { handoverId, listingId: listing.id });
  return {
    handoverId,
    receiverId,
    listingId: listing.id,
    listingName: listing.name,
    ownerId: listing.ownerId,
    allTaken: (await portionsTaken(tx, listing.id)) >= listing.portions,
  };
}

/**
 * The owner reserves one portion for one requester: under first come at any time, under fair
 * once choosing opens. The fair-share limits are checked by reserveRequest.
 */
export async function reserveForRequester(
  db: Db,
  user: Pick<CurrentUser, "id">,
  listingId: string,
  requestId: string,
  now: Date = new Date(),
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { listing, rule } = await lockAsOwner(t, user, listingId);
    refuseUntilOpen(rule, now);
    return reserveAndReport(t, listing, requestId, now);
  });
}

export interface Draw {
  seed: string;
  /** Request ids in the drawn order. */
  order: string[];
  /** The reservation the draw made, when a portion was free and someone within the limits. */
  reservation: Reservation | null;
  /** Those drawn ahead of the reservation whom a fair-share limit passed over, in order. */
  passedOver: Array<{ name: string; bite: FairShareBite }>;
}

/** A new draw's seed: 128 random bits, kept so the order can be recomputed. */
export function newDrawSeed(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Under the fair rule, once choosing opens, the owner lets Glut draw: every open request gets a
 * queue rank from a seeded weighted draw (fewer items received in the last 30 days, more likely
 * first; verified organisations first when the owner chose so), the seed is stored, and the top
 * requester within the fair-share limits is given a free portion. Once per listing.
 */
export async function drawForListing(
  db: Db,
  user: Pick<CurrentUser, "id">,
  listingId: string,
  now: Date = new Date(),
  seed: string = newDrawSeed(),
): Promise<Draw> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { listing, rule } = await lockAsOwner(t, user, listingId);
    if (rule.rule !== "fair") throw new HandoverError(handoverMessages.notFair, 409);
    refuseUntilOpen(rule, now);
    if (rule.drawnAt) throw new HandoverError(handoverMessages.alreadyDrawn, 409);
    const queue = await openQueue(t, listingId);
    if (queue.length === 0) throw new HandoverError(handoverMessages.nobodyAsked, 409);
    const records = await memberRecords(
      t,
      queue.map((request) => request.requesterId),
      now,
    );
    const order = drawOrder(
      queue.map((request) => ({
        requestId: request.id,
        receivedLast30Days: records.get(request.requesterId)?.receivedLast30Days ?? 0,
        organisation: records.get(request.requesterId)?.verifiedOrganisation ?? false,
      })),
      seed,
      rule.organisationsFirst,
    );
    for (const [index, requestId] of order.entries()) {
      await t
        .update(handoverRequests)
        .set({ queueRank: index + 1, updatedAt: now })
        .where(eq(handoverRequests.id, requestId));
    }
    await t
      .update(handoverRules)
      .set({ drawSeed: seed, drawnAt: now })
      .where(eq(handoverRules.listingId, listingId));

    const passedOver: Draw["passedOver"] = [];
    let reservation: Reservation | null = null;
    if ((await portionsTaken(t, listingId)) < listing.portions) {
      const requesterOf = new Map(queue.map((request) => [request.id, request.requesterId]));
      for (const requestId of order) {
        const requesterId = requesterOf.get(requestId) ?? "";
        const bite = await fairShareBite(t, requesterId, now);
        if (bite) {
          const names = await findPublicNames(t, [requesterId]);
          passedOver.push({ name: displayName(names.get(requesterId)?.username), bite });
          continue;
        }
        reservation = await reserveAndReport(t, listing, requestId, now);
        break;
      }
    }
    return { seed, order, reservation, passedOver };
  });
}
