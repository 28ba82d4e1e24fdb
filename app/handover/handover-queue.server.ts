import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { displayName } from "~/accounts/display-name";
import enHandovers from "~/i18n/locales/en/handovers";
import { lockListingRow } from "~/listings/listing-writes.server";
import { verifiedOrganisationIds } from "~/membership/entitlement.server";
import type { Db } from "~/server/db/database.server";
import { FairShareLimitError, fairShareBite } from "./fair-share-limits.server";
import { handoverRequests, handoverRules, handovers } from "./handover.table";

/** The listing's row, locked for a handover change, with its rule (or the defaults). */
export interface LockedListing {
  id: string;
  ownerId: string;
  name: string;
  status: string;
  portions: number;
}

/**
 * Locks the listing row `FOR UPDATE`: every change to a listing's requests and handovers takes
 * this lock first, so two reservations of the last portion are serialised and one loses.
 * Null when there is no such listing.
 */
export async function lockListingForHandover(
  tx: Db,
  listingId: string,
): Promise<LockedListing | null> {
  const row = await lockListingRow(tx, listingId);
  if (!row) return null;
  const [rule] = await tx
    .select({ portions: handoverRules.portions })
    .from(handoverRules)
    .where(eq(handoverRules.listingId, listingId));
  return { ...row, portions: rule?.portions ?? 1 };
}

/** Portions reserved or collected: what is no longer free to offer. */
export async function portionsTaken(tx: Db, listingId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(handovers)
    .where(
      and(eq(handovers.listingId, listingId), inArray(handovers.status, ["reserved", "collected"])),
    );
  return row?.n ?? 0;
}

/**
 * The listing's queue: its open requests, by the rank a draw or the owner gave them, then, when
 * the owner chose "organisations first", verified organisations, then by when they were made.
 * The one order everyone sees: the owner's list, a member's place, the next offered.
 */
export async function openQueue(
  tx: Db,
  listingId: string,
  /** The listing's rule when the caller has read it already; read here otherwise. */
  known?: { organisationsFirst: boolean },
) {
  const rows = await tx
    .select({
      id: handoverRequests.id,
      requesterId: handoverRequests.requesterId,
      note: handoverRequests.note,
      queueRank: handoverRequests.queueRank,
      createdAt: handoverRequests.createdAt,
    })
    .from(handoverRequests)
    .where(and(eq(handoverRequests.listingId, listingId), eq(handoverRequests.status, "open")))
    .orderBy(
      sql`${handoverRequests.queueRank} asc nulls last`,
      asc(handoverRequests.createdAt),
      asc(handoverRequests.id),
    );
  if (rows.length < 2) return rows;
  const [rule] = known
    ? [known]
    : await tx
        .select({ organisationsFirst: handoverRules.organisationsFirst })
        .from(handoverRules)
        .where(eq(handoverRules.listingId, listingId));
  if (!rule?.organisationsFirst) return rows;
  const organisations = await verifiedOrganisationIds(
    tx,
    rows.map((row) => row.requesterId),
  );
  // Ranked requests keep their rank (a draw already put organisations first); the sort is stable.
  const tier = (row: (typeof rows)[number]) =>
    row.queueRank !== null ? 0 : organisations.has(row.requesterId) ? 1 : 2;
  return [...rows].sort((a, b) => tier(a) - tier(b));
}

export class NoPortionLeftError extends Error {
  constructor() {
    super(enHandovers.listing.refusals.noPortionLeft);
    this.name = "NoPortionLeftError";
  }
}

export class RequestNotOpenError extends Error {
  constructor() {
    super(enHandovers.listing.refusals.requestNotOpen);
    this.name = "RequestNotOpenError";
  }
}

/**
 * Reserves one portion for an open request of a listing the caller has locked with
 * `lockListingForHandover` in this transaction: the request leaves the queue and a handover
 * begins. Who may call it (the owner choosing, the queue moving on) is the caller's rule; a
 * personal member at a fair-share limit is refused here (FairShareLimitError, its words naming
 * them), so no way of reserving passes the limits by.
 */
export async function reserveRequest(
  tx: Db,
  listing: LockedListing,
  requestId: string,
  now: Date = new Date(),
): Promise<{ handoverId: string; receiverId: string }> {
  const [request] = await tx
    .select({ requesterId: handoverRequests.requesterId, status: handoverRequests.status })
    .from(handoverRequests)
    .where(and(eq(handoverRequests.id, requestId), eq(handoverRequests.listingId, listing.id)));
  if (request?.status !== "open" || !request) throw new RequestNotOpenError();
  if ((await portionsTaken(tx, listing.id)) >= listing.portions) throw new NoPortionLeftError();
  // Reservations for one member, on any listings, take turns from here to the commit, so two at
  // once cannot both pass a fair-share limit. A lock of the transaction's own, not the member's
  // row: signing in or editing the account never waits for it. Always after the listing's lock.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`fair-share:${request.requesterId}`}, 0))`,
  );
  const bite = await fairShareBite(tx, request.requesterId, now);
  if (bite) {
    const names = await findPublicNames(tx, [request.requesterId]);
    throw new FairShareLimitError(bite, displayName(names.get(request.requesterId)?.username));
  }
  await tx
    .update(handoverRequests)
    .set({ status: "closed", updatedAt: now })
    .where(eq(handoverRequests.id, requestId));
  const [row] = await tx
    .insert(handovers)
    .values({
      listingId: listing.id,
      listingTitle: listing.name,
      requestId,
      giverId: listing.ownerId,
      receiverId: request.requesterId,
      reservedAt: now,
    })
    .returning({ id: handovers.id });
  if (!row) throw new Error("The reservation was not saved.");
  return { handoverId: row.id, receiverId: request.requesterId };
}
