import { handoverRuleFieldsFor } from "~/handover/handover-rule-fields";
import { englishFrom } from "~/i18n/english";
import enHandovers from "~/i18n/locales/en/handovers";
import enMyListings from "~/i18n/locales/en/myListings";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";
import { isExpired, ukToday } from "./listing-expiry";
import {
  isCalendarDate,
  type ListingFormActionData,
  listingFieldLabels,
  listingFormMessages,
  listingMessages,
  listingMessagesFor,
  missingListingFields,
} from "./listing-form-text";
import {
  DEFAULT_RADIUS_MILES,
  LISTING_LIMITS,
  type ListingCategory,
  type ListingCategoryFilter,
  type ListingType,
  type ListingTypeFilter,
  listingCategories,
  listingCategoryFilters,
  listingCategoryLabel,
  listingCategoryLabels,
  listingTypeFilters,
  listingTypeLabels,
  listingTypes,
  SEARCH_RADII_MILES,
  type SearchRadius,
} from "./listing-options";

// Client-safe: the create/edit form and the /listings filters, checked in the browser and again
// on the server (Conform + Zod).

// The categories, types and limits live apart, without Zod, for pages that show listings but
// have no form (the home page's cards): decision 0032.
// The form's words and plain checks live apart too, so the form's page needs no Zod (0066).
export {
  DEFAULT_RADIUS_MILES,
  isCalendarDate,
  LISTING_LIMITS,
  type ListingCategory,
  type ListingCategoryFilter,
  type ListingFormActionData,
  type ListingType,
  type ListingTypeFilter,
  listingCategories,
  listingCategoryFilters,
  listingCategoryLabel,
  listingCategoryLabels,
  listingFieldLabels,
  listingFormMessages,
  listingMessages,
  listingTypeFilters,
  listingTypeLabels,
  listingTypes,
  missingListingFields,
  SEARCH_RADII_MILES,
  type SearchRadius,
};

/** Trimmed; a blank value (or a missing one) becomes undefined. */
function optionalTrimmed(max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(max, tooLong).optional(),
  );
}

function requiredTrimmed(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * One schema for creating and editing a listing, made for a translator: the action checks a form
 * in the language of the request that sent it (decision 0098); `listingSchema` is the English.
 */
export function listingSchemaFor(t: Translate) {
  const listingMessages = listingMessagesFor(t);
  return z.object({
    name: requiredTrimmed(
      LISTING_LIMITS.name,
      listingMessages.nameRequired,
      listingMessages.nameTooLong,
    ),
    category: z.enum(listingCategories, { error: listingMessages.categoryRequired }),
    type: z.enum(listingTypes, { error: listingMessages.type }),
    location: requiredTrimmed(
      LISTING_LIMITS.location,
      listingMessages.locationRequired,
      listingMessages.locationTooLong,
    ),
    quantity: optionalTrimmed(LISTING_LIMITS.quantity, listingMessages.quantityTooLong),
    /** The day the produce is available, as `<input type="date">` sends it. */
    harvestDate: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: listingMessages.harvestDate })
        .trim()
        .refine(isCalendarDate, listingMessages.harvestDate)
        .optional(),
    ),
    /**
     * The last day it is offered, in UK time (decision 0047): not a day already gone, or the
     * listing would be expired as it is saved. Empty on create means a week for fresh produce.
     */
    availableUntil: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: listingMessages.availableUntil })
        .trim()
        .refine(isCalendarDate, listingMessages.availableUntil)
        .refine((day) => !isExpired(day, ukToday(new Date())), listingMessages.availableUntilPast)
        .optional(),
    ),
    description: optionalTrimmed(LISTING_LIMITS.description, listingMessages.descriptionTooLong),
    /** How the owner chooses among requesters (the handover's rule, decision 0087). */
    ...handoverRuleFieldsFor(t),
  });
}

// Marked pure, so a bundle that does not use the English default leaves it, and the catalogue, out.
export const listingSchema = /* @__PURE__ */ listingSchemaFor(
  /* @__PURE__ */ englishFrom(enMyListings, { handovers: enHandovers }),
);

export type ListingInput = z.output<typeof listingSchema>;

/**
 * A keyset cursor of /listings (decision 0053): 24 bytes as base64url. What it holds is read on
 * the server (listing-cursor.server.ts); here it only has to look like one.
 */
export const LISTING_CURSOR_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const optionalCursor = z.string().regex(LISTING_CURSOR_PATTERN).optional().catch(undefined);

/**
 * The /listings query string. Anything unusable falls back to no filter rather than an error
 * page: a mistyped or stale link still shows listings.
 */
export const listingFiltersSchema = z.object({
  search: optionalTrimmed(LISTING_LIMITS.search, "Search must be at most 100 characters.").catch(
    undefined,
  ),
  location: optionalTrimmed(LISTING_LIMITS.location, listingMessages.locationTooLong).catch(
    undefined,
  ),
  category: z.enum(listingCategoryFilters).default("All").catch("All"),
  type: z.enum(listingTypeFilters).default("All").catch("All"),
  /** A UK town or postcode district to search around (issue 17); resolved on the server. */
  near: optionalTrimmed(LISTING_LIMITS.location, listingMessages.locationTooLong).catch(undefined),
  within: z.coerce
    .number()
    .refine((miles): miles is SearchRadius => SEARCH_RADII_MILES.some((radius) => radius === miles))
    .default(DEFAULT_RADIUS_MILES)
    .catch(DEFAULT_RADIUS_MILES),
  /** The page number shown; read by offset only when no cursor comes with it. */
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  /** Next: the listings after (older than) this place. A malformed one is ignored. */
  after: optionalCursor,
  /** Previous: the listings before (newer than) this place. */
  before: optionalCursor,
});

export type ListingFilters = z.output<typeof listingFiltersSchema> & { within: SearchRadius };

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  return listingFiltersSchema.parse({
    search: params.get("search") ?? undefined,
    location: params.get("location") ?? undefined,
    category: params.get("category") ?? undefined,
    type: params.get("type") ?? undefined,
    near: params.get("near") ?? undefined,
    within: params.get("within") ?? undefined,
    page: params.get("page") ?? undefined,
    after: params.get("after") ?? undefined,
    before: params.get("before") ?? undefined,
  });
}
