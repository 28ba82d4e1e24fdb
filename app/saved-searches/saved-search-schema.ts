import { type ListingFilters, parseListingFilters } from "~/listings/listing-schema";
import { z } from "~/zod";
import { ALERT_FREQUENCIES, type AlertFrequency } from "./alert-frequencies";

// What a member saves of a /listings search, and what the saved searches page says.

export { ALERT_FREQUENCIES, type AlertFrequency };

/** At most this many saved searches a member (issue 17): each one is a query every few minutes. */
export const MAX_SAVED_SEARCHES = 10;

export const savedSearchMessages = {
  saved: "Search saved",
  limit: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one you no longer need to save this one.`,
  duplicate: "You have already saved this search.",
  chooseFrequency: "Choose instant or daily emails.",
  nothingToSave:
    "Search for something first: a word, a category, Free or Swap, or a town or postcode.",
  notYours: "That saved search is not yours.",
  notFound: "That saved search no longer exists.",
  paused: "Alerts paused",
  resumed: "Alerts resumed",
  deleted: "Saved search deleted",
  unknownIntent: "That action is not available here.",
  foodBanksOnly: "Only approved food-bank organisations can save searches for a food bank's needs.",
  noNeedsToSave: "Nothing this food bank asks for is fresh produce that growers list.",
  needsSaved: (saved: number, name: string) =>
    `${saved} ${saved === 1 ? "search" : "searches"} saved for ${name}'s needs: a daily email at 7am when growers nearby list them.`,
} as const;

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES);

export const frequencyLabel: Record<AlertFrequency, string> = {
  instant: "Instant emails",
  daily: "Daily digest at 7am",
};

/**
 * The form's search fields (words, category, type, near and within; not the page, nor an old
 * link's location text), read exactly as the /listings address is: one schema for both.
 */
export function savedFiltersFromForm(form: FormData): ListingFilters {
  const params = new URLSearchParams();
  for (const name of ["search", "category", "type", "near", "within"]) {
    const value = form.get(name);
    if (typeof value === "string") params.set(name, value);
  }
  return parseListingFilters(params);
}

/** The saved filters as the browse filters, for matching and for the /listings link. */
export function asListingFilters(saved: {
  search: string | null;
  category: string;
  type: string;
  near: string | null;
  withinMiles: number;
}): ListingFilters {
  const params = new URLSearchParams({
    category: saved.category,
    type: saved.type,
    within: String(saved.withinMiles),
  });
  if (saved.search) params.set("search", saved.search);
  if (saved.near) params.set("near", saved.near);
  return parseListingFilters(params);
}
