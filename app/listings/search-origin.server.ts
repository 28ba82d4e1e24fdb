import { findPlace, nearestDistrict, type Place } from "~/data/uk-places.server";
import type { ListingSearch, SearchOrigin } from "./listing-query.server";
import type { ListingFilters } from "./listing-schema";

// What `near` in a /listings address means: a town or postcode district to measure from, or a
// rounded position from 'Near me', which becomes its district before anything else sees it.

/** A position as 'Near me' sends it: latitude and longitude, comma-separated. */
const POSITION = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/;

export type NearMeaning =
  /** No `near`: no distance search. */
  | { kind: "none"; search: ListingSearch }
  /** A place: the search is around it. */
  | { kind: "place"; place: Place; search: ListingSearch }
  /** A position: the page should move to its district (or say none is near). */
  | { kind: "position"; district: Place | undefined }
  /** Text that names no place: searched as location text instead, with a note to the person. */
  | { kind: "unknown"; text: string; search: ListingSearch };

/** Two decimal places of a degree are about a kilometre: a position is never used finer. */
function roughly(degrees: number): number {
  return Math.round(degrees * 100) / 100;
}

export function originOf(place: Pick<Place, "latitude" | "longitude">, withinMiles: number) {
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    withinMiles,
  } satisfies SearchOrigin;
}

export function meaningOfNear(filters: ListingFilters): NearMeaning {
  const { near, ...rest } = filters;
  if (!near) return { kind: "none", search: filters };
  const position = POSITION.exec(near);
  if (position) {
    const point = {
      latitude: roughly(Number(position[1])),
      longitude: roughly(Number(position[2])),
    };
    return { kind: "position", district: nearestDistrict(point) };
  }
  const place = findPlace(near);
  if (!place) {
    return { kind: "unknown", text: near, search: { ...rest, location: rest.location ?? near } };
  }
  return {
    kind: "place",
    place,
    search: { ...filters, near: place.label, origin: originOf(place, filters.within) },
  };
}
