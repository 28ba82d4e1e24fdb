import { type City, cities } from "~/data/cities";
import { placeKey } from "./city-placement";

/** The most suggestions the food-bank city search offers (part 2 §9). */
export const MAX_CITY_SUGGESTIONS = 8;

export type CitySuggestion = Pick<City, "name" | "slug" | "county">;

/**
 * Cities whose name or county contains the query, ignoring case, accents and punctuation, at most
 * `limit` of them. Names that start with the query come first, then names with a word that does,
 * then other name matches, then county matches; bigger cities first within each group.
 */
export function suggestCities(query: string, limit = MAX_CITY_SUGGESTIONS): CitySuggestion[] {
  const key = placeKey(query);
  if (key === "") return [];
  const ranked: { city: City; rank: number }[] = [];
  for (const city of cities) {
    const name = placeKey(city.name);
    let rank: number | undefined;
    if (name.startsWith(key)) rank = 0;
    else if (name.includes(` ${key}`)) rank = 1;
    else if (name.includes(key)) rank = 2;
    else if (placeKey(city.county).includes(key)) rank = 3;
    if (rank !== undefined) ranked.push({ city, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.city.population - a.city.population ||
      a.city.name.localeCompare(b.city.name, "en-GB"),
  );
  return ranked.slice(0, Math.max(0, limit)).map(({ city }) => ({
    name: city.name,
    slug: city.slug,
    county: city.county,
  }));
}

/**
 * The city a typed search means outright: one whose name or slug it is, or the only suggestion.
 * The search form without JavaScript goes straight to that city's page.
 */
export function cityForSearch(query: string): CitySuggestion | undefined {
  const key = placeKey(query);
  if (key === "") return undefined;
  const exact = cities.find((city) => placeKey(city.name) === key || placeKey(city.slug) === key);
  if (exact) return { name: exact.name, slug: exact.slug, county: exact.county };
  const suggestions = suggestCities(query, 2);
  return suggestions.length === 1 ? suggestions[0] : undefined;
}
