// The /allotments search (specification part 2, /allotments), without the directory's data: the
// server filters with these for the form sent without JavaScript, and the page's inline script
// (decision 0059) filters as you type with the same rules.
import type { AllotmentEntry } from "~/data/allotments";

/** The longest search or county worth reading from the address; the rest is ignored. */
export const ALLOTMENT_FILTER_MAX_LENGTH = 100;

export interface AllotmentFilters {
  /** What was typed in the search box, trimmed; empty matches everything. */
  location: string;
  /** One of the counties exactly; empty means all counties. */
  county: string;
}

const lower = (text: string) => text.toLocaleLowerCase("en-GB");

export type SearchableAllotment = Pick<AllotmentEntry, "city" | "county" | "councilName">;

/**
 * Whether an entry matches: the search is a case-insensitive substring of the city, the county or
 * the council's name; the county, when chosen, must match exactly.
 */
export function allotmentMatches(entry: SearchableAllotment, filters: AllotmentFilters): boolean {
  const needle = lower(filters.location.trim());
  return (
    (filters.county === "" || entry.county === filters.county) &&
    (needle === "" ||
      lower(entry.city).includes(needle) ||
      lower(entry.county).includes(needle) ||
      lower(entry.councilName).includes(needle))
  );
}

/** The entries that match the filters, in the order given. */
export function searchAllotments<T extends SearchableAllotment>(
  entries: readonly T[],
  filters: AllotmentFilters,
): T[] {
  return entries.filter((entry) => allotmentMatches(entry, filters));
}

/** The address for these filters, leaving out the empty ones. */
export function allotmentFiltersHref(path: string, filters: AllotmentFilters): string {
  const params = new URLSearchParams();
  if (filters.location.trim() !== "") params.set("location", filters.location);
  if (filters.county !== "") params.set("county", filters.county);
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}

/** "Showing 12 allotment locations", in the singular for one. */
export function showingText(count: number): string {
  return `Showing ${count.toLocaleString("en-GB")} allotment ${count === 1 ? "location" : "locations"}`;
}
