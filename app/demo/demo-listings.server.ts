import { insertDemoListing } from "~/listings/demo-listing-writes.server";
import { type StoredListingPhoto, storeListingPhotos } from "~/listings/image-processing.server";
import type { DemoSeeder } from "~/server/seed/demo-seeder";
import type { FileStorage } from "~/server/storage/file-storage";
import { type ScheduledDemoListing, scheduleDemoListings } from "./demo-listings";
import { demoMemberIds, demoMembers } from "./demo-members.server";
import { renderDemoPhoto } from "./demo-photos.server";

/** Two pictures at a time: sharp works on other threads, so two keep both cores busy. */
const PHOTO_CONCURRENCY = 2;
const HOUR_MS = 3_600_000;

/**
 * The demo's listings, by the demo members, marked `is_demo`. Their photos are drawn here and go
 * through the same pipeline as a member's upload (`storeListingPhotos`: re-encoded to WebP,
 * large and thumbnail, into the same storage), so they behave exactly like real ones.
 */
export const demoListingsSeeder: DemoSeeder = {
  name: "demo-listings",
  async run(db, { storage, now }) {
    const memberIds = await demoMemberIds(db);
    const schedule = scheduleDemoListings(now).filter((entry) =>
      memberIds.has(entry.listing.member),
    );
    const photos = await mapConcurrently(schedule, PHOTO_CONCURRENCY, (entry) =>
      storeDemoPhotos(storage, memberIds.get(entry.listing.member) ?? "", entry),
    );

    for (const [index, entry] of schedule.entries()) {
      const { listing } = entry;
      const member = demoMembers.find((candidate) => candidate.key === listing.member);
      const userId = memberIds.get(listing.member);
      if (!member || !userId) continue;
      // A swapped listing was marked so a day or two after it went up.
      const updatedAt =
        entry.status === "active"
          ? entry.createdAt
          : new Date(Math.min(now.getTime(), entry.createdAt.getTime() + 30 * HOUR_MS));
      await insertDemoListing(
        db,
        {
          userId,
          name: listing.name,
          description: listing.description,
          category: listing.category,
          type: listing.type,
          location: `${member.area}, ${member.city}`,
          quantity: listing.quantity ?? null,
          harvestDate: entry.harvestDate,
          status: entry.status,
          createdAt: entry.createdAt,
          updatedAt,
        },
        photos[index] ?? [],
      );
    }
  },
};

/** Draws a listing's photos and stores them as an upload would be, timed as when it was listed. */
async function storeDemoPhotos(
  storage: FileStorage,
  userId: string,
  entry: ScheduledDemoListing,
): Promise<StoredListingPhoto[]> {
  const { key, photos } = entry.listing;
  if (photos.length === 0) return [];
  const files: { bytes: Buffer; fileName: string }[] = [];
  let sceneSeed = `${key}:0`;
  for (const [index, spec] of photos.entries()) {
    // A close-up is the scene before it again, so it draws from the same seed.
    if (!spec.closeUp) sceneSeed = `${key}:${index}`;
    files.push({
      bytes: await renderDemoPhoto(spec, sceneSeed),
      fileName: `${key}-${index + 1}.jpg`,
    });
  }
  return storeListingPhotos(storage, userId, files, { now: () => entry.createdAt.getTime() });
}

/**
 * Runs `work` over the items, at most `limit` at once, keeping their order. On a failure no new
 * work starts, and the first error is thrown once the work under way has finished, so nothing
 * is still writing files when the caller cleans up.
 */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
