// The listing form's words and its plain checks, without Zod: the form's page imports these, and
// its checks in the browser come from the schema on the server (decision 0066).
import type { SubmissionResult } from "@conform-to/react";
import type { Translate } from "~/i18n/messages";
import { LISTING_LIMITS } from "./listing-options";

// The English objects below are the `myListings` catalogue's English (listing-words.test.ts holds
// them to it): the Wanted form and the /listings filters read them in pages that do not send that
// catalogue. A request in Welsh words the form through the `…For(t)` functions.

export const listingMessages = {
  nameRequired: "Please enter a name for your listing.",
  nameTooLong: `Name must be at most ${LISTING_LIMITS.name} characters.`,
  categoryRequired: "Please choose a category.",
  // The specification's wording, word for word.
  type: "Please select a valid listing type (Free or Swap).",
  locationRequired: "Please enter a location.",
  locationUnknown: "Choose a UK town or the first part of a postcode, like LS6 or BN1.",
  locationTooLong: `Location must be at most ${LISTING_LIMITS.location} characters.`,
  quantityTooLong: `Quantity must be at most ${LISTING_LIMITS.quantity} characters.`,
  descriptionTooLong: `Description must be at most ${LISTING_LIMITS.description} characters.`,
  harvestDate: "Enter a real date, like 2026-07-14.",
  availableUntil: "Enter a real date, like 2026-07-14.",
  availableUntilPast: "Choose today or a later day, or leave it empty.",
} as const;

/** `listingMessages` in the words of `t` (the `myListings` catalogue's `forms.*`). */
export function listingMessagesFor(t: Translate): Record<keyof typeof listingMessages, string> {
  return {
    nameRequired: t("forms.nameRequired"),
    nameTooLong: t("forms.nameTooLong", { max: LISTING_LIMITS.name }),
    categoryRequired: t("forms.categoryRequired"),
    type: t("forms.type"),
    locationRequired: t("forms.locationRequired"),
    locationUnknown: t("forms.locationUnknown"),
    locationTooLong: t("forms.locationTooLong", { max: LISTING_LIMITS.location }),
    quantityTooLong: t("forms.quantityTooLong", { max: LISTING_LIMITS.quantity }),
    descriptionTooLong: t("forms.descriptionTooLong", { max: LISTING_LIMITS.description }),
    harvestDate: t("forms.realDate"),
    availableUntil: t("forms.realDate"),
    availableUntilPast: t("forms.availableUntilPast"),
  };
}

/** Whole-form messages of the create and edit form. */
export const listingFormMessages = {
  emailFirst: "Please confirm your email address first.",
  photosAgain:
    "Your photos were not saved: browsers cannot send them twice, so please choose them again.",
  missingTitle: "Missing Information",
  missing: (labels: readonly string[]) =>
    `Please fill in all required fields: ${labels.join(", ")}.`,
  // The specification's network message (§8), word for word.
  network: "Network connection failed. Please check your internet connection and try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

/** `listingFormMessages` in the words of `t`. */
export function listingFormMessagesFor(t: Translate) {
  return {
    emailFirst: t("forms.emailFirst"),
    photosAgain: t("forms.photosAgain"),
    missingTitle: t("forms.missingTitle"),
    missing: (labels: readonly string[]) => t("forms.missing", { fields: labels.join(", ") }),
    network: t("forms.network"),
    unexpected: t("forms.unexpected"),
  };
}

/** What the create and edit actions answer when they did not save (listing-form-action.server). */
export interface ListingFormActionData {
  result: SubmissionResult<string[]>;
  /** The saved photos the person ticked for removal, so the boxes stay ticked. */
  removedPhotoIds: string[];
}

/** Form labels, for 'Please fill in all required fields: {labels}.' */
export const listingFieldLabels = {
  name: "Name",
  category: "Category",
  type: "Type",
  location: "Location",
  quantity: "Quantity",
  harvestDate: "Available from",
  availableUntil: "Available until",
  description: "Description",
} as const;

type ListingField = keyof typeof listingFieldLabels;

/** `listingFieldLabels` in the words of `t`. */
export function listingFieldLabelsFor(t: Translate): Record<ListingField, string> {
  const fields = Object.keys(listingFieldLabels) as ListingField[];
  return Object.fromEntries(fields.map((field) => [field, t(`fields.${field}`)])) as Record<
    ListingField,
    string
  >;
}

/** True for a YYYY-MM-DD string naming a day that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The required fields that are missing, by label, for the 'Missing Information' toast. */
export function missingListingFields(
  form: Record<string, unknown>,
  labels: Record<ListingField, string> = listingFieldLabels,
): string[] {
  const required = ["name", "category", "type", "location"] as const;
  return required
    .filter((field) => {
      const value = form[field];
      return typeof value !== "string" || value.trim() === "";
    })
    .map((field) => labels[field]);
}
