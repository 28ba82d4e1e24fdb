import type { City } from "./cities";

// The /locations search (specification §5): a case-insensitive substring of the name, county
// or region; results grouped by region. Client-safe: the page filters as you type with these,
// and the server renders the same result for a plain GET without JavaScript.

/** Longer than any place name; what was typed is echoed back, so keep it short. */
export const LOCATION_QUERY_MAX = 100;

export const locationsEmptyText = {
  none: "No cities found.",
  noMatch: "No cities found matching your search.",
} as const;

/** The query as searched: trimmed, at most LOCATION_QUERY_MAX characters, any case. */
export function normaliseLocationQuery(query: string | null | undefined): string {
  return (query ?? "").trim().slice(0, LOCATION_QUERY_MAX);
}

function folded(text: string): string {
  return text.toLocaleLowerCase("en-GB");
}

export type SearchableCity = Pick<City, "name" | "county" | "region">;

/** Whether a city's name, county or region contains the query, any case; any city for a blank one. */
export function cityMatches(city: SearchableCity, query: string): boolean {
  const needle = folded(normaliseLocationQuery(query));
  return (
    needle === "" ||
    [city.name, city.county, city.region].some((field) => folded(field).includes(needle))
  );
}

/** The cities whose name, county or region contains the query, any case; all for a blank one. */
export function searchCities<T extends SearchableCity>(cities: readonly T[], query: string): T[] {
  return cities.filter((city) => cityMatches(city, query));
}

export interface RegionGroup {
  region: string;
  cities: City[];
}

const byName = (a: string, b: string) => a.localeCompare(b, "en-GB");

/** Cities grouped by region: regions A to Z, and the cities in each A to Z. */
export function groupByRegion(cities: readonly City[]): RegionGroup[] {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    const group = groups.get(city.region);
    if (group) group.push(city);
    else groups.set(city.region, [city]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([region, members]) => ({
      region,
      cities: members.sort((a, b) => byName(a.name, b.name)),
    }));
}

/** What the empty list says: nothing at all, or nothing for this search. */
export function emptyLocationsText(query: string): string {
  return normaliseLocationQuery(query) ? locationsEmptyText.noMatch : locationsEmptyText.none;
}

/** What the line above the list says: how many are shown, or why none are. */
export function locationsStatusText(count: number, query: string): string {
  return count > 0 ? `Showing ${cityCountText(count)}` : emptyLocationsText(query);
}

/** '1 city', '129 cities'. */
export function cityCountText(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "city" : "cities"}`;
}

const population = new Intl.NumberFormat("en-GB");

/** A population as the UK writes it: 1,234,567. */
export function formatPopulation(value: number): string {
  return population.format(value);
}
