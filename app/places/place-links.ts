// The addresses of the pages about a place, in one spot so every page links the same way.

export const LOCATIONS_PATH = "/locations";
export const FREE_FOOD_PATH = "/free-food";

export function cityPath(slug: string): string {
  return `/city/${encodeURIComponent(slug)}`;
}

export function freeFoodPath(slug: string): string {
  return `${FREE_FOOD_PATH}/${encodeURIComponent(slug)}`;
}

export function foodBanksPath(slug: string): string {
  return `/food-banks/${encodeURIComponent(slug)}`;
}

/** The council allotment directory, searched for the place (it reads `location`). */
export function allotmentsHref(cityName: string): string {
  return `/allotments?${new URLSearchParams({ location: cityName })}`;
}

/**
 * How far from a city's centre its pages reach, in miles (decision 0046): a city of half a
 * million people or more spreads about ten miles, a smaller one about five. Always one of the
 * radii /listings offers, so 'View All' shows the same listings the page counted.
 */
export function cityRadiusMiles(city: { population: number }): 5 | 10 {
  return city.population >= 500_000 ? 10 : 5;
}

/** /listings around a city (its name and radius), and Free as the type when asked. */
export function listingsHref(
  options: { city?: { name: string; withinMiles: number }; free?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (options.city) {
    params.set("near", options.city.name);
    params.set("within", String(options.city.withinMiles));
  }
  if (options.free) params.set("type", "Free");
  const query = params.toString();
  return query ? `/listings?${query}` : "/listings";
}
