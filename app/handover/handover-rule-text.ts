import { FORMAT_LOCALE, type Language } from "~/i18n/languages";

// The handover's limits without Zod (decision 0066: the listing page and the form's
// page ship no Zod): the form, the listing page and the emails say the same thing. Its words are
// the `handovers` catalogue's `rules.*` and `listing.*`.

export const HANDOVER_LIMITS = {
  minWindowHours: 6,
  maxWindowHours: 48,
  defaultWindowHours: 24,
  minPortions: 1,
  maxPortions: 50,
  noteLength: 500,
} as const;

/** The table's ChoiceRule, spelled out here: the table's imports reach the listings' schema. */
export const choiceRules = ["first_come", "fair"] as const;
export type ChoiceRule = (typeof choiceRules)[number];

/**
 * "2 December 2026 at 14:30" ("2 Rhagfyr 2026 am 14:30" in Welsh), UK time whatever the
 * server's zone.
 */
export function ukDateTimeLabel(date: Date, lng: Language = "en"): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[lng], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(date);
}
