// The map itself (decision 0097): Leaflet with marker clustering, built as a script and a
// stylesheet of their own (server/asset-bundles.ts) that a page fetches only when a visitor
// presses Show map (map-panel.enhance.ts). It draws what the page's list already holds; the list
// stays the page, and the view for keyboards and screen readers.
import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./leaflet-map.css";
import type { MapPlace, MapSettings } from "./map-panel-types";

function escaped(text: string): string {
  const span = document.createElement("span");
  span.textContent = text;
  return span.innerHTML;
}

/** Words for screen readers inside an icon, which Leaflet makes a focusable button. */
function hiddenText(text: string): string {
  return `<span class="glut-map-hidden">${escaped(text)}</span>`;
}

/** Draws `places` in `container`; returns what removes the map again. */
export function showMap(
  container: HTMLElement,
  places: readonly MapPlace[],
  settings: MapSettings,
): () => void {
  // Without animations for visitors who ask for less motion.
  const animate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const map = L.map(container, {
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
    maxZoom: settings.maxZoom,
    minZoom: 5,
    scrollWheelZoom: false,
    keyboard: true,
  });
  const attribution = settings.attributionUrl
    ? `<a href="${escaped(settings.attributionUrl)}">${escaped(settings.attribution)}</a>`
    : escaped(settings.attribution);
  map.attributionControl.setPrefix(false);
  L.tileLayer(settings.tileUrl, {
    attribution,
    maxZoom: settings.maxZoom,
    // No tiles beyond those in view are fetched (OpenStreetMap's tile usage policy).
    keepBuffer: 1,
  }).addTo(map);

  const clusters = L.markerClusterGroup({
    showCoverageOnHover: false,
    animate,
    maxClusterRadius: 48,
    // Fanned out, pins keep clear of each other's 24 px target.
    spiderfyDistanceMultiplier: 1.6,
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      return L.divIcon({
        className: "glut-map-cluster",
        html: `<span aria-hidden="true">${count}</span>${hiddenText(settings.clusterText.replace("{count}", String(count)))}`,
        iconSize: L.point(40, 40),
      });
    },
  });
  const pin = (place: MapPlace) =>
    L.divIcon({
      className: place.main ? "glut-map-pin glut-map-pin-main" : "glut-map-pin",
      html: hiddenText(place.label),
      // At least 24 px, the smallest target WCAG 2.2 allows (2.5.8).
      iconSize: place.main ? L.point(32, 32) : L.point(26, 26),
      popupAnchor: L.point(0, -8),
    });
  for (const place of places) {
    // The page's own place (a food bank on its page) is drawn, not pressed: the page is already
    // about it, and a grower's pin beside it keeps its whole target (WCAG 2.2, 2.5.8).
    const marker = L.marker([place.latitude, place.longitude], {
      icon: pin(place),
      title: place.label,
      keyboard: !place.main,
      interactive: !place.main,
    });
    const link = place.href
      ? `<a href="${escaped(place.href)}">${escaped(place.label)}</a>`
      : `<strong>${escaped(place.label)}</strong>`;
    // The page's own place stands apart: a grower in the same postcode district would otherwise
    // fold it into a cluster, and the map would hide what it is about.
    if (place.main) {
      marker.setZIndexOffset(-1000).addTo(map);
      continue;
    }
    marker.bindPopup(`${link}${place.detail ? `<br><span>${escaped(place.detail)}</span>` : ""}`);
    clusters.addLayer(marker);
  }
  map.addLayer(clusters);

  // A cluster fanned out at the closest zoom takes the front: its pins spread over whatever lies
  // near it, so until it folds back (a tap on the map, a zoom) every other pin and cluster, and
  // the faded cluster itself, steps back: faded, and neither a control nor a target. The fanned
  // pins keep their whole targets (WCAG 2.2, 2.5.8) and a tap between them reaches the map.
  const steppedBack = new Map<HTMLElement, { role: string | null; tabindex: string | null }>();
  const restore = (icon: HTMLElement, name: string, value: string | null) => {
    if (value === null) icon.removeAttribute(name);
    else icon.setAttribute(name, value);
  };
  clusters.on("spiderfied", (event) => {
    const fanned = new Set(event.markers.map((marker) => marker.getElement()));
    for (const icon of container.querySelectorAll<HTMLElement>(".leaflet-marker-icon")) {
      if (fanned.has(icon) || steppedBack.has(icon)) continue;
      steppedBack.set(icon, {
        role: icon.getAttribute("role"),
        tabindex: icon.getAttribute("tabindex"),
      });
      icon.removeAttribute("role");
      icon.removeAttribute("tabindex");
      icon.setAttribute("aria-hidden", "true");
      icon.classList.add("glut-map-stepped-back");
    }
  });
  clusters.on("unspiderfied", () => {
    for (const [icon, { role, tabindex }] of steppedBack) {
      restore(icon, "role", role);
      restore(icon, "tabindex", tabindex);
      icon.removeAttribute("aria-hidden");
      icon.classList.remove("glut-map-stepped-back");
    }
    steppedBack.clear();
  });

  // A popup opened from the keyboard takes the focus to its link, and gives it back on closing.
  let opener: HTMLElement | null = null;
  map.on("popupopen", (event) => {
    const active = document.activeElement;
    opener = active instanceof HTMLElement && container.contains(active) ? active : null;
    if (opener && opener !== container) event.popup.getElement()?.querySelector("a")?.focus();
  });
  map.on("popupclose", () => {
    if (opener && document.body.contains(opener)) opener.focus();
    opener = null;
  });

  const bounds = L.latLngBounds(places.map((place) => [place.latitude, place.longitude]));
  map.fitBounds(bounds.pad(0.15), { maxZoom: Math.min(settings.maxZoom, 12) });
  return () => {
    map.remove();
  };
}
