import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { ListingCursor } from "./listing-cursor.server";
import { ukToday } from "./listing-expiry";
import type { ListingFilters } from "./listing-schema";
import { METRES_PER_MILE } from "./listing-summary";
import { listings } from "./listings.table";

// How the listings are asked for: the browse filters as SQL, the page and count queries (built,
// not run, so the EXPLAIN test and the benchmark read the very plans the site uses), and the
// paging arithmetic.

export const LISTINGS_PAGE_SIZE = 24;

/**
 * 'Found N garden swaps' counts exactly up to this many matches; past it the page says 'Found
 * 100+ garden swaps' (decision 0017). Counting every match reads every match: at a million
 * listings that costs more than the rest of the page together, and a text filter's count costs
 * in proportion to this limit.
 */
export const LISTINGS_COUNT_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no listing (rather than a database error and a 500). */
export function isListingId(id: string): boolean {
  return UUID.test(id);
}

/** `%`, `_` and `\` typed by a person mean themselves in ILIKE, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function contains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * What a search reads: the name and description, lower-cased, as one text, which is exactly the
 * expression the listings_search_text_trgm_idx index holds (listings.table.ts). The newline keeps
 * a match from spanning the two; the search box cannot send one.
 */
export const searchText = sql`lower(${listings.name} || E'\n' || coalesce(${listings.description}, ''))`;

/** Where a distance search starts, and how far it reaches (issue 17). */
export interface SearchOrigin {
  latitude: number;
  longitude: number;
  withinMiles: number;
}

/**
 * What the list queries take: the browse filters, the resolved place of `near`, and the members
 * whose listings the viewer does not see (those they blocked, decision 0074).
 */
export type ListingSearch = Partial<ListingFilters> & {
  origin?: SearchOrigin;
  hiddenOwners?: readonly string[];
};

/** A listing's stored point on the earth: what listings_near_idx holds. */
const listingPoint = sql`${listings.earthPoint}`;

function originPoint(origin: SearchOrigin): SQL {
  return sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
}

/** Metres from the search's origin, or null without one (and for an unplaced listing). */
function distanceColumn(origin: SearchOrigin | undefined) {
  return origin
    ? sql<number | null>`sec_to_gc(cube_distance(${originPoint(origin)}, ${listingPoint}))`
    : sql<number | null>`null::float8`;
}

/** The listing's own columns: list queries read one table, so their plans stay simple. */
export const ownColumns = {
  id: listings.id,
  userId: listings.userId,
  name: listings.name,
  description: listings.description,
  category: listings.category,
  type: listings.type,
  location: listings.location,
  quantity: listings.quantity,
  harvestDate: listings.harvestDate,
  availableUntil: listings.availableUntil,
  status: listings.status,
  isDemo: listings.isDemo,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  hiddenAt: listings.hiddenAt,
  hiddenReason: listings.hiddenReason,
  latitude: listings.latitude,
  longitude: listings.longitude,
};

/**
 * Not expired on `today` (a UK day): no end date, or one not yet passed. The SQL side of
 * `isExpired` (listing-expiry.ts); derived, not a status a nightly job flips (decision 0047).
 */
export function notExpired(today: string): SQL {
  return or(isNull(listings.availableUntil), gte(listings.availableUntil, today)) as SQL;
}

/** Placed within `origin`'s radius of it: the distance search's condition. */
function withinReach(searchOrigin: SearchOrigin): SQL {
  const origin = originPoint(searchOrigin);
  const metres = searchOrigin.withinMiles * METRES_PER_MILE;
  // The box is what the index answers; the distance trims its corners to a circle.
  // earth_distance's own arithmetic, on the stored point (earth_distance takes the domain).
  return and(
    sql`earth_box(${origin}, ${metres}::float8) @> ${listingPoint}`,
    sql`sec_to_gc(cube_distance(${origin}, ${listingPoint})) <= ${metres}::float8`,
  ) as SQL;
}

/**
 * The ids of the listings placed within `origin`'s radius, whatever their status, as a
 * subquery to join: how another domain counts what happened to listings in a place (a city's
 * collected handovers, decision 0091) by the very rule that puts a listing on that city's page.
 */
export function listingIdsWithin(db: Db, origin: SearchOrigin) {
  return db
    .select({ listingId: listings.id })
    .from(listings)
    .where(withinReach(origin))
    .as("placed");
}

/**
 * The WHERE clause of every public list (browse, city and free-food pages, the home page): active
 * listings no moderator has hidden and not expired on `today` in the UK, then each filter given.
 */
export function searchConditions(filters: ListingSearch, today: string = ukToday(new Date())): SQL {
  const conditions: SQL[] = [
    eq(listings.status, "active"),
    isNull(listings.hiddenAt),
    notExpired(today),
  ];
  if (filters.search) {
    // Lower-cased on both sides by Postgres, so it matches as ILIKE did, from one trigram index.
    conditions.push(sql`${searchText} like lower(${contains(filters.search)})`);
  }
  if (filters.location) conditions.push(ilike(listings.location, contains(filters.location)));
  if (filters.category && filters.category !== "All") {
    conditions.push(eq(listings.category, filters.category));
  }
  if (filters.type && filters.type !== "All") conditions.push(eq(listings.type, filters.type));
  if (filters.origin) conditions.push(withinReach(filters.origin));
  if (filters.hiddenOwners?.length) {
    conditions.push(notInArray(listings.userId, [...filters.hiddenOwners]));
  }
  return and(...conditions) as SQL;
}

