import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import { decodeListingCursor, encodeListingCursor } from "./listing-cursor.server";
import {
  countListingsQuery,
  isListingId,
  keysetListingsQuery,
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  type ListingKeyset,
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

/** A page's row with its place in the order, for the cursors of its Previous and Next links. */
type PageRow = OwnRow & { createdAtMicros: string };

interface PageRead {
  total: number;
  totalIsExact: boolean;
  page: number;
  /** The page's rows. */
  rows: PageRow[];
  hasNextPage: boolean;
}

/** A page from a read of up to one row more than a page: the extra row says a next page exists. */
function pageOf(read: PageRow[], pageSize: number): Pick<PageRead, "rows" | "hasNextPage"> {
  return { rows: read.slice(0, pageSize), hasNextPage: read.length > pageSize };
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
    ...pageOf(newest.slice(offset), pageSize),
  };
}

/**
 * A later page by its number: the count (up to its limit) and the page, at once. It reads past
 * every row before the page, so it costs its offset; the site's own links carry a cursor instead
 * (readKeysetPage), and this serves old and hand-made links, and distance searches.
 */
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
    return {
      total: Math.min(total, countLimit),
      totalIsExact,
      page: requested,
      ...pageOf(found, pageSize),
    };
  }
  // Past the end: the last page, which needs the exact count (rare: an old or edited link).
  const [all] = total <= countLimit ? [counted] : await countListingsQuery(db, filters);
  const exact = all?.total ?? 0;
  const last = pageWindow(requested, exact, pageSize);
  const rows = exact === 0 ? [] : await searchListingsQuery(db, filters, pageSize + 1, last.offset);
  return {
    total: exact,
    totalIsExact: true,
    page: last.page,
    ...pageOf(rows, pageSize),
  };
}

/** A page by its number, as before cursors (and still for links without one). */
function readNumberedPage(
  db: Db,
  filters: ListingSearch,
  requested: number,
  pageSize: number,
  countLimit: number,
): Promise<PageRead> {
  const read = pageWithinCount(requested, pageSize, countLimit) ? readFirstPages : readLaterPage;
  return read(db, filters, requested, pageSize, countLimit);
}

/**
 * A page after or before a cursor (decision 0053), with the count up to its limit: 25 rows from
 * the index at any depth. The page number comes with the link and is shown as it is; listings
 * added or removed since the last page move no row onto two pages nor off both. When nothing is
 * left past the cursor (everything after it was removed) the page is read by its number instead,
 * and when Previous reaches the newest listings, the first page is shown whole.
 */
async function readKeysetPage(
  db: Db,
  filters: ListingSearch,
  keyset: ListingKeyset,
  requested: number,
  pageSize: number,
  countLimit: number,
): Promise<PageRead> {
  const [[counted], found] = await Promise.all([
    countListingsQuery(db, filters, countLimit),
    keysetListingsQuery(db, filters, keyset, pageSize + 1),
  ]);
  const forward = "after" in keyset;
  if (forward && found.length === 0) {
    return readNumberedPage(db, filters, requested, pageSize, countLimit);
  }
  if (!forward && found.length <= pageSize) {
    return readNumberedPage(db, filters, 1, pageSize, countLimit);
  }
  const total = counted?.total ?? 0;
  return {
    total: Math.min(total, countLimit),
    totalIsExact: total <= countLimit,
    // A cursor's page always has one before it.
    page: Math.max(2, requested),
    // Previous read them oldest first, up from the cursor: turned round, newest first again.
    rows: forward ? found.slice(0, pageSize) : found.slice(0, pageSize).reverse(),
    // Going back, the row the cursor names (or the rows after it) follow the page.
    hasNextPage: forward ? found.length > pageSize : true,
  };
}

/** The keyset a search's cursors name, if it is paged by cursor at all. */
function keysetOf(filters: ListingSearch): ListingKeyset | null {
  // Ordered by distance first, a distance search is paged by its number (decision 0053).
  if (filters.origin) return null;
  const after = decodeListingCursor(filters.after);
  if (after) return { after };
  const before = decodeListingCursor(filters.before);
  return before ? { before } : null;
}

/**
 * /listings: active listings, newest first, filtered by search text (name or description
 * contains, any case), location (contains), category and type (exact, unless All). The total
 * is exact up to `countLimit` (decision 0017). A page with a cursor is read from it (decision
 * 0053); a malformed cursor is ignored and the page is read by its number.
 */
export async function searchListings(
  db: Db,
  filters: ListingSearch,
  options: { publicUrl: PublicUrl; pageSize?: number; countLimit?: number },
): Promise<ListingPage> {
  const pageSize = options.pageSize ?? LISTINGS_PAGE_SIZE;
  const countLimit = options.countLimit ?? LISTINGS_COUNT_LIMIT;
  const requested = Math.max(1, Math.floor(filters.page ?? 1));
  const keyset = keysetOf(filters);
  const { total, totalIsExact, page, rows, hasNextPage } = keyset
    ? await readKeysetPage(db, filters, keyset, requested, pageSize, countLimit)
    : await readNumberedPage(db, filters, requested, pageSize, countLimit);
  const first = rows[0];
  const last = rows.at(-1);
  // A page count that agrees with the page shown and its Next link, whatever moved meanwhile.
  const counted = Math.max(
    pageWindow(page, total, pageSize).pageCount,
    page + (hasNextPage ? 1 : 0),
  );
  return {
    listings: await summarise(db, rows, options.publicUrl),
    total,
    totalIsExact,
    page,
    pageCount: totalIsExact ? counted : null,
    hasNextPage,
    pageSize,
    cursors:
      filters.origin || !first || !last
        ? null
        : {
            first: encodeListingCursor(first.createdAtMicros, first.id),
            last: encodeListingCursor(last.createdAtMicros, last.id),
          },
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

/**
 * Where a member last listed something, as the listing stores it (a town or postcode district,
 * decision 0046), for their profile's town; null when they have listed nothing. Any listing
 * counts, whatever its status: only its place is read.
 */
export async function latestListingLocation(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ location: listings.location })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(1);
  return row?.location ?? null;
}
