import { citiesByPopulation } from "~/data/cities-by-population";
import type { City } from "./cities";

// The city page's related links name the nearest other places (decision 0021). The list is
// static and small, so the distances are worked out here rather than in the database.

export const NEARBY_CITY_COUNT = 6;

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two places, in kilometres. */
export function distanceKm(
  a: Pick<City, "latitude" | "longitude">,
  b: Pick<City, "latitude" | "longitude">,
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
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
