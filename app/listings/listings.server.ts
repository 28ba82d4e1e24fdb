import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { profiles } from "~/accounts/accounts.table";
import { type CurrentUser, requireVerifiedEmail } from "~/accounts/current-user.server";
import { profileDisplayName } from "~/accounts/display-name";
import { canUseMemberFeatures } from "~/membership/entitlement.server";
import type { Db } from "~/server/db/database.server";
import type { StoredListingPhoto } from "./image-processing.server";
import { LISTING_LIMITS, type ListingFilters, type ListingInput } from "./listing-schema";
import { canTransition, effectiveStatus, type ListingStatus } from "./listing-status";
import { listingImages, listings } from "./listings.table";

// The listings domain: one function per operation. Access rules live here, not in the pages:
// only the owner changes or deletes a listing, and a refusal changes nothing.

/** Shown when a listing has no photo. */
export const LISTING_PLACEHOLDER_IMAGE = "/listing-placeholder.svg";

/** The specification's defaults for a listing as shown. */
export const listingDefaults = {
  name: "Unnamed Item",
  description: "",
  category: "Other",
  type: "Free",
  location: "Location not specified",
} as const;

export const LISTINGS_PAGE_SIZE = 24;

/**
 * 'Found N garden swaps' counts exactly up to this many matches; past it the page says 'Found
 * 100+ garden swaps' (decision 0017). Counting every match reads every match: at a million
 * listings that costs more than the rest of the page together, and a text filter's count costs
 * in proportion to this limit.
 */
export const LISTINGS_COUNT_LIMIT = 100;

/** The specification's service-level messages (§8), word for word. */
export const listingServiceMessages = {
  notSignedIn: "You must be logged in to create listings.",
  subscriptionRequired: "You need an active subscription to create listings.",
  duplicate: "A listing with this information already exists.",
  invalidData: "Invalid data provided. Please check all fields and try again.",
  userError: "User authentication error. Please refresh the page and try again.",
  tooManyImages: `You can only upload up to ${LISTING_LIMITS.images} images.`,
  notFound: "Listing not found",
  forbidden: "You can only change your own listings.",
  updateFailed: "Failed to update listing",
} as const;

/** What the browse page says when the listings cannot be read (specification §8, listing load). */
export const listingLoadMessages = {
  failed: "Failed to fetch listings. Please try again.",
  misconfigured: "Database configuration error. Please contact support.",
} as const;

/** A missing table (Postgres 42P01) is a deployment fault, not a passing failure. */
export function listingLoadErrorMessage(error: unknown): string {
  for (let current = error; current && typeof current === "object"; ) {
    if ((current as { code?: unknown }).code === "42P01") return listingLoadMessages.misconfigured;
    current = (current as { cause?: unknown }).cause;
  }
  return listingLoadMessages.failed;
}

/** Every refusal the services make; `status` is the HTTP status a route should answer with. */
export class ListingError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

export class ListingNotFoundError extends ListingError {
  constructor() {
    super(listingServiceMessages.notFound, 404);
  }
}

/** Someone other than the owner tried to change or delete a listing. */
export class ListingForbiddenError extends ListingError {
  constructor() {
    super(listingServiceMessages.forbidden, 403);
  }
}

/** No active membership (or verified organisation). */
export class MembershipRequiredError extends ListingError {
  constructor() {
    super(listingServiceMessages.subscriptionRequired, 403);
  }
}

export class InvalidTransitionError extends ListingError {
  readonly from: ListingStatus;
  readonly to: ListingStatus;
  constructor(from: ListingStatus, to: ListingStatus) {
    super(`A listing that is ${from} cannot be marked as ${to}.`, 409);
    this.from = from;
    this.to = to;
  }
}

/** The database refused the row: a duplicate, a failed check, an unknown user. */
export class ListingSaveError extends ListingError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class TooManyImagesError extends ListingError {
  constructor() {
    super(listingServiceMessages.tooManyImages, 400);
  }
}

/** One stored photo, exactly as the photo pipeline hands it over, in display order. */
export type ListingImageInput = StoredListingPhoto;

/** Turns a storage key into the URL the site serves it from (`storage.publicUrl`). */
export type PublicUrl = (key: string) => string;

