import { type AllotmentEntry, allotmentEntries } from "~/data/allotments";
import { cities } from "~/data/cities";
import { ALLOTMENT_FILTER_MAX_LENGTH, type AllotmentFilters } from "./allotment-search";

export type { AllotmentEntry };

// The directory's data, and the filters read from an address; the rules that match an entry are
// in allotment-search.ts, which the page's inline script carries without these tables.

/** Every entry, by council name: the order the directory lists them in. */
export const allotments: readonly AllotmentEntry[] = [...allotmentEntries].sort((a, b) =>
  a.councilName.localeCompare(b.councilName, "en-GB"),
);

/** Each county once, alphabetically: the county filter's options after "All counties". */
export const allotmentCounties: readonly string[] = [
  ...new Set(allotmentEntries.map((entry) => entry.county)),
].sort((a, b) => a.localeCompare(b, "en-GB"));

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

const citySlugsByName = new Map(cities.map((city) => [lower(city.name), city.slug]));

/** The seeded city an entry's city names, for its city and free-food links; none for others. */
export function allotmentCitySlug(entry: Pick<AllotmentEntry, "city">): string | undefined {
  return citySlugsByName.get(lower(entry.city));
}
