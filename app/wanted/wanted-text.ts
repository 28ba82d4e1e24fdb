import type { SubmissionResult } from "@conform-to/react";
import { listingMessages } from "~/listings/listing-form-text";
import { LISTING_LIMITS } from "~/listings/listing-options";
import { addDays, formatUkDate } from "~/planting/uk-calendar";

// Client-safe, without Zod (decision 0066): the wanted post's words, limits and days, which its
// pages, cards and one schema (wanted-schema.ts) share (decision 0090).

export const WANTED_LIMITS = { title: 100, note: 500, location: LISTING_LIMITS.location } as const;

/** A post is shown for 30 days unless its member chooses fewer; 60 at most (decision 0090). */
export const WANTED_DEFAULT_DAYS = 30;
export const WANTED_MAX_DAYS = 60;

export function defaultWantedExpiry(today: string): string {
  return addDays(today, WANTED_DEFAULT_DAYS);
}

export function latestWantedExpiry(today: string): string {
  return addDays(today, WANTED_MAX_DAYS);
}

export const wantedMessages = {
  titleRequired: "Please say what you are looking for.",
  titleTooLong: `What you are looking for must be at most ${WANTED_LIMITS.title} characters.`,
  categoryRequired: "Please choose a category.",
  locationRequired: listingMessages.locationRequired,
  locationUnknown: listingMessages.locationUnknown,
  locationTooLong: listingMessages.locationTooLong,
  noteTooLong: `The note must be at most ${WANTED_LIMITS.note} characters.`,
  expiresOn: "Enter a real date, like 2026-07-14.",
  expiresOnPast: "Choose today or a later day.",
  expiresOnTooFar: `Choose a day within ${WANTED_MAX_DAYS} days from today.`,
  notFound: "Wanted post not found",
  forbidden: "You can only change your own wanted posts.",
  emailFirst: "Please confirm your email address first.",
  gate: {
    personal: "Wanted posts need an active membership.",
    organisation: "Wanted posts need an active membership or a verified organisation.",
  },
} as const;

/** “Looking for: rhubarb crowns”. */
export function lookingFor(title: string): string {
  return `Looking for: ${title}`;
}

/** “Until 29 December 2026”. */
export function wantedUntilLabel(expiresOn: string): string {
  return `Until ${formatUkDate(expiresOn)}`;
}

/** What a wanted form's action answers when it did not save: the reply keeps what was typed. */
export interface WantedFormActionData {
  result: SubmissionResult<string[]>;
}