/** A listing as cards and lists show it (§3 "as shown"). */
export interface ListingSummary {
  id: string;
  userId: string;
  userName: string;
  name: string;
  description: string;
  category: string;
  type: string;
  location: string;
  quantity: string | null;
  harvestDate: string | null;
  status: ListingStatus;
  /** Demo content (DEMO_DATA): an example listing by a demo member, who cannot be reached. */
  isDemo: boolean;
  /** The first photo's thumbnail, else the placeholder. */
  imageUrl: string;
  hasImage: boolean;
  datePosted: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface ListingImageView {
  id: string;
  position: number;
  url: string;
  thumbUrl: string;
  largeKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

export interface ListingDetail extends ListingSummary {
  author: { id: string; username: string | null; forumUsername: string | null };
  /** Ordered by position: the first is the large one on the detail page. */
  images: ListingImageView[];
  /** The first photo's large version, else the placeholder. */
  imageLargeUrl: string;
}

export interface ListingPage {
  listings: ListingSummary[];
  /** How many listings match: exact, or the count limit when `totalIsExact` is false. */
  total: number;
  /** False when more match than the count limit ('Found 100+ garden swaps'). */
  totalIsExact: boolean;
  /** The page shown: a page past the end shows the last one. */
  page: number;
  /** Null when the total is not exact. */
  pageCount: number | null;
  hasNextPage: boolean;
  pageSize: number;
}

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

/** The listing's own columns: list queries read one table, so their plans stay simple. */
const ownColumns = {
  id: listings.id,
  userId: listings.userId,
  name: listings.name,
  description: listings.description,
  category: listings.category,
  type: listings.type,
  location: listings.location,
  quantity: listings.quantity,
  harvestDate: listings.harvestDate,
  status: listings.status,
  isDemo: listings.isDemo,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

/** With the author's names, for the single-listing read. */
const listingColumns = {
  ...ownColumns,
  username: profiles.username,
  forumUsername: profiles.forumUsername,
};

type ListingRow = {
  id: string;
  userId: string;
  name: string | null;
  description: string | null;
  category: string | null;
  type: string | null;
  location: string | null;
  quantity: string | null;
  harvestDate: string | null;
  status: string | null;
  isDemo: boolean;
  createdAt: Date;
  updatedAt: Date;
  username: string | null;
  forumUsername: string | null;
};

type ImageRow = typeof listingImages.$inferSelect;

function orDefault(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function toSummary(row: ListingRow, cover: ImageRow | undefined, publicUrl: PublicUrl) {
  return {
    id: row.id,
    userId: row.userId,
    userName: profileDisplayName({ username: row.username, forumUsername: row.forumUsername }),
    name: orDefault(row.name, listingDefaults.name),
    description: row.description?.trim() ?? listingDefaults.description,
    category: orDefault(row.category, listingDefaults.category),
    type: orDefault(row.type, listingDefaults.type),
    location: orDefault(row.location, listingDefaults.location),
    quantity: row.quantity?.trim() || null,
    harvestDate: row.harvestDate,
    status: effectiveStatus(row.status),
    isDemo: row.isDemo,
    imageUrl: cover ? publicUrl(cover.thumbKey) : LISTING_PLACEHOLDER_IMAGE,
    hasImage: cover !== undefined,
    datePosted: row.createdAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } satisfies ListingSummary;
}

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

/** The authors of a page of listings, in one query. */
async function authorsOf(db: Db, userIds: string[]) {
  const authors = new Map<string, { username: string; forumUsername: string | null }>();
  if (userIds.length === 0) return authors;
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, forumUsername: profiles.forumUsername })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
  for (const row of rows) authors.set(row.id, row);
  return authors;
}

async function summarise(db: Db, rows: OwnRow[], publicUrl: PublicUrl) {
  const [covers, authors] = await Promise.all([
    coverImages(
      db,
      rows.map((row) => row.id),
    ),
    authorsOf(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) => {
    const author = authors.get(row.userId);
    return toSummary(
      { ...row, username: author?.username ?? null, forumUsername: author?.forumUsername ?? null },
      covers.get(row.id),
      publicUrl,
    );
  });
}

/** The WHERE clause of the browse page: active listings, then each filter given. */
export function searchConditions(filters: Partial<ListingFilters>): SQL {
  const conditions: SQL[] = [eq(listings.status, "active")];
  if (filters.search) {
    const pattern = contains(filters.search);
    // Two ILIKEs joined by OR: each is answered by its own trigram index (a BitmapOr).
    conditions.push(or(ilike(listings.name, pattern), ilike(listings.description, pattern)) as SQL);
  }
  if (filters.location) conditions.push(ilike(listings.location, contains(filters.location)));
  if (filters.category && filters.category !== "All") {
    conditions.push(eq(listings.category, filters.category));
  }
  if (filters.type && filters.type !== "All") conditions.push(eq(listings.type, filters.type));
  return and(...conditions) as SQL;
}

/** The lists' order: newest first, the id settling ties (the indexes end with both). */
const newestFirst = [desc(listings.createdAt), desc(listings.id)] as const;

/** The page query of /listings, without running it (the EXPLAIN test reads its plan). */
export function searchListingsQuery(
  db: Db,
  filters: Partial<ListingFilters>,
  limit: number,
  offset: number,
) {
  return db
    .select(ownColumns)
    .from(listings)
    .where(searchConditions(filters))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/**
 * The count behind 'Found N garden swaps', without running it (the EXPLAIN test reads its
 * plan). With `limit`, it counts at most the newest `limit + 1` matches, in the page query's
 * order, so that the planner reads them as the page does (from the same index, or one bitmap)
 * and stops there.
 */
export function countListingsQuery(db: Db, filters: Partial<ListingFilters>, limit?: number) {
  if (limit === undefined) {
    return db.select({ total: count() }).from(listings).where(searchConditions(filters));
  }
  const newest = db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions(filters))
    .orderBy(...newestFirst)
    .limit(limit + 1)
    .as("newest");
  return db.select({ total: count() }).from(newest);
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
  filters: Partial<ListingFilters>,
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
  filters: Partial<ListingFilters>,
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
  filters: Partial<ListingFilters>,
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
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.userId))
    .where(eq(listings.id, id));
  if (!row) return null;
  const images = await db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, id))
    .orderBy(asc(listingImages.position));
  const { publicUrl } = options;
  const cover = images[0];
  return {
    ...toSummary(row, cover, publicUrl),
    author: { id: row.userId, username: row.username, forumUsername: row.forumUsername },
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

function checkImages(images: readonly ListingImageInput[]) {
  if (images.length > LISTING_LIMITS.images) throw new TooManyImagesError();
}

/** Creating or editing needs a confirmed email (403 Response) and a membership. */
async function requireCanList(db: Db, user: CurrentUser): Promise<void> {
  requireVerifiedEmail(user);
  if (!(await canUseMemberFeatures(db, user))) throw new MembershipRequiredError();
}

function listingValues(input: ListingInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    category: input.category,
    type: input.type,
    location: input.location,
    quantity: input.quantity ?? null,
    harvestDate: input.harvestDate ?? null,
  };
}

