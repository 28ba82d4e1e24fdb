import type { Db } from "~/server/db/database.server";
import type { StoredListingPhoto } from "./image-processing.server";
import { listingCoordinates } from "./listing-place.server";
import { insertListingImages } from "./listing-writes.server";
import { listings } from "./listings.table";

// Listings written by the demo content module (app/demo): marked `is_demo`, dated as the demo's
// schedule says, with photos already stored through the upload pipeline.

export type DemoListingInput = Omit<typeof listings.$inferInsert, "id" | "isDemo">;

export async function insertDemoListing(
  db: Db,
  input: DemoListingInput,
  photos: readonly StoredListingPhoto[],
): Promise<string | null> {
  const [row] = await db
    .insert(listings)
    .values({ ...input, ...listingCoordinates(input.location), isDemo: true })
    .returning({ id: listings.id });
  if (row) await insertListingImages(db, row.id, photos);
  return row?.id ?? null;
}
