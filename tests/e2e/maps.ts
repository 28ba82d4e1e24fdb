// Maps in the e2e tests (decision 0097): tiles come from a stand-in, never a tile server. The e2e
// server's MAP_TILE_URL points at the test server itself (playwright.config.ts); here each tile is
// answered with one small local image, and every request the page makes is watched, so a test
// fails if anything leaves for another host.
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

export const TILE_PATH = "/map-tiles-stand-in/";

let tileImage: Promise<Buffer> | undefined;

/** A plain 256 px tile in the site's pale green. */
function standInTile(): Promise<Buffer> {
  tileImage ??= sharp({
    create: { width: 256, height: 256, channels: 3, background: "#e4f0de" },
  })
    .png()
    .toBuffer();
  return tileImage;
}

export interface MapTraffic {
  /** Every tile asked for, as paths. */
  tiles: string[];
  /** Every request for another host than the test server: must stay empty. */
  elsewhere: string[];
  /** The map's own script and stylesheet, as they were asked for. */
  mapFiles: string[];
}

/** Answers tiles from the stand-in and records where the page's requests go. */
export async function watchMapTraffic(page: Page, baseURL: string): Promise<MapTraffic> {
  const traffic: MapTraffic = { tiles: [], elsewhere: [], mapFiles: [] };
  const ours = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== ours) traffic.elsewhere.push(request.url());
    if (/\/assets\/leaflet-map-/.test(url.pathname)) traffic.mapFiles.push(url.pathname);
  });
  await page.route(`**${TILE_PATH}**`, async (route) => {
    traffic.tiles.push(new URL(route.request().url()).pathname);
    await route.fulfill({ body: await standInTile(), contentType: "image/png" });
  });
  return traffic;
}

/** The map frame by its name, once drawn. */
export function mapRegion(page: Page, name: string | RegExp = /^Map of /) {
  return page.getByRole("region", { name });
}

/** Presses Show map by keyboard (focus, Enter) and waits for the map and its tiles. */
export async function showMapByKeyboard(page: Page, traffic: MapTraffic) {
  const show = page.getByRole("button", { name: "Show map" });
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Hide map" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const map = mapRegion(page);
  await expect(map).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: /^The map shows the \d+/ }),
  ).toBeVisible();
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect.poll(() => traffic.tiles.length).toBeGreaterThan(0);
  await expect(map.getByRole("link", { name: "© OpenStreetMap contributors" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/copyright",
  );
  return map;
}

/**
 * By keyboard, with reduced motion, opens clusters (Enter zooms in, or fans them out at the closest zoom) until a pin
 * shows, then opens its popup with Enter: the popup's link takes the focus. Returns that link.
 */
export async function openAPinByKeyboard(page: Page, map: ReturnType<typeof mapRegion>) {
  const pins = map.locator(".glut-map-pin");
  for (let step = 0; step < 6 && (await pins.count()) === 0; step++) {
    const cluster = map.locator(".glut-map-cluster").first();
    await cluster.focus();
    // With reduced motion (the specs ask for it) the map zooms and fans out without animating.
    await page.keyboard.press("Enter");
  }
  const pin = pins.first();
  await pin.focus();
  await expect(pin).toBeFocused();
  await page.keyboard.press("Enter");
  const link = map.locator(".leaflet-popup-content a").first();
  await expect(link).toBeFocused();
  return link;
}

/**
 * The first of `markers` drawn wholly within the map's frame (the rest lie beyond its edge) and
 * on top at its centre, where a tap lands: a pin in a corner can lie under the zoom buttons or
 * the attribution, and a tap there presses them instead.
 */
async function firstInside(map: Locator, markers: Locator): Promise<Locator | null> {
  await map.scrollIntoViewIfNeeded();
  const frame = await map.boundingBox();
  if (!frame) return null;
  for (const marker of await markers.all()) {
    const box = await marker.boundingBox();
    if (
      box &&
      box.x >= frame.x &&
      box.y >= frame.y &&
      box.x + box.width <= frame.x + frame.width &&
      box.y + box.height <= frame.y + frame.height &&
      (await marker.evaluate((element) => {
        element.scrollIntoView({ block: "nearest" });
        const { x, y, width, height } = element.getBoundingClientRect();
        const hit = document.elementFromPoint(x + width / 2, y + height / 2);
        return hit !== null && element.contains(hit);
      }))
    ) {
      return marker;
    }
  }
  return null;
}

/** On a phone: taps Show map, then clusters until a pin shows, then the pin; returns the popup. */
export async function openAPinByTouch(page: Page, traffic: MapTraffic) {
  await page.getByRole("button", { name: "Show map" }).tap();
  const map = mapRegion(page);
  await expect(map).toBeVisible();
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect.poll(() => traffic.tiles.length).toBeGreaterThan(0);
  const pins = map.locator(".glut-map-pin");
  for (let step = 0; step < 6 && !(await firstInside(map, pins)); step++) {
    const cluster = await firstInside(map, map.locator(".glut-map-cluster"));
    if (!cluster) break;
    await cluster.tap();
  }
  const pin = await firstInside(map, pins);
  expect(pin, "a pin within the map's frame").toBeTruthy();
  await pin?.tap();
  const popup = map.locator(".leaflet-popup-content");
  await expect(popup).toBeVisible();
  return { map, popup };
}
