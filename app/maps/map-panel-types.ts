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
  /** A cluster's name for screen readers in the page's language, `{count}` its number. */
  clusterText: string;
}

/**
 * The panel's words in the page's language (decision 0098), every one given by the page (decision
 * 0116). `{count}` in `shown` and `cluster` is the number of places; `shown.one` is for one place,
 * `shown.other` for any other number (worded so that it reads for every plural form of the
 * language).
 */
export interface MapPanelWords {
  show: string;
  hide: string;
  loading: string;
  shown: { one: string; other: string };
  failed: string;
  cluster: string;
}

/** The map bundle's one export (leaflet-map.ts). */
export type ShowMap = (
  container: HTMLElement,
  places: readonly MapPlace[],
  settings: MapSettings,
) => () => void;
