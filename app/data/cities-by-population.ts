import { type City, cities } from "./cities";

/** Only council-area figures are ranked against each other; the other bases follow (0083). */
const rankedBasis = (city: City) => (city.populationBasis === "councilArea2024" ? 0 : 1);

/**
 * Every city, largest first: the order the header, home page and footer use. One basis ranks
 * them, the councils' mid-2024 estimates; places whose figure is a built-up area, locality or
 * settlement (another measure, another year) come after all of those, largest first.
 */
export const citiesByPopulation: readonly City[] = [...cities].sort(
  (a, b) =>
    rankedBasis(a) - rankedBasis(b) ||
    b.population - a.population ||
    a.name.localeCompare(b.name, "en-GB"),
);

export function topCitiesByPopulation(count: number): City[] {
  return citiesByPopulation.slice(0, Math.max(0, count));
}
