// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts): for each run of
// member-profiles.spec.ts, two paid-up members and a handover between them already collected
// (tests/e2e/profile-members.ts says why).

import { writeFileSync } from "node:fs";
import { handovers } from "~/handover/handover.table";
import { listings } from "~/listings/listings.table";
import type { DatabaseHandle } from "~/server/db/database.server";
import {
  PROFILE_RUNS,
  profileHandoversFile,
  profileMembers,
  type SeededProfileHandover,
} from "./profile-members";
import { seedPaidMember } from "./seed-member";

export async function seedProfiles(database: DatabaseHandle, dataDir: string): Promise<void> {
  const { db } = database;
  const paidMember = (account: { email: string; username: string; password: string }) =>
    seedPaidMember(database, account);

  const seeded: Record<string, SeededProfileHandover> = {};
  for (const run of PROFILE_RUNS) {
    const people = profileMembers(run);
    const giverId = await paidMember(people.giver);
    const receiverId = await paidMember(people.receiver);
    const title = `Rhubarb crowns for thanks (${run})`;
    const [listing] = await db
      .insert(listings)
      .values({
        userId: giverId,
        name: title,
        category: "Seedlings",
        type: "Free",
        location: "Leeds",
        status: "completed",
      })
      .returning({ id: listings.id });
    const collectedAt = new Date();
    const [handover] = await db
      .insert(handovers)
      .values({
        listingId: listing?.id,
        listingTitle: title,
        giverId,
        receiverId,
        status: "collected",
        reservedAt: new Date(collectedAt.getTime() - 86_400_000),
        collectedMarkedBy: giverId,
        collectedMarkedAt: collectedAt,
        collectedAt,
      })
      .returning({ id: handovers.id });
    if (!handover) throw new Error(`could not seed the ${run} handover`);
    seeded[run] = { handoverId: handover.id, giverId, receiverId };
  }
  writeFileSync(profileHandoversFile(dataDir), JSON.stringify(seeded));
}
