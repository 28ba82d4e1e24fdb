import { data, type RouterContextProvider } from "react-router";
import { staticAnswer } from "~/components/hydration";
import { aboutMilesIn } from "~/food-banks/food-bank-links";
import { foodBanksNeeding } from "~/food-banks/food-bank-needs.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { formatUkDate as formatDayIn } from "~/planting/uk-calendar";
import { getServices } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db/database-outage.server";
import { SHARED_PAGE_CACHE_CONTROL } from "~/server/public-page-headers";
import { relativeDateWordsIn } from "./listing-card-words";
import { availableDateLabel } from "./listing-detail-text";
import { formatUkDate } from "./listing-expiry";
import { badgeType, listingCategoryLabel } from "./listing-options";
import { getListingPreview } from "./listing-preview.server";
import type { ListingDetail } from "./listing-summary";
import { relativeDate } from "./relative-date";

// The listing page's loading beside the member view (app/routes/listings/detail.tsx).

/** A failure to read the food banks costs the owner the hint, never the page. */
export async function foodBanksNeedingSafely(
  db: Parameters<typeof foodBanksNeeding>[0],
  logger: { error: (object: object, message: string) => void },
  listing: Parameters<typeof foodBanksNeeding>[1] & { id: string },
  t: Translate,
) {
  try {
    return (await foodBanksNeeding(db, listing)).map((foodBank) => ({
      ...foodBank,
      distance: aboutMilesIn(t, foodBank.miles),
    }));
  } catch (error) {
    logger.error({ err: error, listingId: listing.id }, "could not match food banks' needs");
    return [];
  }
}

/**
 * Someone not signed in (a crawler reading a shared link, or the person it was sent to) gets the
 * listing's public preview, the same for everyone and so a shareable page (decision 0070);
 * anyone signed in gets the member page as before, never a shared page. Its words are in the
 * request's language (`?lng=` or the visitor's cookie, both in the shared page's cache key).
 */
export async function loadPreview(context: Readonly<RouterContextProvider>, id: string) {
  const { db, env, logger, storage } = getServices(context);
  let listing: Awaited<ReturnType<typeof getListingPreview>>;
  try {
    listing = await getListingPreview(db, id, { publicUrl: (key) => storage.publicUrl(key) });
  } catch (error) {
    // An unreachable database is the site-wide 503 with Retry-After (database-outage.server.ts).
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, listingId: id }, "could not load listing preview");
    throw data("Failed to load listing", { status: 500 });
  }
  if (!listing) throw data("Listing not found", { status: 404 });
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "listings");
  const category = t(`categories.${listing.category}`, { defaultValue: listing.categoryLabel });
  const type = t(`types.${listing.type}`);
  const shown = { ...listing, category, typeLabel: type };
  return data(
    {
      view: "preview" as const,
      ...staticAnswer,
      lng,
      // Built from the public fields only: a link preview shows no more than the page does.
      description: t("detail.previewDescription", {
        type,
        category,
        location: listing.location,
      }),
      photoAlt: t("detail.photoOf", { name: listing.name }),
      appUrl: env.APP_URL,
      listing: shown,
    },
    { headers: { "Cache-Control": SHARED_PAGE_CACHE_CONTROL } },
  );
}

/** The detail page shows one large photo and up to 4 thumbnails (specification §9). */
const THUMBNAILS = 4;

/**
 * What the member page shows of a listing: plain values, safe to send from the loader. With the
 * page's translator and language, its category, dates and age are in that language (decision
 * 0098); the listing's own words stay as its lister wrote them.
 */
export function shownListing(
  listing: ListingDetail,
  expired: boolean,
  language?: { t: Translate; lng: Language },
) {
  const [cover, ...rest] = listing.images;
  const shown = {
    id: listing.id,
    name: listing.name,
    description: listing.description,
    category: listingCategoryLabel(listing.category),
    type: badgeType(listing.type),
    location: listing.location,
    quantity: listing.quantity,
    available: availableDateLabel(listing.harvestDate),
    availableUntil: listing.availableUntil ? formatUkDate(listing.availableUntil) : null,
    expired,
    status: listing.status,
    isDemo: listing.isDemo,
    hiddenReason: listing.hiddenReason,
    userId: listing.userId,
    userName: listing.userName,
    posted: relativeDate(listing.datePosted),
    cover: cover ? { url: cover.url, width: cover.width, height: cover.height } : null,
    placeholderUrl: listing.imageLargeUrl,
    thumbnails: rest.slice(0, THUMBNAILS).map((image) => ({
      id: image.id,
      url: image.url,
      thumbUrl: image.thumbUrl,
    })),
  };
  if (!language) return shown;
  const { t, lng } = language;
  const available = availableDateLabel(listing.harvestDate);
  return {
    ...shown,
    category: t(`listings:categories.${listing.category}`, { defaultValue: shown.category }),
    available: available && listing.harvestDate ? formatDayIn(listing.harvestDate, lng) : null,
    availableUntil: listing.availableUntil ? formatDayIn(listing.availableUntil, lng) : null,
    posted: relativeDate(listing.datePosted, new Date(), relativeDateWordsIn(t, lng)),
  };
}