/** The listing_images rows for a listing's photos, in display order. */
export function listingImageRows(listingId: string, images: readonly ListingImageInput[]) {
  return images.map((image, position) => ({
    listingId,
    position,
    largeKey: image.large,
    thumbKey: image.thumb,
    width: image.width,
    height: image.height,
  }));
}

/** The database's refusals that a person can cause, as the specification's messages (§8). */
export function toListingSaveError(error: unknown): ListingSaveError | null {
  for (let current = error; current && typeof current === "object"; ) {
    const code = (current as { code?: unknown }).code;
    if (code === "23505") return new ListingSaveError(listingServiceMessages.duplicate);
    if (code === "23514") return new ListingSaveError(listingServiceMessages.invalidData);
    if (code === "23503") return new ListingSaveError(listingServiceMessages.userError);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

async function mapSaveErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toListingSaveError(error) ?? error;
  }
}

/**
 * Creates a listing for the signed-in member with its photos (already stored; their keys in
 * order), in one transaction. Refuses without a confirmed email (a 403 Response, as every
 * capability that needs one) or a membership (MembershipRequiredError).
 */
export async function createListing(
  db: Db,
  user: CurrentUser,
  input: ListingInput,
  images: readonly ListingImageInput[] = [],
): Promise<{ id: string }> {
  await requireCanList(db, user);
  checkImages(images);
  return mapSaveErrors(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({ ...listingValues(input), userId: user.id })
        .returning({ id: listings.id });
      if (!row) throw new Error("Failed to create listing - no data returned.");
      if (images.length > 0) {
        await tx.insert(listingImages).values(listingImageRows(row.id, images));
      }
      return { id: row.id };
    }),
  );
}

