import type { Db } from "~/server/db/database.server";
import { handoverRequests, handovers, handoverThanks } from "./handover.table";

// Handovers written by the demo content module (app/demo): the whole loop at once, a request,
// the reservation with its agreed pickup, the collection, and each side's thanks. The handover is
// marked `is_demo` (the requests and thanks tables have no such mark; they hang from it).

export interface DemoHandoverInput {
  listingId: string;
  listingTitle: string;
  giverId: string;
  receiverId: string;
  requestNote: string;
  requestedAt: Date;
  reservedAt: Date;
  pickup: {
    date: string;
    from: string;
    until: string;
    meetingPoint: string;
    proposedBy: string;
    agreedAt: Date;
  };
  /** The giver marks it collected; the receiver confirms. */
  collectedMarkedAt: Date;
  collectedAt: Date;
  thanks: { fromId: string; toId: string; note: string; rating: number; createdAt: Date }[];
}

export async function insertDemoHandover(db: Db, input: DemoHandoverInput): Promise<string> {
  const [request] = await db
    .insert(handoverRequests)
    .values({
      listingId: input.listingId,
      requesterId: input.receiverId,
      note: input.requestNote,
      status: "closed",
      createdAt: input.requestedAt,
      updatedAt: input.reservedAt,
    })
    .returning({ id: handoverRequests.id });
  if (!request) throw new Error("The demo request was not saved.");
  const [handover] = await db
    .insert(handovers)
    .values({
      listingId: input.listingId,
      listingTitle: input.listingTitle,
      requestId: request.id,
      giverId: input.giverId,
      receiverId: input.receiverId,
      status: "collected",
      reservedAt: input.reservedAt,
      pickupDate: input.pickup.date,
      pickupFrom: input.pickup.from,
      pickupUntil: input.pickup.until,
      meetingPoint: input.pickup.meetingPoint,
      pickupProposedBy: input.pickup.proposedBy,
      pickupAgreedAt: input.pickup.agreedAt,
      collectedMarkedBy: input.giverId,
      collectedMarkedAt: input.collectedMarkedAt,
      collectedAt: input.collectedAt,
      isDemo: true,
    })
    .returning({ id: handovers.id });
  if (!handover) throw new Error("The demo handover was not saved.");
  if (input.thanks.length > 0) {
    await db
      .insert(handoverThanks)
      .values(input.thanks.map((thanks) => ({ ...thanks, handoverId: handover.id })));
  }
  return handover.id;
}
