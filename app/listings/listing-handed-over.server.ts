import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { isListingId } from "./listing-query.server";
import type { ListingStatus } from "./listing-status";
import { listings } from "./listings.table";

/**
 * Every portion of an active listing has been collected (the handover domain counts them, under
 * its lock on the row): a Swap listing becomes swapped, a Free one completed, and it leaves the
 * lists. Inside the caller's transaction. Null when the listing is gone or was no longer active
 * (its owner marked it otherwise meanwhile), and then nothing changes.
 */
export async function markListingHandedOver(
  tx: Db,
  listingId: string,
): Promise<Extract<ListingStatus, "swapped" | "completed"> | null> {
  if (!isListingId(listingId)) return null;
  const [row] = await tx
    .update(listings)
    .set({
      status: sql`case when ${listings.type} = 'Swap' then 'swapped' else 'completed' end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
    .returning({ status: listings.status });
  return (row?.status as "swapped" | "completed" | undefined) ?? null;
}