/** Locks the listing for the change and checks that `user` owns it. */
async function lockOwnListing(tx: Db, user: CurrentUser, id: string) {
  if (!isListingId(id)) throw new ListingNotFoundError();
  const [row] = await tx
    .select({ userId: listings.userId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id))
    .for("update");
  if (!row) throw new ListingNotFoundError();
  if (row.userId !== user.id) throw new ListingForbiddenError();
  return row;
}

async function imageKeys(tx: Db, which: SQL): Promise<string[]> {
  const rows = await tx
    .select({ largeKey: listingImages.largeKey, thumbKey: listingImages.thumbKey })
    .from(listingImages)
    .where(which);
  return rows.flatMap((row) => [row.largeKey, row.thumbKey]);
}

/**
 * The owner edits a listing (the create form, prefilled). Given `images`, they replace the
 * photos in that order; the keys no longer used are returned so the caller can remove the
 * files after the commit.
 */
export async function updateListing(
  db: Db,
  user: CurrentUser,
  id: string,
  input: ListingInput,
  images?: readonly ListingImageInput[],
): Promise<{ removedKeys: string[] }> {
  if (images) checkImages(images);
  return mapSaveErrors(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockOwnListing(t, user, id);
      await requireCanList(t, user);
      await tx
        .update(listings)
        .set({ ...listingValues(input), updatedAt: sql`now()` })
        .where(eq(listings.id, id));
      if (!images) return { removedKeys: [] };
      const before = await imageKeys(t, eq(listingImages.listingId, id));
      await tx.delete(listingImages).where(eq(listingImages.listingId, id));
      if (images.length > 0) await tx.insert(listingImages).values(listingImageRows(id, images));
      const kept = new Set(images.flatMap((image) => [image.large, image.thumb]));
      return { removedKeys: before.filter((key) => !kept.has(key)) };
    }),
  );
}

/**
 * The owner marks a listing swapped, unavailable or active again (only the transitions
 * `canTransition` allows); updated_at is refreshed. Needs a membership, as /my-listings does.
 */
export async function updateListingStatus(
  db: Db,
  user: CurrentUser,
  id: string,
  status: ListingStatus,
): Promise<{ status: ListingStatus; updatedAt: Date }> {
  return db.transaction(async (tx) => {
    const row = await lockOwnListing(tx as unknown as Db, user, id);
    if (!(await canUseMemberFeatures(tx as unknown as Db, user))) {
      throw new MembershipRequiredError();
    }
    const from = effectiveStatus(row.status);
    if (!canTransition(from, status)) throw new InvalidTransitionError(from, status);
    const [updated] = await tx
      .update(listings)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(listings.id, id))
      .returning({ status: listings.status, updatedAt: listings.updatedAt });
    if (!updated) throw new ListingNotFoundError();
    return { status: updated.status, updatedAt: updated.updatedAt };
  });
}

/**
 * The owner deletes a listing for good (no membership needed: anyone may remove what they
 * posted). Returns the photos' storage keys, for the caller to remove after the commit.
 */
export async function deleteListing(
  db: Db,
  user: CurrentUser,
  id: string,
): Promise<{ removedKeys: string[] }> {
  return db.transaction(async (tx) => {
    await lockOwnListing(tx as unknown as Db, user, id);
    const removedKeys = await imageKeys(tx as unknown as Db, eq(listingImages.listingId, id));
    await tx.delete(listings).where(eq(listings.id, id));
    return { removedKeys };
  });
}

/** Deletes every listing of an account (account deletion), returning their photos' keys. */
export async function deleteUserListings(db: Db, userId: string): Promise<string[]> {
  const owned = db.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId));
  const keys = await imageKeys(db, inArray(listingImages.listingId, owned));
  await db.delete(listings).where(eq(listings.userId, userId));
  return keys;
}
