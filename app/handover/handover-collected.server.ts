import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import { markListingHandedOver } from "~/listings/listing-handed-over.server";
import type { Db } from "~/server/db/database.server";
import { handovers } from "./handover.table";
import { type HandoverRow, lockOwnHandover, otherSideId } from "./handover-access.server";
import { HandoverConflictError, handoverRefusals } from "./handover-errors";
import { publishHandoverLive } from "./handover-live.server";
import type { HandoverNotice } from "./handover-notices";
import { type LockedListing, lockListingForHandover } from "./handover-queue.server";

// Collection: one side marks the item collected, the other confirms, or the mark confirms itself
// after 48 hours. When every portion of the listing has been collected, the listing becomes
// swapped (Swap) or completed (Free) through the listings domain's own service.

/** How long a mark waits for the other side before it confirms itself. */
export const CONFIRMS_ITSELF_AFTER_MS = 48 * 60 * 60 * 1000;

/** When a mark made at `markedAt` confirms itself. */
export function confirmsItselfAt(markedAt: Date): Date {
  return new Date(markedAt.getTime() + CONFIRMS_ITSELF_AFTER_MS);
}

/**
 * `user` marks a reserved handover of theirs collected. When the other side had already marked
 * it, this is their confirmation. Refused when `user` has marked it already.
 */
export async function markCollected(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  now: Date = new Date(),
): Promise<HandoverNotice[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { row, side, listing } = await lockOwnHandover(t, user, handoverId);
    if (row.status !== "reserved") throw new HandoverConflictError(handoverRefusals.notReserved);
    if (row.collectedMarkedAt) {
      if (row.collectedMarkedBy === user.id) {
        throw new HandoverConflictError(handoverRefusals.alreadyMarked);
      }
      await completeCollection(t, row, listing, now);
      await publishHandoverLive(t, row.collectedMarkedBy, "collected", {
        handoverId: row.id,
        listingId: row.listingId,
      });
      return [];
    }
    await tx
      .update(handovers)
      .set({ collectedMarkedBy: user.id, collectedMarkedAt: now })
      .where(eq(handovers.id, row.id));
    const toId = otherSideId(row, side);
    await publishHandoverLive(t, toId, "collectedMarked", {
      handoverId: row.id,
      listingId: row.listingId,
    });
    if (!toId) return [];
    return [
      {
        kind: "collected-marked",
        handoverId: row.id,
        toId,
        fromId: user.id,
        confirmsOn: confirmsItselfAt(now),
      },
    ];
  });
}

/** The other side confirms the mark: the handover is collected. */
export async function confirmCollected(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { row, listing } = await lockOwnHandover(t, user, handoverId);
    if (row.status !== "reserved") throw new HandoverConflictError(handoverRefusals.notReserved);
    if (!row.collectedMarkedAt) throw new HandoverConflictError(handoverRefusals.notMarked);
    if (row.collectedMarkedBy === user.id) {
      throw new HandoverConflictError(handoverRefusals.alreadyMarked);
    }
    await completeCollection(t, row, listing, now);
    await publishHandoverLive(t, row.collectedMarkedBy, "collected", {
      handoverId: row.id,
      listingId: row.listingId,
    });
  });
}

/**
 * Marks the handover collected and, when that was the listing's last portion, the listing
 * swapped or completed. The listing is locked by the caller in this transaction.
 */
async function completeCollection(
  tx: Db,
  row: HandoverRow,
  listing: LockedListing | null,
  now: Date,
): Promise<void> {
  await tx
    .update(handovers)
    .set({ status: "collected", collectedAt: now })
    .where(eq(handovers.id, row.id));
  if (!listing) return;
  const [collected] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(handovers)
    .where(and(eq(handovers.listingId, listing.id), eq(handovers.status, "collected")));
  if ((collected?.n ?? 0) >= listing.portions) await markListingHandedOver(tx, listing.id);
}

/**
 * The job's part: every mark 48 hours old or more that nobody confirmed is confirmed now, one
 * handover per transaction (each locks its listing). Returns the handovers it confirmed.
 */
export async function confirmDueCollections(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: handovers.id, listingId: handovers.listingId })
    .from(handovers)
    .where(
      and(
        eq(handovers.status, "reserved"),
        isNotNull(handovers.collectedMarkedAt),
        lte(handovers.collectedMarkedAt, new Date(now.getTime() - CONFIRMS_ITSELF_AFTER_MS)),
      ),
    )
    .orderBy(asc(handovers.collectedMarkedAt));
  const confirmed: string[] = [];
  for (const candidate of due) {
    const done = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const listing = candidate.listingId
        ? await lockListingForHandover(t, candidate.listingId)
        : null;
      const [row] = await tx
        .select()
        .from(handovers)
        .where(eq(handovers.id, candidate.id))
        .for("update");
      // Cancelled or confirmed meanwhile.
      if (row?.status !== "reserved" || !row.collectedMarkedAt) return false;
      await completeCollection(t, row, listing, now);
      return true;
    });
    if (done) confirmed.push(candidate.id);
  }
  return confirmed;
}
