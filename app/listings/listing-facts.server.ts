import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { preparedQuery } from "~/server/db/prepared-query.server";
import { countPerUkWeek } from "~/server/db/weekly-counts.server";
import { isExpired, ukToday } from "./listing-expiry";
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
  /** Past its available-until day today in the UK (decision 0047): no longer offered. */
  expired: boolean;
}

// Every message sent about a listing asks.
const factsOf = preparedQuery((db) =>
  db
    .select({
      userId: listings.userId,
      name: listings.name,
      status: listings.status,
      isDemo: listings.isDemo,
      hiddenAt: listings.hiddenAt,
      availableUntil: listings.availableUntil,
    })
    .from(listings)
    .where(eq(listings.id, sql.placeholder("listingId")))
    .prepare("listing_facts"),
);

/** The lister, title and state of one listing; null when there is none (or the id is malformed). */
export async function findListingFacts(
  db: Db,
  listingId: string,
  now: Date = new Date(),
): Promise<ListingFacts | null> {
  if (!isListingId(listingId)) return null;
  const [row] = await factsOf(db, { listingId });
  if (!row) return null;
  const { availableUntil, ...facts } = row;
  return { ...facts, expired: isExpired(availableUntil, ukToday(now)) };
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
