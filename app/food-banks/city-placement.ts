import { type City, cities } from "~/data/cities";
import { greatCircleKm } from "~/data/great-circle";
import type { Coordinates } from "./food-bank-row";
import { placeKey } from "./place-key";

/**
 * Which seeded city's page a food bank appears on (docs/decisions/0022):
 * 1. the sheet's city (or town, or district) when it names a seeded city, unless the row's
 *    coordinates put it far from that city (a Newport or Bangor elsewhere);
 * 2. otherwise the nearest seeded city within NEAREST_CITY_KM of its coordinates;
 * 3. otherwise none: the food bank is stored but shown on no city page.
 */
export const NEAREST_CITY_KM = 20;

/** How far from a named city's centre the row's coordinates may be before the name is doubted. */
export const NAMED_CITY_KM = 30;

const cityByKey = new Map<string, City>();
for (const city of cities) {
  cityByKey.set(placeKey(city.name), city);
  cityByKey.set(placeKey(city.slug), city);
}

/** Great-circle distance in kilometres, by the one formula the site uses (app/data/great-circle.ts). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  return greatCircleKm(a, b);
}

function nearestCity(location: Coordinates): City | undefined {
  let best: City | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const km = distanceKm(location, city);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return bestKm <= NEAREST_CITY_KM ? best : undefined;
}

export function cityForFoodBank(row: {
  city: string | null;
  location: Coordinates | null;
}): string | null {
  const named = row.city ? cityByKey.get(placeKey(row.city)) : undefined;
  if (named && (!row.location || distanceKm(row.location, named) <= NAMED_CITY_KM)) {
    return named.slug;
  }
  return row.location ? (nearestCity(row.location)?.slug ?? null) : null;
}

/** The seeded cities nearest to one of them, nearest first: where else to look for a food bank. */
export function nearbyCities(city: City, count: number): City[] {
  return cities
    .filter((other) => other.slug !== city.slug)
    .map((other) => ({ other, km: distanceKm(city, other) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, Math.max(0, count))
    .map(({ other }) => other);
}
