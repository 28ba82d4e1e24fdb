import { eq } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import { ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import { FairShareLimitError } from "./fair-share-limits.server";
import { handovers } from "./handover.table";
import { lockOwnHandover, otherSideId } from "./handover-access.server";
import { HandoverConflictError, HandoverForbiddenError, handoverRefusals } from "./handover-errors";
import { publishHandoverLive } from "./handover-live.server";
import type { HandoverNotice } from "./handover-notices";
import { storedPickup } from "./handover-pickup.server";
import {
  type LockedListing,
  NoPortionLeftError,
  openQueue,
  RequestNotOpenError,
  reserveRequest,
} from "./handover-queue.server";
import {
  type CancelInput,
  cancelReasonsFor,
  cancelReasonText,
  cancelSchema,
} from "./handover-schema";
import { pickupHasBegun, ukTimeNow } from "./pickup-time";

// Cancelling a reservation: either side, with a reason; the giver may record that the receiver
// did not come (a fact owners see when choosing later). The portion is then offered to the next
// in the listing's queue, in the same transaction, or is simply free again.

/**
 * `user` cancels a reserved handover of theirs. "They did not come" is the giver's alone, and
 * only once the agreed pickup has begun. Returns the emails to send: the other side, and the
 * member next in the queue when the item was offered to them.
 */
export async function cancelHandover(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  input: CancelInput,
  now: Date = new Date(),
): Promise<{ notices: HandoverNotice[]; offeredHandoverId: string | null }> {
  const checked = cancelSchema.parse(input);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { row, side, listing } = await lockOwnHandover(t, user, handoverId);
    if (row.status !== "reserved") throw new HandoverConflictError(handoverRefusals.notReserved);
    if (checked.reason === "no-show" && side !== "giver") {
      throw new HandoverForbiddenError(handoverRefusals.noShowGiverOnly);
    }
    if (!cancelReasonsFor[side].includes(checked.reason)) {
      throw new HandoverConflictError(handoverRefusals.reasonNotYours);
    }
    if (checked.reason === "no-show") {
      const pickup = row.pickupAgreedAt ? storedPickup(row) : null;
      if (!pickup || !pickupHasBegun(pickup, ukToday(now), ukTimeNow(now))) {
        throw new HandoverConflictError(handoverRefusals.noShowTooEarly);
      }
    }
    await tx
      .update(handovers)
      .set({
        status: "cancelled",
        cancelledBy: user.id,
        cancelledAt: now,
        cancelReason: cancelReasonText(checked),
        noShow: checked.reason === "no-show",
      })
      .where(eq(handovers.id, row.id));
    const notices: HandoverNotice[] = [];
    const toId = otherSideId(row, side);
    await publishHandoverLive(t, toId, "cancelled", {
      handoverId: row.id,
      listingId: row.listingId,
    });
    if (toId) {
      notices.push({
        kind: "cancelled",
        handoverId: row.id,
        toId,
        fromId: user.id,
        reason: cancelReasonText(checked),
      });
    }
    const offered = listing ? await offerToNextInQueue(t, listing, now) : null;
    if (offered && listing) {
      await publishHandoverLive(t, offered.receiverId, "offered", {
        handoverId: offered.handoverId,
        listingId: listing.id,
      });
      notices.push({
        kind: "offered",
        handoverId: offered.handoverId,
        toId: offered.receiverId,
        fromId: listing.ownerId,
      });
    }
    return { notices, offeredHandoverId: offered?.handoverId ?? null };
  });
}

/**
 * The first in the listing's queue who may take it is given the portion just freed, while the
 * listing is still offered; one held back by a fair-share limit stays queued for later. With
 * nobody who may take it (or nothing left) nothing happens. The caller locked the listing in
 * this transaction.
 */
export async function offerToNextInQueue(
  tx: Db,
  listing: LockedListing,
  now: Date,
): Promise<{ handoverId: string; receiverId: string } | null> {
  if (listing.status !== "active") return null;
  for (const next of await openQueue(tx, listing.id)) {
    try {
      return await reserveRequest(tx, listing, next.id, now);
    } catch (error) {
      if (error instanceof FairShareLimitError) continue;
      if (error instanceof NoPortionLeftError || error instanceof RequestNotOpenError) return null;
      throw error;
    }
  }
  return null;
}
