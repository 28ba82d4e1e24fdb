import type { Attribution } from "./attribution";
import type { Point } from "./open-data.server";

// GeoJSON (RFC 7946) for the answers that have coordinates: `?format=geojson` on the same
// address (decision 0096). Positions are [longitude, latitude], as the RFC orders them.

export interface Feature {
  type: "Feature";
  id: string;
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: Record<string, unknown>;
}

export interface FeatureCollection {
  type: "FeatureCollection";
  attribution: Attribution;
  features: Feature[];
}

/**
 * Items with a location as Point features, the rest of each item as its properties; an item
 * without a location (a food bank whose postcode names no known district) is left out.
 */
export function featureCollection<T extends { location: Point | null }>(
  items: readonly T[],
  idOf: (item: T) => string,
  attribution: Attribution,
): FeatureCollection {
  const features: Feature[] = [];
  for (const item of items) {
    const { location, ...properties } = item;
    if (!location) continue;
    features.push({
      type: "Feature",
      id: idOf(item),
      geometry: { type: "Point", coordinates: [location.longitude, location.latitude] },
      properties,
    });
  }
  return { type: "FeatureCollection", attribution, features };
}

/** Whether the request asks for GeoJSON (`?format=geojson`); anything else is JSON. */
export function wantsGeoJson(url: URL): boolean {
  return url.searchParams.get("format") === "geojson";
}
