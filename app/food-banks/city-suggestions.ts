import { cities } from "~/data/cities";
import { placeKey } from "./place-key";
import { type CitySuggestion, MAX_CITY_SUGGESTIONS, suggestFrom } from "./suggest-cities";

export type { CitySuggestion };

/** Suggestions from the seeded cities (suggest-cities.ts has the rule). */
export function suggestCities(query: string, limit = MAX_CITY_SUGGESTIONS): CitySuggestion[] {
  return suggestFrom(cities, query, limit);
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
