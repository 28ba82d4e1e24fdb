// What the page's own script hands the map bundle (decision 0097): plain data read from the page.

/** One thing on the map, as the page's list item describes it. */
export interface MapPlace {
  latitude: number;
  longitude: number;
  label: string;
  href: string | null;
  detail: string | null;
  /** The page's own subject (the food bank on its page), drawn apart from the rest. */
  main: boolean;
}

export interface MapSettings {
  tileUrl: string;
  attribution: string;
  attributionUrl: string | null;
  maxZoom: number;
  /** What the points are, in the plural: "listings", "food banks". */
  pluralNoun: string;
}

/** The map bundle's one export (leaflet-map.ts). */
export type ShowMap = (
  container: HTMLElement,
  places: readonly MapPlace[],
  settings: MapSettings,
) => () => void;
