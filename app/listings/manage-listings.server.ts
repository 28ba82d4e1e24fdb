import type { Logger } from "pino";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { removeListingPhotos } from "./image-processing.server";
import { LISTING_DELETED_MESSAGE, statusChangedMessage } from "./listing-status";
import { deleteListing, ListingError, updateListingStatus } from "./listings.server";
import { MANAGE_INTENTS, manageListingSchema, myListingsMessages } from "./manage-listing-schema";

// The /my-listings buttons: change a listing's status, or delete it for good. The services check
// ownership under a row lock; this turns their answers into what the page shows.

export type ManageOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      /** The HTTP status to answer with (403 not yours, 404 gone, 409 not allowed …). */
      status: number;
      intent: "status" | "delete" | null;
      listingId: string | null;
      title: string;
      message: string;
    };

interface Deps {
  db: Db;
  storage: FileStorage;
  logger: Logger;
}

const BAD_REQUEST = "That change could not be made. Please reload the page and try again.";
const TRY_AGAIN = "Please try again in a moment.";

export async function manageListing(
  { db, storage, logger }: Deps,
  user: CurrentUser,
  form: FormData,
): Promise<ManageOutcome> {
  const parsed = manageListingSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const intent = form.get("intent") === MANAGE_INTENTS.delete ? "delete" : "status";
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
      const { status } = await updateListingStatus(db, user, input.listingId, input.status);
      return { ok: true, message: statusChangedMessage(status) };
    }
    const { removedKeys } = await deleteListing(db, user, input.listingId);
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

function failedTitle(intent: "status" | "delete"): string {
  return intent === "delete" ? myListingsMessages.deleteFailed : myListingsMessages.updateFailed;
}
