import { type City, cities } from "./cities";

/** Every city, most populous first: the order the header, home page and footer use. */
export const citiesByPopulation: readonly City[] = [...cities].sort(
  (a, b) => b.population - a.population || a.name.localeCompare(b.name, "en-GB"),
);

export function topCitiesByPopulation(count: number): City[] {
  return citiesByPopulation.slice(0, Math.max(0, count));
}
