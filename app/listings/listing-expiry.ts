import { addDays, formatUkDate, ukToday } from "~/planting/uk-calendar";
import type { ListingCategory } from "./listing-options";

// Perishable listings' expiry (decision 0047), client-safe: the form prefills with it, the
// services and the pages ask it. A listing's "available until" is a UK calendar day; it has
// expired once that day is before today in the UK. The SQL side of the same rule is
// `notExpired` in listing-query.server.ts.

export { formatUkDate, ukToday };

/** Fresh produce goes off; seeds, seedlings and plants (and "Other") do not, so get no default. */
export const perishableCategories = [
  "Vegetables",
  "Fruits",
  "Herbs",
] as const satisfies readonly ListingCategory[];

/** How long fresh produce is offered by default, and how far Renew and "still available" extend. */
export const AVAILABLE_FOR_DAYS = 7;

export function isPerishable(category: string): boolean {
  return (perishableCategories as readonly string[]).includes(category);
}

/** A week from `today` (a UK day, YYYY-MM-DD): a new listing's default and every renewal. */
export function aWeekFrom(today: string): string {
  return addDays(today, AVAILABLE_FOR_DAYS);
}

/** The day a new listing is offered until when its form left it empty. */
export function defaultAvailableUntil(category: string, today: string): string | null {
  return isPerishable(category) ? aWeekFrom(today) : null;
}

/** The one rule: expired once its last day is before today in the UK. */
export function isExpired(availableUntil: string | null | undefined, today: string): boolean {
  return typeof availableUntil === "string" && availableUntil < today;
}

/** The reminder goes out the day before the last day, so its owner can still say it is there. */
export function reminderDueFor(today: string): string {
  return addDays(today, 1);
}

/** "Available until 2 December 2026". */
export function availableUntilLabel(availableUntil: string): string {
  return `Available until ${formatUkDate(availableUntil)}`;
}
