import type { ReactNode } from "react";
import { MapPanel } from "~/maps/map-panel";
import type { MapPanelWords } from "~/maps/map-panel-types";
import type { MapTiles } from "~/server/map-tiles";
import { type ListingCardData, ListingCardGrid, type ListingCardWords } from "./listing-card";

/**
 * Listing cards with a map of them beside (decision 0097), when any of them is placed. A static
 * page passes its inline script as `script`, to follow the list; a hydrated one passes nothing.
 */
export function ListingsWithMap({
  listings,
  tiles,
  mapId,
  headingLevel,
  script,
  words,
}: {
  listings: readonly ListingCardData[];
  tiles: MapTiles;
  mapId: string;
  headingLevel?: "h2" | "h3";
  script?: ReactNode;
  /** The cards' and the map's words in the page's language. */
  words: { card: ListingCardWords; map: MapPanelWords; mapLabel: string };
}) {
  const mapped = listings.some((listing) => listing.point);
  return (
    <>
      {mapped ? (
        <MapPanel listId={mapId} tiles={tiles} label={words.mapLabel} words={words.map} />
      ) : null}
      <ListingCardGrid
        listings={listings}
        headingLevel={headingLevel}
        mapId={mapped ? mapId : undefined}
        words={words.card}
      />
      {mapped ? script : null}
    </>
  );
}