/** The lists' order: newest first, the id settling ties (the indexes end with both). */
export const newestFirst = [desc(listings.createdAt), desc(listings.id)] as const;

/**
 * Nearest first when the search has an origin (the index's `<->` order: straight-line distance
 * through the earth, which orders as the distance over it does), newest first among equals;
 * otherwise newest first.
 */
function listingOrder(filters: ListingSearch): SQL[] {
  if (!filters.origin) return [...newestFirst];
  return [sql`${listingPoint} <-> ${originPoint(filters.origin)}`, ...newestFirst];
}

/**
 * A row's created_at in microseconds since 1970, as text: its place in the order for a keyset
 * cursor (listing-cursor.server.ts), which a JavaScript Date (milliseconds) would round.
 */
const createdAtMicros = sql<string>`(extract(epoch from ${listings.createdAt}) * 1000000)::bigint::text`;

/** What the page queries read: the listing, how far it is, and its place for a cursor. */
function pageColumns(filters: ListingSearch) {
  return { ...ownColumns, distanceMetres: distanceColumn(filters.origin), createdAtMicros };
}

/** The page query of /listings, without running it (the EXPLAIN test reads its plan). */
export function searchListingsQuery(db: Db, filters: ListingSearch, limit: number, offset: number) {
  return db
    .select(pageColumns(filters))
    .from(listings)
    .where(searchConditions(filters))
    .orderBy(...listingOrder(filters))
    .limit(limit)
    .offset(offset);
}

/** Where a keyset page starts: past a row (Next) or before it (Previous). */
export type ListingKeyset = { after: ListingCursor } | { before: ListingCursor };

/**
 * A keyset page of the newest-first order (decision 0053), without running it: the `limit`
 * matches older than the cursor, newest first (`after`), or newer than it, oldest first
 * (`before`: the caller turns them round). The row comparison starts the index scan at the
 * cursor, so page 1,000 costs what page 2 does. Not for a distance search, which is ordered by
 * distance first and paged by offset.
 */
export function keysetListingsQuery(
  db: Db,
  filters: ListingSearch,
  keyset: ListingKeyset,
  limit: number,
) {
  const older = "after" in keyset;
  const cursor = older ? keyset.after : keyset.before;
  const place = sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
  const row = sql`(${listings.createdAt}, ${listings.id})`;
  return db
    .select(pageColumns(filters))
    .from(listings)
    .where(and(searchConditions(filters), older ? sql`${row} < ${place}` : sql`${row} > ${place}`))
    .orderBy(...(older ? newestFirst : [asc(listings.createdAt), asc(listings.id)]))
    .limit(limit);
}

/**
 * The count behind 'Found N garden swaps', without running it (the EXPLAIN test reads its
 * plan). With `limit`, it counts at most the newest `limit + 1` matches, in the page query's
 * order, so that the planner reads them as the page does (from the same index, or one bitmap)
 * and stops there.
 */
export function countListingsQuery(db: Db, filters: ListingSearch, limit?: number) {
  if (limit === undefined) {
    return db.select({ total: count() }).from(listings).where(searchConditions(filters));
  }
  const newest = db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions(filters))
    .orderBy(...listingOrder(filters))
    .limit(limit + 1)
    .as("newest");
  return db.select({ total: count() }).from(newest);
}

/** What a saved search's alert asks of the listings (decision 0049). */
export interface NewListingsWindow {
  /** Created at or after this… */
  from: Date;
  /** …and at or before this, which is also the run's clock for expiry. */
  to: Date;
  /** The saved search's member: never alerted to their own listings. */
  excludeUserId: string;
  /** A further condition on the listing's id (the alerts' 'not sent before'). */
  unless?: (listingId: AnyColumn) => SQL;
  limit: number;
}

/**
 * The listings a search matches that were created in a window, newest first: the same
 * `searchConditions` as /listings (so an alert never matches what the page would not show:
 * hidden, expired, swapped), less demo listings and the member's own.
 */
export function newListingsQuery(db: Db, filters: ListingSearch, window: NewListingsWindow) {
  return db
    .select({
      id: listings.id,
      name: listings.name,
      location: listings.location,
      type: listings.type,
    })
    .from(listings)
    .where(
      and(
        searchConditions(filters, ukToday(window.to)),
        gte(listings.createdAt, window.from),
        lte(listings.createdAt, window.to),
        ne(listings.userId, window.excludeUserId),
        eq(listings.isDemo, false),
        window.unless?.(listings.id),
      ),
    )
    .orderBy(...newestFirst)
    .limit(window.limit);
}

/** The page shown for a requested page of `total` listings: one past the end shows the last. */
export function pageWindow(requested: number | undefined, total: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1)), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/**
 * True when a page lies within the newest `countLimit + 1` matches (with the one row past it
 * that tells whether a next page exists): then one query reads the page and the count together.
 */
export function pageWithinCount(page: number, pageSize: number, countLimit: number): boolean {
  return page * pageSize <= countLimit;
}
