// Run before the e2e server starts, by tests/e2e/seed.ts: for each run in
// tests/e2e/handover-people.ts, a Free listing of the giver's, the receiver's request, and its
// reservation through the queue's own primitive, as the owner choosing would make it.
import { and, eq } from "drizzle-orm";
import { handoverRequests } from "~/handover/handover.table";
import { lockListingForHandover, reserveRequest } from "~/handover/handover-queue.server";
import { listings } from "~/listings/listings.table";
import type { DatabaseHandle, Db } from "~/server/db/database.server";
import { E2E_HANDOVERS } from "./handover-people";
import { seedPaidMember } from "./seed-member";

export async function seedHandovers(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const giverId = await seedPaidMember(database, E2E_HANDOVERS.desktop.giver);
  const receiverId = await seedPaidMember(database, E2E_HANDOVERS.desktop.receiver);
  for (const people of Object.values(E2E_HANDOVERS)) {
    // A rerun on the same folder starts the pair's story again.
    await db
      .delete(listings)
      .where(and(eq(listings.userId, giverId), eq(listings.name, people.item)));
    const [listing] = await db
      .insert(listings)
      .values({
        userId: giverId,
        name: people.item,
        category: "Vegetables",
        type: "Free",
        location: "Leeds",
        description: "A good crop, more than we can eat.",
      })
      .returning({ id: listings.id });
    if (!listing) throw new Error(`could not seed ${people.item}`);
    const [request] = await db
      .insert(handoverRequests)
      .values({ listingId: listing.id, requesterId: receiverId, note: "Could I have some?" })
      .returning({ id: handoverRequests.id });
    if (!request) throw new Error(`could not request ${people.item}`);
    await db.transaction(async (tx) => {
      const locked = await lockListingForHandover(tx as unknown as Db, listing.id);
      if (!locked) throw new Error(`no listing ${people.item}`);
      await reserveRequest(tx as unknown as Db, locked, request.id);
    });
  }
}
