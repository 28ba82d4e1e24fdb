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

/** /listings with the place prefilled as the location, and Free as the type when asked. */
export function listingsHref(options: { location?: string; free?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.location) params.set("location", options.location);
  if (options.free) params.set("type", "Free");
  const query = params.toString();
  return query ? `/listings?${query}` : "/listings";
}
