import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { type CurrentUser, requireVerifiedEmail } from "~/accounts/current-user.server";
import {
  type FormSubmission,
  isFormKeyTaken,
  rememberSubmission,
} from "~/idempotency/form-submissions.server";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { settlePendingUploads } from "~/server/storage/pending-uploads.server";
import { checkPhotoCount, spendAllowance } from "~/trust/allowances.server";
import { TrustLimitError } from "~/trust/trust-refusals";
import type { StoredListingPhoto } from "./image-processing.server";
import { listingPhotoKeys } from "./image-processing.server";
import {
  InvalidTransitionError,
  ListingError,
  ListingForbiddenError,
  ListingNotFoundError,
  TooManyImagesError,
  toListingSaveError,
} from "./listing-errors";
import { aWeekFrom, defaultAvailableUntil, ukToday } from "./listing-expiry";
import { listingCoordinates } from "./listing-place.server";
import { isListingId } from "./listing-query.server";
import { LISTING_LIMITS, type ListingInput } from "./listing-schema";
import { canTransition, effectiveStatus, type ListingStatus } from "./listing-status";
import { listingImages, listings } from "./listings.table";

// Changing listings: one function per operation. Access rules live here, not in the pages: what
// needs a membership takes a `Member` (the member gate's proof), only the owner changes or
// deletes a listing, and a refusal changes nothing.

/** One stored photo, exactly as the photo pipeline hands it over, in display order. */
export type ListingImageInput = StoredListingPhoto;

function checkImages(member: CurrentUser, images: readonly ListingImageInput[]) {
  if (images.length > LISTING_LIMITS.images) throw new TooManyImagesError();
  try {
    checkPhotoCount(member, images.length, "listing");
  } catch (error) {
    throw asListingError(error);
  }
}

/** The trust limits' refusals (decision 0071), as the listings' own error for the routes. */
function asListingError(error: unknown): unknown {
  return error instanceof TrustLimitError
    ? new ListingError(error.message, error.status, { cause: error })
    : error;
}

/**
 * Counts a listing created or edited against the member's allowance (trust limits), inside the
 * save's transaction, so a refused or failed save counts nothing.
 */
async function countAgainstAllowance(
  tx: Db,
  member: CurrentUser,
  action: "listing-create" | "listing-edit",
): Promise<void> {
  await spendAllowance(tx, member, action).catch((error: unknown) => {
    throw asListingError(error);
  });
}

function listingValues(input: ListingInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    category: input.category,
    type: input.type,
    location: input.location,
    ...listingCoordinates(input.location),
    quantity: input.quantity ?? null,
    harvestDate: input.harvestDate ?? null,
    availableUntil: input.availableUntil ?? null,
  };
}

/**
 * Links a listing's photos, in display order, inside the caller's transaction; their files stop
 * being pending there (pending-uploads.server.ts), so the clean-up never takes them.
 */
export async function insertListingImages(
  tx: Db,
  listingId: string,
  images: readonly ListingImageInput[],
): Promise<void> {
  if (images.length === 0) return;
  await tx.insert(listingImages).values(
    images.map((image, position) => ({
      listingId,
      position,
      largeKey: image.large,
      thumbKey: image.thumb,
      width: image.width,
      height: image.height,
    })),
  );
  await settlePendingUploads(tx, listingPhotoKeys(images));
}

async function mapSaveErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isFormKeyTaken(error)) throw error;
    throw toListingSaveError(error) ?? error;
  }
}

/**
 * Creates a listing for a member with its photos (already stored; their keys in order), in one
 * transaction. Refuses without a confirmed email (EmailNotVerifiedError, as every capability
 * that needs one). Fresh produce left without an end date is offered for a week from the UK day
 * of `now` (decision 0047), so the rule holds without JavaScript too.
 */
/**
 * Another domain's part of the listing form (the handover's rule), saved in the listing's own
 * transaction so a refusal there saves nothing.
 */
export type SaveAlongside = (tx: Db, listingId: string) => Promise<void>;

