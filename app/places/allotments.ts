import { type AllotmentEntry, allotmentEntries } from "~/data/allotments";
import { cities } from "~/data/cities";

export type { AllotmentEntry };

// Client-safe: the /allotments page filters live in the browser with the same rules the server
// uses for the form sent without JavaScript.

/** The longest search or county worth reading from the address; the rest is ignored. */
export const ALLOTMENT_FILTER_MAX_LENGTH = 100;

/** Every entry, by council name: the order the directory lists them in. */
export const allotments: readonly AllotmentEntry[] = [...allotmentEntries].sort((a, b) =>
  a.councilName.localeCompare(b.councilName, "en-GB"),
);

/** Each county once, alphabetically: the county filter's options after "All counties". */
export const allotmentCounties: readonly string[] = [
  ...new Set(allotmentEntries.map((entry) => entry.county)),
].sort((a, b) => a.localeCompare(b, "en-GB"));

export interface AllotmentFilters {
  /** What was typed in the search box, trimmed; empty matches everything. */
  location: string;
  /** One of the counties exactly; empty means all counties. */
  county: string;
}

/**
 * The filters in an address such as `/allotments?location=Leeds&county=West+Yorkshire`. City pages
 * link here with `location`, and the search form sends the same names. A county that is not one
 * of the directory's counties counts as all counties, so a mistyped link still shows the list.
 */
export function allotmentFilters(params: URLSearchParams): AllotmentFilters {
  const location = (params.get("location") ?? "").trim().slice(0, ALLOTMENT_FILTER_MAX_LENGTH);
  const county = (params.get("county") ?? "").trim().slice(0, ALLOTMENT_FILTER_MAX_LENGTH);
  return { location, county: allotmentCounties.includes(county) ? county : "" };
}

const lower = (text: string) => text.toLocaleLowerCase("en-GB");

/**
 * The entries that match: the search is a case-insensitive substring of the city, the county or
 * the council's name; the county, when chosen, must match exactly.
 */
export function searchAllotments(
  entries: readonly AllotmentEntry[],
  filters: AllotmentFilters,
): AllotmentEntry[] {
  const needle = lower(filters.location.trim());
  return entries.filter(
    (entry) =>
      (filters.county === "" || entry.county === filters.county) &&
      (needle === "" ||
        lower(entry.city).includes(needle) ||
        lower(entry.county).includes(needle) ||
        lower(entry.councilName).includes(needle)),
  );
}

/** "Showing 12 allotment locations", in the singular for one. */
export function showingText(count: number): string {
  return `Showing ${count.toLocaleString("en-GB")} allotment ${count === 1 ? "location" : "locations"}`;
}

const citySlugsByName = new Map(cities.map((city) => [lower(city.name), city.slug]));

/** The seeded city an entry's city names, for its city and free-food links; none for others. */
export function allotmentCitySlug(entry: Pick<AllotmentEntry, "city">): string | undefined {
  return citySlugsByName.get(lower(entry.city));
}
