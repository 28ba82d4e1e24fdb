import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import {
  configureFairShareLimits,
  DEFAULT_FAIR_SHARE_LIMITS,
} from "~/handover/fair-share-limits.server";
import { handoverRequests, handoverRules, handovers } from "~/handover/handover.table";
import { lockListingForHandover, reserveRequest } from "~/handover/handover-queue.server";
import { createListing } from "~/listings/listing-writes.server";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { listingInput } from "./test-listings";

// Handovers for tests, made as the product makes them: a listing, an open request, and the
// queue primitive's reservation under the listing's lock.

/**
 * For a file's tests of the pickup and collection, whose few members are reserved for again and
 * again: the fair-share limits (decision 0087, tested on their own) would stop them, so they are
 * lifted for the file and restored after it.
 */
export function liftFairShareLimits(): void {
  beforeAll(() => configureFairShareLimits({ openReservations: 1_000, itemsPerWeek: 1_000 }));
  afterAll(() => configureFairShareLimits(DEFAULT_FAIR_SHARE_LIMITS));
}

/** A listing of `giver`'s, shared among `portions` requesters (a handover rule when over one). */
export async function listingToShare(
  db: Db,
  giver: Member,
  { type = "Free", portions = 1, name = "Courgettes" } = {} as {
    type?: "Free" | "Swap";
    portions?: number;
    name?: string;
  },
): Promise<string> {
  const { id } = await createListing(db, giver, listingInput({ name, type }));
  if (portions !== 1) await db.insert(handoverRules).values({ listingId: id, portions });
  return id;
}

/** `requester` asks for the listing: an open request, at the back of its queue. */
let lastRequestedAt = 0;

/**
 * A request, a millisecond at least after the one before: the embedded database's clock has
 * millisecond steps, and requests made in one would tie in the queue's order by time.
 */
export async function requestListing(
  db: Db,
  listingId: string,
  requester: Pick<CurrentUser, "id">,
): Promise<string> {
  lastRequestedAt = Math.max(Date.now(), lastRequestedAt + 1);
  const [row] = await db
    .insert(handoverRequests)
    .values({
      listingId,
      requesterId: requester.id,
      note: "Please",
      createdAt: new Date(lastRequestedAt),
    })
    .returning({ id: handoverRequests.id });
  if (!row) throw new Error("no request");
  return row.id;
}

/** Reserves one portion of the listing for the request, as its owner choosing would. */
export async function reserveFor(db: Db, listingId: string, requestId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const listing = await lockListingForHandover(tx as unknown as Db, listingId);
    if (!listing) throw new Error("no listing");
    return (await reserveRequest(tx as unknown as Db, listing, requestId)).handoverId;
  });
}

/** A listing of `giver`'s reserved for `receiver`: the handover's id, and the listing's. */
export async function reservedHandover(
  db: Db,
  giver: Member,
  receiver: CurrentUser,
  options: { type?: "Free" | "Swap"; portions?: number; name?: string } = {},
): Promise<{ handoverId: string; listingId: string }> {
  const listingId = await listingToShare(db, giver, options);
  const requestId = await requestListing(db, listingId, receiver);
  return { handoverId: await reserveFor(db, listingId, requestId), listingId };
}

export async function handoverRow(db: Db, id: string) {
  const [row] = await db.select().from(handovers).where(eq(handovers.id, id));
  if (!row) throw new Error("no handover");
  return row;
}
