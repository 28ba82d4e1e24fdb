import { eq } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import { ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import { handovers } from "./handover.table";
import { lockOwnHandover, otherSideId } from "./handover-access.server";
import { HandoverConflictError, handoverRefusals } from "./handover-errors";
import { publishHandoverLive } from "./handover-live.server";
import type { HandoverNotice, PickupWindow } from "./handover-notices";
import { type PickupInput, pickupSchema, proposalSignature } from "./handover-schema";
import { pickupIsOver, ukTimeNow } from "./pickup-time";

// Agreeing a pickup: either side proposes a window on one UK day and a meeting point in their
// own words; the other accepts it, or proposes another, which replaces it. Glut stores no
// address: only what the two of them write here.

/** The proposal stored on a handover, or null when none has been made. */
export function storedPickup(row: {
  pickupDate: string | null;
  pickupFrom: string | null;
  pickupUntil: string | null;
  meetingPoint: string | null;
}): PickupWindow | null {
  const { pickupDate, pickupFrom, pickupUntil, meetingPoint } = row;
  if (!pickupDate || !pickupFrom || !pickupUntil || meetingPoint === null) return null;
  return { date: pickupDate, from: pickupFrom, until: pickupUntil, meetingPoint };
}

/**
 * `user` proposes a pickup on a reserved handover of theirs; it replaces any earlier proposal,
 * agreed or not, and waits for the other side. The input is checked again here, at `now`.
 */
export async function proposePickup(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  input: PickupInput,
  now: Date = new Date(),
): Promise<HandoverNotice[]> {
  const checked = pickupSchema(now).parse(input);
  return db.transaction(async (tx) => {
    const { row, side } = await lockOwnHandover(tx as unknown as Db, user, handoverId);
    if (row.status !== "reserved") throw new HandoverConflictError(handoverRefusals.notReserved);
    await tx
      .update(handovers)
      .set({
        pickupDate: checked.pickupDate,
        pickupFrom: checked.pickupFrom,
        pickupUntil: checked.pickupUntil,
        meetingPoint: checked.meetingPoint,
        pickupProposedBy: user.id,
        pickupAgreedAt: null,
        reminderSentFor: null,
      })
      .where(eq(handovers.id, row.id));
    const toId = otherSideId(row, side);
    await publishHandoverLive(tx as unknown as Db, toId, "pickupProposed", {
      handoverId: row.id,
      listingId: row.listingId,
    });
    if (!toId) return [];
    const pickup = {
      date: checked.pickupDate,
      from: checked.pickupFrom,
      until: checked.pickupUntil,
      meetingPoint: checked.meetingPoint,
    };
    return [{ kind: "pickup-proposed", handoverId: row.id, toId, fromId: user.id, pickup }];
  });
}

/**
 * The other side accepts the proposal they were shown (`signature`, see `proposalSignature`):
 * refused when there is none, when it is their own, when it has changed since, or when its time
 * has passed.
 */
export async function acceptPickup(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  signature: string,
  now: Date = new Date(),
): Promise<HandoverNotice[]> {
  return db.transaction(async (tx) => {
    const { row } = await lockOwnHandover(tx as unknown as Db, user, handoverId);
    if (row.status !== "reserved") throw new HandoverConflictError(handoverRefusals.notReserved);
    const pickup = storedPickup(row);
    if (!pickup || row.pickupAgreedAt) throw new HandoverConflictError(handoverRefusals.noProposal);
    if (row.pickupProposedBy === user.id) {
      throw new HandoverConflictError(handoverRefusals.ownProposal);
    }
    if (proposalSignature(pickup) !== signature) {
      throw new HandoverConflictError(handoverRefusals.proposalChanged);
    }
    if (pickupIsOver(pickup, ukToday(now), ukTimeNow(now))) {
      throw new HandoverConflictError(handoverRefusals.proposalPassed);
    }
    await tx.update(handovers).set({ pickupAgreedAt: now }).where(eq(handovers.id, row.id));
    const toId = row.pickupProposedBy;
    await publishHandoverLive(tx as unknown as Db, toId, "pickupAgreed", {
      handoverId: row.id,
      listingId: row.listingId,
    });
    if (!toId) return [];
    return [{ kind: "pickup-agreed", handoverId: row.id, toId, fromId: user.id, pickup }];
  });
}
