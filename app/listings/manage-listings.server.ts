import type { Logger } from "pino";
import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import { FORMAT_LOCALE } from "~/i18n/languages";
import enListings from "~/i18n/locales/en/listings";
import enMyListings from "~/i18n/locales/en/myListings";
import enTrust from "~/i18n/locales/en/trust";
import type { Translate } from "~/i18n/messages";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { removeListingPhotos } from "./image-processing.server";
import { ListingError, listingRefusalIn } from "./listing-errors";
import { formatUkDate, isExpired, ukToday } from "./listing-expiry";
import { listUserListings } from "./listing-reads.server";
import { badgeType } from "./listing-view";
import { deleteListing, renewListing, updateListingStatus } from "./listing-writes.server";
import { manageListingSchema } from "./manage-listing-schema";
import {
  MANAGE_INTENTS,
  type ManageIntent,
  type ManageOutcome,
  type MyListingsPage,
} from "./manage-listing-text";
import { type RelativeDateWords, relativeDate } from "./relative-date";

// /my-listings: a member's own listings as cards, and its buttons: change a listing's status, or
// delete it for good. The services check ownership under a row lock; this turns their answers
// into what the page shows.

/** The page's words: the request's language, and its `t` over `myListings` (decision 0098). */
export interface ManageWords {
  lng: Language;
  t: Translate;
}

const ENGLISH: ManageWords = {
  lng: "en",
  t: englishFrom(enMyListings, { listings: enListings, myListings: enMyListings, trust: enTrust }),
};

/** How old a card is, in the page's language (the shared `listings` card's words). */
function relativeDateWords({ lng, t }: ManageWords): RelativeDateWords {
  return {
    today: t("listings:card.today"),
    daysAgo: (count) => t("listings:card.daysAgo", { count }),
    weeksAgo: (count) => t("listings:card.weeksAgo", { count }),
    locale: FORMAT_LOCALE[lng],
  };
}

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
  words: ManageWords = ENGLISH,
): Promise<MyListingsPage> {
  const ago = relativeDateWords(words);
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
    posted: relativeDate(listing.datePosted, now, ago),
    imageUrl: listing.imageUrl,
    hiddenReason: listing.hiddenReason,
    availableUntil: listing.availableUntil ? formatUkDate(listing.availableUntil, words.lng) : null,
    expired: isExpired(listing.availableUntil, today),
  }));
  return { listings: cards, confirmDelete: cards.find((card) => card.id === confirmId) ?? null };
}

export async function manageListing(
  { db, storage, logger }: Deps,
  member: Member,
  form: FormData,
  now: Date = new Date(),
  { lng, t }: ManageWords = ENGLISH,
): Promise<ManageOutcome> {
  const failedTitle = (intent: ManageIntent) =>
    t(
      intent === "delete"
        ? "messages.deleteFailed"
        : intent === "renew"
          ? "messages.renewFailed"
          : "messages.updateFailed",
    );
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
      message: t("messages.badRequest"),
    };
  }
  const input = parsed.data;
  try {
    if (input.intent === MANAGE_INTENTS.status) {
      const { status } = await updateListingStatus(db, member, input.listingId, input.status);
      return { ok: true, message: t(`marked.${status}`) };
    }
    if (input.intent === MANAGE_INTENTS.renew) {
      const { availableUntil } = await renewListing(db, member, input.listingId, now);
      return {
        ok: true,
        message: t("messages.renewed", {
          until: t("listings:card.availableUntil", { date: formatUkDate(availableUntil, lng) }),
        }),
      };
    }
    const { removedKeys } = await deleteListing(db, member, input.listingId);
    // After the commit; a failure leaves orphaned files, not a broken listing.
    await removeListingPhotos(storage, removedKeys).catch((error) =>
      logger.error(
        { err: error, listingId: input.listingId },
        "could not remove a deleted listing's photos",
      ),
    );
    return { ok: true, message: t("messages.deleted") };
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
      message: known ? (listingRefusalIn(error, t, lng) ?? error.message) : t("messages.tryAgain"),
    };
  }
}
