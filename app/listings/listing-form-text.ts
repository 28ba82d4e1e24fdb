// The listing form's words and its plain checks, without Zod: the form's page imports these, and
// its checks in the browser come from the schema on the server (decision 0066).
import type { SubmissionResult } from "@conform-to/react";
import { LISTING_LIMITS } from "./listing-options";

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

/** Form labels, for 'Please fill in all required fields: {labels}.' */
/** What the create and edit actions answer when they did not save (listing-form-action.server). */
export interface ListingFormActionData {
  result: SubmissionResult<string[]>;
  /** The saved photos the person ticked for removal, so the boxes stay ticked. */
  removedPhotoIds: string[];
}

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
export function missingListingFields(form: Record<string, unknown>): string[] {
  const required = ["name", "category", "type", "location"] as const;
  return required
    .filter((field) => {
      const value = form[field];
      return typeof value !== "string" || value.trim() === "";
    })
    .map((field) => listingFieldLabels[field]);
}
