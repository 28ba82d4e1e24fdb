import { citiesByPopulation } from "~/data/cities-by-population";
import type { City } from "./cities";

// The /free-food index (specification §2, §9): the 12 most populous cities among those over
// 200,000 people, then every city A to Z.

export const POPULAR_FREE_FOOD_CITIES = 12;
export const POPULAR_CITY_MIN_POPULATION = 200_000;

/** The most populous cities of more than 200,000 people, at most 12, biggest first. */
export function popularFreeFoodCities(among: readonly City[] = citiesByPopulation): City[] {
  return [...among]
    .filter((city) => city.population > POPULAR_CITY_MIN_POPULATION)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, "en-GB"))
    .slice(0, POPULAR_FREE_FOOD_CITIES);
}

/** Every city A to Z. */
export function citiesAlphabetically(among: readonly City[] = citiesByPopulation): City[] {
  return [...among].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}
