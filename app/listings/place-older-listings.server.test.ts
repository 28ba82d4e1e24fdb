import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/server/db/database.server";
import { seedRuns } from "~/server/db/seed-runs.table";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { createListing } from "./listing-writes.server";
import { listings } from "./listings.table";
import { PLACE_OLDER_LISTINGS_RUN, placeOlderListings } from "./place-older-listings.server";

const getDatabase = setupTestDatabase();

/** A listing as one written before places were chosen: free text, no point. */
async function older(db: Db, userId: string, location: string) {
  await db.execute(sql`insert into listings (user_id, name, category, type, location)
    values (${userId}, 'Old listing', 'Vegetables', 'Free', ${location})`);
}

describe("placing older listings", () => {
  it("places each listing whose text names a place, once, and leaves the rest unplaced", async () => {
    const { db } = getDatabase();
    const member = await createAdmittedMember(createTestServices(getDatabase()));
    // The boot's run has already happened on this database: undo it to play an upgrade.
    await db.delete(seedRuns).where(eq(seedRuns.name, PLACE_OLDER_LISTINGS_RUN));
    await older(db, member.id, "Meanwood, Leeds");
    await older(db, member.id, "Meanwood, Leeds");
    await older(db, member.id, "bn1");
    await older(db, member.id, "Holywood, Co Down");
    await older(db, member.id, "the allotment by the canal");
    const { id: placedAlready } = await createListing(
      db,
      member,
      listingInput({ location: "York" }),
    );

    expect(await placeOlderListings(db)).toBe(4);
    const rows = await db
      .select({ location: listings.location, latitude: listings.latitude, id: listings.id })
      .from(listings);
    const byText = (text: string) => rows.filter((row) => row.location === text);
    expect(byText("Meanwood, Leeds").every((row) => row.latitude !== null)).toBe(true);
    expect(byText("Meanwood, Leeds")[0]?.latitude).toBeCloseTo(53.8, 1);
    expect(byText("bn1")[0]?.latitude).toBeCloseTo(50.84, 1);
    // A Northern Ireland town, placed since decision 0083.
    expect(byText("Holywood, Co Down")[0]?.latitude).toBeCloseTo(54.64, 1);
    expect(byText("the allotment by the canal")[0]?.latitude).toBeNull();
    expect(rows.find((row) => row.id === placedAlready)?.latitude).toBeCloseTo(53.96, 1);

    // Recorded: a restart does not read every listing again.
    await older(db, member.id, "Leeds");
    expect(await placeOlderListings(db)).toBe(0);
  });
});
