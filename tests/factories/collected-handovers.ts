import { type HandoverStatus, handovers, handoverThanks } from "~/handover/handover.table";
import { listings } from "~/listings/listings.table";
import type { Db } from "~/server/db/database.server";

// Handovers written straight into the database for tests of what comes after them (thanks,
// profiles, flags): the steps that lead there are their own services' tests.

export async function insertHandover(
  db: Db,
  giverId: string,
  receiverId: string,
  options: {
    status?: HandoverStatus;
    noShow?: boolean;
    reservedAt?: Date;
    isDemo?: boolean;
    title?: string;
  } = {},
): Promise<string> {
  const title = options.title ?? "Courgettes";
  const [listing] = await db
    .insert(listings)
    .values({
      userId: giverId,
      name: title,
      category: "Vegetables",
      type: "Free",
      location: "Leeds",
    })
    .returning({ id: listings.id });
  const status = options.status ?? "collected";
  const reservedAt = options.reservedAt ?? new Date();
  const [row] = await db
    .insert(handovers)
    .values({
      listingId: listing?.id,
      listingTitle: title,
      giverId,
      receiverId,
      status,
      reservedAt,
      collectedAt: status === "collected" ? reservedAt : null,
      cancelledAt: status === "cancelled" ? reservedAt : null,
      noShow: options.noShow ?? false,
      isDemo: options.isDemo ?? false,
    })
    .returning({ id: handovers.id });
  if (!row) throw new Error("no handover");
  return row.id;
}

/** A rating (and a note, if given) from one member to another, on a handover of their own. */
export async function insertThanks(
  db: Db,
  fromId: string,
  toId: string,
  rating: number | null,
  options: { note?: string; createdAt?: Date; hidden?: boolean; isDemo?: boolean } = {},
): Promise<string> {
  const handoverId = await insertHandover(db, toId, fromId, { isDemo: options.isDemo });
  const [row] = await db
    .insert(handoverThanks)
    .values({
      handoverId,
      fromId,
      toId,
      rating,
      note: options.note ?? null,
      createdAt: options.createdAt ?? new Date(),
      hiddenAt: options.hidden ? new Date() : null,
    })
    .returning({ id: handoverThanks.id });
  if (!row) throw new Error("no thanks");
  return row.id;
}
