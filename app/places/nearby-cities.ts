import { citiesByPopulation } from "~/data/cities-by-population";
import { greatCircleKm } from "~/data/great-circle";
import type { City } from "./cities";

// The city page's related links name the nearest other places (decision 0021). The list is
// static and small, so the distances are worked out here rather than in the database.

export const NEARBY_CITY_COUNT = 6;

/** Great-circle distance between two places, in kilometres. */
export function distanceKm(
  a: Pick<City, "latitude" | "longitude">,
  b: Pick<City, "latitude" | "longitude">,
): number {
  return greatCircleKm(a, b);
}

/** Across the Irish Sea is not nearby, whatever the crow says: Glasgow is not near Belfast. */
function sameIsland(a: City, b: City): boolean {
  return (a.country === "Northern Ireland") === (b.country === "Northern Ireland");
}

/**
 * The `count` places nearest to `city`, nearest first: never the city itself, and only on the
 * same side of the Irish Sea (so a Northern Irish city may have fewer).
 */
export function nearbyCities(
  city: City,
  count: number = NEARBY_CITY_COUNT,
  among: readonly City[] = citiesByPopulation,
): City[] {
  return among
    .filter((other) => other.slug !== city.slug && sameIsland(city, other))
    .map((other) => ({ other, km: distanceKm(city, other) }))
    .sort((a, b) => a.km - b.km || a.other.name.localeCompare(b.other.name, "en-GB"))
    .slice(0, Math.max(0, count))
    .map(({ other }) => other);
}
