// Run before the e2e server starts, by tests/e2e/seed.ts: for each run in
// tests/e2e/handover-people.ts, a Free listing of the giver's, the receiver's request, and its
// reservation through the queue's own primitive, as the owner choosing would make it; and for
// each organisation run, a listing under the fair rule with organisations first whose window
// has closed, with a personal member's earlier request, for the food bank to ask after.
import { and, eq, inArray } from "drizzle-orm";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { handoverRequests, handoverRules } from "~/handover/handover.table";
import { lockListingForHandover, reserveRequest } from "~/handover/handover-queue.server";
import { listings } from "~/listings/listings.table";
import type { DatabaseHandle, Db } from "~/server/db/database.server";
import { E2E_HANDOVERS, E2E_ORGANISATION_HANDOVERS, E2E_WELSH_HANDOVERS } from "./handover-people";
import { seedPaidMember, seedVerifiedOrganisation } from "./seed-member";
import { E2E_STAFF } from "./staff";

const HOUR = 3_600_000;

export async function seedHandovers(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const giverId = await seedPaidMember(database, E2E_HANDOVERS.desktop.giver);
  const receiverId = await seedPaidMember(database, E2E_HANDOVERS.desktop.receiver);
  await seedReservations(db, giverId, receiverId, Object.values(E2E_HANDOVERS));
  const welshGiverId = await seedPaidMember(database, E2E_WELSH_HANDOVERS.desktop.giver);
  const welshReceiverId = await seedPaidMember(database, E2E_WELSH_HANDOVERS.desktop.receiver);
  await db
    .update(profiles)
    .set({ language: "cy" })
    .where(inArray(profiles.id, [welshGiverId, welshReceiverId]));
  await seedReservations(db, welshGiverId, welshReceiverId, Object.values(E2E_WELSH_HANDOVERS));

  const [admin] = await db.select().from(users).where(eq(users.email, E2E_STAFF.admin.email));
  if (!admin) throw new Error("seed the staff first");
  await seedVerifiedOrganisation(database, E2E_ORGANISATION_HANDOVERS.desktop.receiver, admin.id);
  for (const people of Object.values(E2E_ORGANISATION_HANDOVERS)) {
    // A rerun on the same folder starts again: the listing takes its requests with it.
    await db
      .delete(listings)
      .where(and(eq(listings.userId, giverId), eq(listings.name, people.item)));
    const listing = await seedListing(db, giverId, people.item, new Date(Date.now() - 8 * HOUR));
    await db.insert(handoverRules).values({
      listingId: listing.id,
      rule: "fair",
      windowHours: 6,
      choosingOpensAt: new Date(Date.now() - 2 * HOUR),
      organisationsFirst: true,
    });
    await db.insert(handoverRequests).values({
      listingId: listing.id,
      requesterId: receiverId,
      note: "I could use a few for a crumble.",
      createdAt: new Date(Date.now() - 7 * HOUR),
    });
  }
}

/** For each pair's item, a Free listing of the giver's, the receiver's request, reserved. */
async function seedReservations(
  db: Db,
  giverId: string,
  receiverId: string,
  pairs: readonly { item: string }[],
): Promise<void> {
  for (const people of pairs) {
    // A rerun on the same folder starts the pair's story again.
    await db
      .delete(listings)
      .where(and(eq(listings.userId, giverId), eq(listings.name, people.item)));
    const listing = await seedListing(db, giverId, people.item);
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

async function seedListing(db: Db, giverId: string, name: string, createdAt = new Date()) {
  const [listing] = await db
    .insert(listings)
    .values({
      userId: giverId,
      name,
      category: "Vegetables",
      type: "Free",
      location: "Leeds",
      description: "A good crop, more than we can eat.",
      createdAt,
    })
    .returning({ id: listings.id });
  if (!listing) throw new Error(`could not seed ${name}`);
  return listing;
}
