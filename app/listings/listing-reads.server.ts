import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import {
  countListingsQuery,
  isListingId,
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  type ListingSearch,
  ownColumns,
  pageWindow,
  pageWithinCount,
  searchListingsQuery,
} from "./listing-query.server";
import {
  type ImageRow,
  LISTING_PLACEHOLDER_IMAGE,
  type ListingDetail,
  type ListingPage,
  type ListingRow,
  type ListingSummary,
  type PublicUrl,
  toListingSummary,
} from "./listing-summary";
import { listingImages, listings } from "./listings.table";

// Reading listings: the browse page, the home page's newest, one listing, a member's own. Any
// signed-in page may read; the member gate stands in front of the pages that need it.

/** Each listing's first photo, in one query. */
async function coverImages(db: Db, ids: string[]): Promise<Map<string, ImageRow>> {
  const covers = new Map<string, ImageRow>();
  if (ids.length === 0) return covers;
  const rows = await db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, ids))
    .orderBy(listingImages.listingId, asc(listingImages.position));
  for (const row of rows) if (!covers.has(row.listingId)) covers.set(row.listingId, row);
  return covers;
}

type OwnRow = Omit<ListingRow, "username" | "forumUsername">;

async function summarise(db: Db, rows: OwnRow[], publicUrl: PublicUrl) {
  const [covers, authors] = await Promise.all([
    coverImages(
      db,
      rows.map((row) => row.id),
    ),
    findPublicNames(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) => {
    const author = authors.get(row.userId);
    return toListingSummary(
      { ...row, username: author?.username ?? null, forumUsername: author?.forumUsername ?? null },
      covers.get(row.id),
      publicUrl,
    );
  });
}

interface PageRead {
  total: number;
  totalIsExact: boolean;
  page: number;
  /** The page's rows, and the first row of the next page if there is one. */
  rows: OwnRow[];
}

/**
 * The first pages: one query reads the newest `countLimit + 1` matches, which are the count and
 * hold the page. Asking for a hundred rows rather than a page also steers the planner away from
 * walking an index past thousands of rows for a rare combination of filters.
 */
async function readFirstPages(
  db: Db,
  filters: ListingSearch,
  requested: number,
  pageSize: number,
  countLimit: number,
): Promise<PageRead> {
  const newest = await searchListingsQuery(db, filters, countLimit + 1, 0);
  const totalIsExact = newest.length <= countLimit;
  // Past the end, the last page; when the total is not exact, the requested page is there.
  const known = totalIsExact ? newest.length : Number.POSITIVE_INFINITY;
  const { page, offset } = pageWindow(requested, known, pageSize);
  return {
    total: Math.min(newest.length, countLimit),
    totalIsExact,
    page,
    rows: newest.slice(offset, offset + pageSize + 1),
  };
}

/** A later page: the count (up to its limit) and the page, at once. */
async function readLaterPage(
  db: Db,
  filters: ListingSearch,
  requested: number,
  pageSize: number,
  countLimit: number,
): Promise<PageRead> {
  const [[counted], found] = await Promise.all([
    countListingsQuery(db, filters, countLimit),
    searchListingsQuery(db, filters, pageSize + 1, (requested - 1) * pageSize),
  ]);
  const total = counted?.total ?? 0;
  if (found.length > 0) {
    const totalIsExact = total <= countLimit;
    return { total: Math.min(total, countLimit), totalIsExact, page: requested, rows: found };
  }
  // Past the end: the last page, which needs the exact count (rare: an old or edited link).
  const [all] = total <= countLimit ? [counted] : await countListingsQuery(db, filters);
  const exact = all?.total ?? 0;
  const last = pageWindow(requested, exact, pageSize);
  const rows = exact === 0 ? [] : await searchListingsQuery(db, filters, pageSize + 1, last.offset);
  return { total: exact, totalIsExact: true, page: last.page, rows };
}

/**
 * /listings: active listings, newest first, filtered by search text (name or description
 * contains, any case), location (contains), category and type (exact, unless All). The total
 * is exact up to `countLimit` (decision 0017).
 */
export async function searchListings(
  db: Db,
  filters: ListingSearch,
  options: { publicUrl: PublicUrl; pageSize?: number; countLimit?: number },
): Promise<ListingPage> {
  const pageSize = options.pageSize ?? LISTINGS_PAGE_SIZE;
  const countLimit = options.countLimit ?? LISTINGS_COUNT_LIMIT;
  const requested = Math.max(1, Math.floor(filters.page ?? 1));
  const read = pageWithinCount(requested, pageSize, countLimit) ? readFirstPages : readLaterPage;
  const { total, totalIsExact, page, rows } = await read(
    db,
    filters,
    requested,
    pageSize,
    countLimit,
  );
  return {
    listings: await summarise(db, rows.slice(0, pageSize), options.publicUrl),
    total,
    totalIsExact,
    page,
    pageCount: totalIsExact ? pageWindow(page, total, pageSize).pageCount : null,
    hasNextPage: rows.length > pageSize,
    pageSize,
  };
}

/** The home page's 'Freshly Listed': the newest active listings. */
export async function recentListings(
  db: Db,
  options: { publicUrl: PublicUrl; limit?: number },
): Promise<ListingSummary[]> {
  const rows = await searchListingsQuery(db, {}, options.limit ?? 3, 0);
  return summarise(db, rows, options.publicUrl);
}

/**
 * One listing with its author and ordered photos, whatever its status (the owner opens their
 * swapped listings too); null when there is none, or when the id is not a listing id at all.
 */
export async function getListing(
  db: Db,
  id: string,
  options: { publicUrl: PublicUrl },
): Promise<ListingDetail | null> {
  if (!isListingId(id)) return null;
  const [row] = await db.select(ownColumns).from(listings).where(eq(listings.id, id));
  if (!row) return null;
  const [images, names] = await Promise.all([
    db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, id))
      .orderBy(asc(listingImages.position)),
    findPublicNames(db, [row.userId]),
  ]);
  const author = { username: null, forumUsername: null, ...names.get(row.userId) };
  const { publicUrl } = options;
  const cover = images[0];
  return {
    ...toListingSummary({ ...row, ...author }, cover, publicUrl),
    author: { id: row.userId, ...author },
    images: images.map((image) => ({
      id: image.id,
      position: image.position,
      url: publicUrl(image.largeKey),
      thumbUrl: publicUrl(image.thumbKey),
      largeKey: image.largeKey,
      thumbKey: image.thumbKey,
      width: image.width,
      height: image.height,
    })),
    imageLargeUrl: cover ? publicUrl(cover.largeKey) : LISTING_PLACEHOLDER_IMAGE,
  };
}

/** /my-listings: every listing of one member, any status, newest first. */
export async function listUserListings(
  db: Db,
  userId: string,
  options: { publicUrl: PublicUrl },
): Promise<ListingSummary[]> {
  const rows = await db
    .select(ownColumns)
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return summarise(db, rows, options.publicUrl);
}

/** The dashboard's My Listings counts: 'active' is Active, anything else Completed. */
export async function countUserListings(
  db: Db,
  userId: string,
): Promise<{ active: number; completed: number }> {
  const rows = await db
    .select({ active: sql<boolean>`${listings.status} = 'active'`, total: count() })
    .from(listings)
    .where(eq(listings.userId, userId))
    .groupBy(sql`${listings.status} = 'active'`);
  const counts = { active: 0, completed: 0 };
  for (const row of rows) counts[row.active ? "active" : "completed"] += Number(row.total);
  return counts;
}
