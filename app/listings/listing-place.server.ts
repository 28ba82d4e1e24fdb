import { findPlace, type Place, placeFromText } from "~/data/uk-places.server";

/**
 * The coordinates stored with a listing: the centre of the place its location names, or none
 * (an unplaced listing is still listed, without a distance). Every write goes through here, so
 * a listing's point always follows its location text.
 */
export function listingCoordinates(location: string): {
  latitude: number | null;
  longitude: number | null;
} {
  const place = placeFromText(location);
  return { latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}

/**
 * The place a member chose on the listing form: a UK town or a postcode district, in any case
 * (a full postcode is cut to its district). Undefined for anything else, which the form refuses.
 */
export function chosenPlace(location: string): Place | undefined {
  return findPlace(location);
}
