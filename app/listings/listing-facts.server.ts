import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { countPerUkWeek } from "~/server/db/weekly-counts.server";
import { isListingId } from "./listing-query.server";
import { listingImages, listings } from "./listings.table";

// What other domains may read about a listing (messaging: whom to write to, whether it is still
// offered, its photo). They ask here rather than reading the listings' tables (decision 0028).

export interface ListingFacts {
  userId: string;
  name: string;
  status: string;
  isDemo: boolean;
  /** When a moderator hid it (decision 0031); null while it is shown. */
  hiddenAt: Date | null;
}

/** The lister, title and state of one listing; null when there is none (or the id is malformed). */
export async function findListingFacts(db: Db, listingId: string): Promise<ListingFacts | null> {
  if (!isListingId(listingId)) return null;
  const [row] = await db
    .select({
      userId: listings.userId,
      name: listings.name,
      status: listings.status,
      isDemo: listings.isDemo,
      hiddenAt: listings.hiddenAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** Each listing's first photo's thumbnail key, in one query; listings without photos are absent. */
export async function findCoverThumbKeys(
  db: Db,
  listingIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(listingIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ listingId: listingImages.listingId, thumbKey: listingImages.thumbKey })
    .from(listingImages)
    .where(inArray(listingImages.listingId, ids))
    .orderBy(listingImages.listingId, asc(listingImages.position));
  const covers = new Map<string, string>();
  for (const row of rows) if (!covers.has(row.listingId)) covers.set(row.listingId, row.thumbKey);
  return covers;
}

/** New listings per UK week since `since` (the staff chart), by the Monday the week starts. */
export function countNewListingsPerWeek(db: Db, since: Date): Promise<Map<string, number>> {
  return countPerUkWeek(db, listings, listings.createdAt, since);
}
