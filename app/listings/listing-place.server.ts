import { type SQL, sql } from "drizzle-orm";
import { findPlace, type Place, placeFromText } from "~/data/uk-places.server";

/**
 * The coordinates stored with a listing: the centre of the place its location names, or none
 * (an unplaced listing is still listed, without a distance). Every write goes through here, so
 * a listing's point always follows its location text.
 */
export function listingCoordinates(location: string): {
  latitude: number | null;
  longitude: number | null;
  earthPoint: SQL | null;
} {
  const place = placeFromText(location);
  if (!place) return { latitude: null, longitude: null, earthPoint: null };
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    earthPoint: earthPointOf(place.latitude, place.longitude),
  };
}

/** The stored point of a centre: what listings_near_idx indexes. */
export function earthPointOf(latitude: number, longitude: number): SQL {
  return sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
}

/**
 * The place a member chose on the listing form: a UK town or a postcode district, in any case
 * (a full postcode is cut to its district). Undefined for anything else, which the form refuses.
 */
export function chosenPlace(location: string): Place | undefined {
  return findPlace(location);
}
