import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { seedRuns } from "~/server/db/seed-runs.table";
import { listingCoordinates } from "./listing-place.server";
import { listings } from "./listings.table";

// Listings written before places were chosen (issue 17) carry free text. Once per database this
// gives each the centre of the place its text names ('Meanwood, Leeds' is in Leeds); a text that
// names none leaves its listings unplaced: still listed, without a distance (decision 0048).

/**
 * Named after the place list it placed by: a new name runs it once more, when the list gains
 * places, for the listings still unplaced (Northern Ireland's towns, decision 0083).
 */
export const PLACE_OLDER_LISTINGS_RUN = "place-older-listings-2026-11-ni-towns";

/** Distinct texts per UPDATE: one hash join over the listings for each batch. */
const BATCH = 500;

export async function placeOlderListings(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(seedRuns)
      .values({ name: PLACE_OLDER_LISTINGS_RUN })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (first.length === 0) return 0;
    const texts = await tx
      .selectDistinct({ location: listings.location })
      .from(listings)
      .where(sql`${listings.latitude} is null`);
    const placed = texts.flatMap(({ location }) => {
      const { latitude, longitude } = listingCoordinates(location);
      return latitude === null || longitude === null ? [] : [{ location, latitude, longitude }];
    });
    let updated = 0;
    for (let start = 0; start < placed.length; start += BATCH) {
      const rows = placed
        .slice(start, start + BATCH)
        .map((row) => sql`(${row.location}, ${row.latitude}::float8, ${row.longitude}::float8)`);
      const result = await tx.execute(sql`
        update ${listings} set latitude = place.latitude, longitude = place.longitude,
          earth_point = ll_to_earth(place.latitude, place.longitude)
        from (values ${sql.join(rows, sql`, `)}) as place(location, latitude, longitude)
        where ${listings.location} = place.location and ${listings.latitude} is null
        returning ${listings.id}`);
      updated += (result as unknown as { rows: unknown[] }).rows.length;
    }
    return updated;
  });
}

/** The reference seeder: runs on every start, does its work on the first. */
export async function placeOlderListingsOnce(db: Db): Promise<void> {
  await placeOlderListings(db);
}
