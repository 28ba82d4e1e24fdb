import type { Logger } from "pino";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { removeListingPhotos } from "./image-processing.server";
import { ListingError } from "./listing-errors";
import { availableUntilLabel, formatUkDate, isExpired, ukToday } from "./listing-expiry";
import { listUserListings } from "./listing-reads.server";
import { LISTING_DELETED_MESSAGE, statusChangedMessage } from "./listing-status";
import { badgeType } from "./listing-view";
import { deleteListing, renewListing, updateListingStatus } from "./listing-writes.server";
import { manageListingSchema } from "./manage-listing-schema";
import {
  MANAGE_INTENTS,
  type ManageIntent,
  type ManageOutcome,
  type MyListingsPage,
  myListingsMessages,
} from "./manage-listing-text";
import { relativeDate } from "./relative-date";

// /my-listings: a member's own listings as cards, and its buttons: change a listing's status, or
// delete it for good. The services check ownership under a row lock; this turns their answers
// into what the page shows.

interface Deps {
  db: Db;
  storage: FileStorage;
  logger: Logger;
}

/** The member's listings, every status, newest first; `confirmId` names one to confirm deleting. */
export async function loadMyListings(
  { db, storage }: Pick<Deps, "db" | "storage">,
  member: Member,
  confirmId: string | null,
  now = new Date(),
): Promise<MyListingsPage> {
  const today = ukToday(now);
  const listings = await listUserListings(db, member.id, {
    publicUrl: (key) => storage.publicUrl(key),
  });
  const cards = listings.map((listing) => ({
    id: listing.id,
    name: listing.name,
    location: listing.location,
    type: badgeType(listing.type),
    status: listing.status,
    posted: relativeDate(listing.datePosted, now),
    imageUrl: listing.imageUrl,
    hiddenReason: listing.hiddenReason,
    availableUntil: listing.availableUntil ? formatUkDate(listing.availableUntil) : null,
    expired: isExpired(listing.availableUntil, today),
  }));
  return { listings: cards, confirmDelete: cards.find((card) => card.id === confirmId) ?? null };
}

const BAD_REQUEST = "That change could not be made. Please reload the page and try again.";
const TRY_AGAIN = "Please try again in a moment.";

export async function manageListing(
  { db, storage, logger }: Deps,
  member: Member,
  form: FormData,
  now: Date = new Date(),
): Promise<ManageOutcome> {
  const parsed = manageListingSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const given = form.get("intent");
    const intent =
      given === MANAGE_INTENTS.delete || given === MANAGE_INTENTS.renew ? given : "status";
    const listingId = form.get("listingId");
    return {
      ok: false,
      status: 400,
      intent,
      listingId: typeof listingId === "string" ? listingId : null,
      title: failedTitle(intent),
      message: BAD_REQUEST,
    };
  }
  const input = parsed.data;
  try {
    if (input.intent === MANAGE_INTENTS.status) {
      const { status } = await updateListingStatus(db, member, input.listingId, input.status);
      return { ok: true, message: statusChangedMessage(status) };
    }
    if (input.intent === MANAGE_INTENTS.renew) {
      const { availableUntil } = await renewListing(db, member, input.listingId, now);
      return { ok: true, message: `Listing renewed: ${availableUntilLabel(availableUntil)}` };
    }
    const { removedKeys } = await deleteListing(db, member, input.listingId);
    // After the commit; a failure leaves orphaned files, not a broken listing.
    await removeListingPhotos(storage, removedKeys).catch((error) =>
      logger.error(
        { err: error, listingId: input.listingId },
        "could not remove a deleted listing's photos",
      ),
    );
    return { ok: true, message: LISTING_DELETED_MESSAGE };
  } catch (error) {
    const known = error instanceof ListingError;
    if (!known)
      logger.error({ err: error, listingId: input.listingId }, "could not change listing");
    return {
      ok: false,
      status: known ? error.status : 500,
      intent: input.intent,
      listingId: input.listingId,
      title: failedTitle(input.intent),
      message: known ? error.message : TRY_AGAIN,
    };
  }
}

function failedTitle(intent: ManageIntent): string {
  if (intent === "delete") return myListingsMessages.deleteFailed;
  if (intent === "renew") return myListingsMessages.renewFailed;
  return myListingsMessages.updateFailed;
}
