import { eq } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { handovers } from "./handover.table";
import { HandoverForbiddenError, HandoverNotFoundError } from "./handover-errors";
import { type LockedListing, lockListingForHandover } from "./handover-queue.server";

// Who may act on a handover: its giver and its receiver, no one else (staff read it only). Every
// change locks the listing's row first and then the handover's, the order a reservation takes
// them in, so a cancellation, a collection and a reservation of the same listing queue up.

export type HandoverRow = typeof handovers.$inferSelect;
export type HandoverSide = "giver" | "receiver";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sideOf(row: Pick<HandoverRow, "giverId" | "receiverId">, userId: string) {
  if (row.giverId === userId) return "giver" as const;
  if (row.receiverId === userId) return "receiver" as const;
  return null;
}

/** The other person's id (null once their account is deleted). */
export function otherSideId(row: HandoverRow, side: HandoverSide): string | null {
  return side === "giver" ? row.receiverId : row.giverId;
}

export async function findHandover(db: Db, id: string): Promise<HandoverRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(handovers).where(eq(handovers.id, id));
  return row ?? null;
}

export interface LockedHandover {
  row: HandoverRow;
  side: HandoverSide;
  /** The listing, locked; null once it has been deleted. */
  listing: LockedListing | null;
}

/**
 * Locks a handover of `user`'s for a change, in the caller's transaction: 404 when there is
 * none, 403 when `user` is neither its giver nor its receiver.
 */
export async function lockOwnHandover(
  tx: Db,
  user: CurrentUser,
  id: string,
): Promise<LockedHandover> {
  const seen = await findHandover(tx, id);
  if (!seen) throw new HandoverNotFoundError();
  if (!sideOf(seen, user.id)) throw new HandoverForbiddenError();
  const listing = seen.listingId ? await lockListingForHandover(tx, seen.listingId) : null;
  const [row] = await tx.select().from(handovers).where(eq(handovers.id, id)).for("update");
  if (!row) throw new HandoverNotFoundError();
  const side = sideOf(row, user.id);
  if (!side) throw new HandoverForbiddenError();
  return { row, side, listing };
}
