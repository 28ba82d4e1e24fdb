import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import type { MapPanelWords } from "~/maps/map-panel-types";
import { formatUkDate } from "~/planting/uk-calendar";
import { type ListingCardData, type ListingCardWords, listingCardData } from "./listing-card";
import { type RelativeDateWords, relativeDate } from "./relative-date";

// A listing card's words in a page's language, from the `listings` catalogue (decision 0098): the
// browse page, the place pages and the home page say them alike. Any namespace's translator will
// do, since every key names `listings:`. In English each says exactly what listing-card.tsx,
// relative-date.ts, listing-expiry.ts and listing-options.ts say (place-words.test.ts).

/** A listing card's own words. */
export function cardWordsIn(t: Translate): ListingCardWords {
  return {
    type: { Free: t("listings:types.Free"), Swap: t("listings:types.Swap") },
    example: t("listings:card.example"),
    reserved: t("listings:card.reserved"),
    listedBy: (name) => t("listings:card.listedBy", { name }),
  };
}

/** How old a card is, in the page's language. */
export function relativeDateWordsIn(t: Translate, lng: Language): RelativeDateWords {
  return {
    today: t("listings:card.today"),
    daysAgo: (count) => t("listings:card.daysAgo", { count }),
    weeksAgo: (count) => t("listings:card.weeksAgo", { count }),
    locale: FORMAT_LOCALE[lng],
  };
}

/** 'Available until 2 December 2026' for a card, from the listing's ISO day. */
export function availableUntilIn(t: Translate, lng: Language, isoDate: string): string {
  return t("listings:card.availableUntil", { date: formatUkDate(isoDate, lng) });
}

/** 'about 2 miles away' on a card in a distance search, as listing-options.ts words it. */
export function distanceIn(t: Translate, miles: number): string {
  if (miles < 1) return t("listings:card.lessThanAMile");
  return t("listings:card.aboutMiles", { count: Math.round(miles) });
}

/**
 * A listing's card in the page's language: its age, distance and end date worded by the page's
 * translator; the rest as `listingCardData` makes it.
 */
export function listingCardDataIn(
  t: Translate,
  lng: Language,
  listing: Parameters<typeof listingCardData>[0],
  now: Date,
  reserved = false,
): ListingCardData {
  return {
    ...listingCardData(listing, now, reserved),
    posted: relativeDate(listing.datePosted, now, relativeDateWordsIn(t, lng)),
    distance:
      listing.distanceMiles === null || listing.distanceMiles === undefined
        ? null
        : distanceIn(t, listing.distanceMiles),
    availableUntil: listing.availableUntil
      ? availableUntilIn(t, lng, listing.availableUntil)
      : null,
  };
}

/** The map panel's words, for listings. */
export function mapWordsIn(t: Translate): MapPanelWords {
  return {
    show: t("listings:map.show"),
    hide: t("listings:map.hide"),
    loading: t("listings:map.loading"),
    shown: { one: t("listings:map.shownOne"), other: t("listings:map.shownOther") },
    failed: t("listings:map.failed"),
    cluster: t("listings:map.cluster"),
  };
}

/** The cards' and the map's words together, as `ListingsWithMap` takes them. */
export function listingsWithMapWordsIn(t: Translate) {
  return { card: cardWordsIn(t), map: mapWordsIn(t), mapLabel: t("listings:map.label") };
}