export async function createListing(
  db: Db,
  member: Member,
  input: ListingInput,
  images: readonly ListingImageInput[] = [],
  now: Date = new Date(),
  submission: FormSubmission | null = null,
  alsoSave?: SaveAlongside,
): Promise<{ id: string }> {
  requireVerifiedEmail(member);
  checkImages(member, images);
  const values = listingValues(input);
  values.availableUntil ??= defaultAvailableUntil(input.category, ukToday(now));
  return mapSaveErrors(() =>
    db.transaction(async (tx) => {
      await countAgainstAllowance(tx as unknown as Db, member, "listing-create");
      const [row] = await tx
        .insert(listings)
        .values({ ...values, userId: member.id })
        .returning({ id: listings.id });
      if (!row) throw new Error("Failed to create listing - no data returned.");
      await insertListingImages(tx as unknown as Db, row.id, images);
      await alsoSave?.(tx as unknown as Db, row.id);
      await rememberSubmission(tx as unknown as Db, submission, row.id);
      return { id: row.id };
    }),
  );
}

/**
 * Locks a listing's row `FOR UPDATE` for another domain's change that hangs on it (a handover's
 * reservation): what that domain needs to know of it, or null when there is none.
 */
export async function lockListingRow(tx: Db, id: string) {
  if (!isListingId(id)) return null;
  const [row] = await tx
    .select({
      id: listings.id,
      ownerId: listings.userId,
      name: listings.name,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .for("update");
  return row ?? null;
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
  member: Member,
  id: string,
  input: ListingInput,
  images?: readonly ListingImageInput[],
  alsoSave?: SaveAlongside,
): Promise<{ removedKeys: string[] }> {
  if (images) checkImages(member, images);
  return mapSaveErrors(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockOwnListing(t, member, id);
      requireVerifiedEmail(member);
      await countAgainstAllowance(t, member, "listing-edit");
      await tx
        .update(listings)
        .set({ ...listingValues(input), updatedAt: sql`now()` })
        .where(eq(listings.id, id));
      await alsoSave?.(t, id);
      if (!images) return { removedKeys: [] };
      const before = await imageKeys(t, eq(listingImages.listingId, id));
      await tx.delete(listingImages).where(eq(listingImages.listingId, id));
      await insertListingImages(t, id, images);
      const kept = new Set(listingPhotoKeys(images));
      return { removedKeys: before.filter((key) => !kept.has(key)) };
    }),
  );
}

/**
 * The owner marks a listing swapped, unavailable or active again (only the transitions
 * `canTransition` allows); updated_at is refreshed. A member's change, as /my-listings is.
 */
export async function updateListingStatus(
  db: Db,
  member: Member,
  id: string,
  status: ListingStatus,
): Promise<{ status: ListingStatus; updatedAt: Date }> {
  return db.transaction(async (tx) => {
    const row = await lockOwnListing(tx as unknown as Db, member, id);
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
 * The owner renews a listing (Renew on /my-listings): it is offered until a week from the UK day
 * of `now`, and so comes back to the lists if it had expired. Only the owner (403 otherwise).
 */
export async function renewListing(
  db: Db,
  member: Member,
  id: string,
  now: Date = new Date(),
): Promise<{ availableUntil: string }> {
  return db.transaction(async (tx) => {
    await lockOwnListing(tx as unknown as Db, member, id);
    return extendLocked(tx as unknown as Db, id, now);
  });
}

/**
 * "Still available", from the reminder email's signed link (listing-expiry-link.server.ts): the
 * token, signed for this listing and the day `sentFor`, is the owner's say-so, so no session is
 * asked for. Only an active listing no moderator has hidden is extended (else not found); one
 * already extended past `sentFor` (the link clicked twice, or Renew used) is left as it is.
 */
export async function extendListingFromReminder(
  db: Db,
  id: string,
  sentFor: string,
  now: Date = new Date(),
): Promise<{ availableUntil: string | null; extended: boolean }> {
  if (!isListingId(id)) throw new ListingNotFoundError();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: listings.status,
        hiddenAt: listings.hiddenAt,
        availableUntil: listings.availableUntil,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for("update");
    if (!row || row.hiddenAt !== null || effectiveStatus(row.status) !== "active") {
      throw new ListingNotFoundError();
    }
    if (row.availableUntil === null || row.availableUntil > sentFor) {
      return { availableUntil: row.availableUntil, extended: false };
    }
    return { ...(await extendLocked(tx as unknown as Db, id, now)), extended: true };
  });
}

async function extendLocked(tx: Db, id: string, now: Date): Promise<{ availableUntil: string }> {
  const availableUntil = aWeekFrom(ukToday(now));
  await tx
    .update(listings)
    .set({ availableUntil, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
  return { availableUntil };
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
