// Show map / Hide map beside a list (decision 0097), without React: the page is the list, and
// this reveals the button that draws the same items on a map. The map's code and stylesheet
// (leaflet-map.ts, built apart by server/asset-bundles.ts) are fetched on the first press, never
// with the page. Pages run it from their inline script (map-panel.island.ts).
import type { MapPlace, MapSettings, ShowMap } from "./map-panel-types";

/**
 * The places a list holds: its items with `data-map-lat` and `data-map-lng`, each once (a listing
 * may be listed under two headings).
 */
export function placesListedIn(list: ParentNode): MapPlace[] {
  const seen = new Set<string>();
  return [...list.querySelectorAll<HTMLElement>("[data-map-lat][data-map-lng]")].flatMap((item) => {
    const latitude = Number(item.dataset.mapLat);
    const longitude = Number(item.dataset.mapLng);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    // `data-map-href=""`: an item whose links go elsewhere (a food bank's website on its own page).
    const href =
      item.dataset.mapHref !== undefined
        ? item.dataset.mapHref || null
        : (item.querySelector("a")?.getAttribute("href") ?? null);
    const key = href ?? `${latitude},${longitude}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const label =
      item.dataset.mapLabel ??
      item.querySelector("h2, h3, h4")?.textContent?.trim() ??
      item.querySelector("a")?.textContent?.trim() ??
      "";
    return [
      {
        latitude,
        longitude,
        label,
        href,
        detail: item.dataset.mapDetail ?? null,
        main: item.dataset.mapMain !== undefined,
      },
    ];
  });
}

function stylesheetLoaded(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-map-style="${href}"]`);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? document.createElement("link");
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => reject(new Error(`${href} did not load`)), { once: true });
  });
  if (!existing) {
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.mapStyle = href;
    document.head.append(link);
  }
  return loaded;
}

/** Wires the panel's button; returns what undoes it (and removes a map it drew). */
export function enhanceMapPanel(panel: HTMLElement): () => void {
  const data = panel.dataset;
  const button = panel.querySelector<HTMLButtonElement>("[data-map-toggle]");
  const frame = panel.querySelector<HTMLElement>("[data-map-frame]");
  const status = panel.querySelector<HTMLElement>("[data-map-status]");
  const list = document.getElementById(data.mapList ?? "");
  if (!button || !frame || !status || !list || !data.mapScript) return () => {};
  const script = data.mapScript;
  const settings: MapSettings = {
    tileUrl: data.mapTiles ?? "",
    attribution: data.mapAttribution ?? "",
    attributionUrl: data.mapAttributionUrl || null,
    maxZoom: Number(data.mapMaxZoom),
    clusterText: data.mapWordsCluster ?? "",
  };
  let removeMap: (() => void) | null = null;
  // Each press starts a new turn; a load that finishes after a later press draws nothing.
  let turn = 0;

  const close = () => {
    removeMap?.();
    removeMap = null;
    frame.hidden = true;
    button.setAttribute("aria-expanded", "false");
    button.textContent = data.mapWordsShow ?? "";
    status.textContent = "";
  };

  const open = async () => {
    const mine = ++turn;
    const places = placesListedIn(list);
    frame.hidden = false;
    button.setAttribute("aria-expanded", "true");
    button.textContent = data.mapWordsHide ?? "";
    status.textContent = data.mapWordsLoading ?? "";
    try {
      const [module] = await Promise.all([
        import(/* @vite-ignore */ script) as Promise<{ showMap: ShowMap }>,
        data.mapStyle ? stylesheetLoaded(data.mapStyle) : undefined,
      ]);
      if (mine !== turn) return;
      removeMap = module.showMap(frame, places, settings);
      const shown = (places.length === 1 ? data.mapWordsShownOne : data.mapWordsShownOther) ?? "";
      status.textContent = shown.replace("{count}", String(places.length));
    } catch {
      if (mine !== turn) return;
      frame.hidden = true;
      status.textContent = data.mapWordsFailed ?? "";
    }
  };

  const onClick = () => {
    if (button.getAttribute("aria-expanded") === "true") {
      turn++;
      close();
    } else void open();
  };

  button.hidden = false;
  button.addEventListener("click", onClick);
  return () => {
    turn++;
    button.removeEventListener("click", onClick);
    close();
    button.hidden = true;
  };
}
