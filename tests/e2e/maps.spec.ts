import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { EXETER_FOOD_BANK, EXETER_TINNED_FOOD_BANK } from "./food-bank-needs";
import { acceptCookies, expectNoAxeViolations, listingCards } from "./helpers";
import { mapRegion, openAPinByKeyboard, showMapByKeyboard, watchMapTraffic } from "./maps";

// Maps beside lists (decision 0097): on a city page, a free-food page, /listings for members, a
// city's food banks and a food bank's page. The list is the page; Show map draws the same items
// from it, loading the map's code only then; tiles come from a local stand-in (tests/e2e/maps.ts)
// and nothing is asked of any other host. Leeds has the demo listings (DEMO_DATA), the Exeter
// food banks are tests/e2e/seed-food-banks.ts's.

test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ context, baseURL }) => {
  // Axe reads the map as well as the page, and a busy machine is slow at both.
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("a city page: the map of its listings loads on the press, works by keyboard and is axe clean", async ({
  page,
  baseURL,
}) => {
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  await page.goto("/city/leeds", { waitUntil: "networkidle" });
  // Nothing of the map comes with the page: no script file at all (a static page), no tile.
  expect(traffic.mapFiles).toEqual([]);
  expect(traffic.tiles).toEqual([]);
  await expect(mapRegion(page)).toBeHidden();

  const cards = listingCards(page);
  const placed = await page.locator("#city-listing-cards > li[data-map-lat]").count();
  expect(placed).toBeGreaterThan(1);
  expect(placed).toBeLessThanOrEqual(await cards.count());

  const map = await showMapByKeyboard(page, traffic);
  expect(traffic.mapFiles).toHaveLength(2);
  expect(traffic.mapFiles).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/leaflet-map-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/leaflet-map-[\w-]+\.css$/),
    ]),
  );
  await expect(page.getByRole("status")).toHaveText(
    `The map shows the ${placed} listings listed below, at approximate places.`,
  );
  await expectNoAxeViolations(page);

  const link = await openAPinByKeyboard(page, map);
  await expect(link).toHaveAttribute("href", /^\/listings\/[0-9a-f-]{36}$/);
  // The popup names a listing the list holds, at its approximate place.
  const name = (await link.textContent()) ?? "";
  await expect(cards.getByRole("heading", { name, exact: true }).first()).toBeAttached();

  await page.getByRole("button", { name: "Hide map" }).click();
  await expect(mapRegion(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Show map" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  expect(traffic.elsewhere).toEqual([]);
});

test("a free-food page maps its free listings", async ({ page, baseURL }) => {
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  await page.goto("/free-food/leeds");
  const placed = await page.locator("#free-listing-cards > li[data-map-lat]").count();
  expect(placed).toBeGreaterThan(0);
  await showMapByKeyboard(page, traffic);
  await expect(page.getByRole("status")).toContainText(`The map shows the ${placed} listing`);
  expect(traffic.elsewhere).toEqual([]);
});

test("/listings: a member's map of the page's listings, by keyboard, axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  await becomeMember(page, request);
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  // A static page (decision 0104): its map's inline script runs as the page is read.
  await page.goto("/listings", { waitUntil: "networkidle" });
  expect(traffic.mapFiles).toEqual([]);
  const placed = await page.locator("#listing-cards > li[data-map-lat]").count();
  expect(placed).toBeGreaterThan(1);

  const map = await showMapByKeyboard(page, traffic);
  expect(traffic.mapFiles).toHaveLength(2);
  await expectNoAxeViolations(page);
  const link = await openAPinByKeyboard(page, map);
  await expect(link).toHaveAttribute("href", /^\/listings\/[0-9a-f-]{36}$/);
  expect(traffic.elsewhere).toEqual([]);
});

test("a city's food banks on a map, each pin linking to its page", async ({ page, baseURL }) => {
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  // A static page: its map's inline script runs as the page is read.
  await page.goto("/food-banks/exeter");
  const placed = page.locator("#food-bank-cards > li[data-map-lat]");
  await expect(placed.filter({ hasText: EXETER_FOOD_BANK.name })).toHaveCount(1);
  await expect(placed.filter({ hasText: EXETER_TINNED_FOOD_BANK.name })).toHaveCount(1);

  const map = await showMapByKeyboard(page, traffic);
  await expectNoAxeViolations(page);
  const link = await openAPinByKeyboard(page, map);
  await expect(link).toHaveAttribute("href", /^\/food-bank\/e2e-exeter-/);
  expect(traffic.elsewhere).toEqual([]);
});

test("a food bank's page maps the food bank at its district, without its street", async ({
  page,
  baseURL,
}) => {
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  await page.goto(`/food-bank/${EXETER_TINNED_FOOD_BANK.id}`, { waitUntil: "networkidle" });
  expect(traffic.mapFiles).toEqual([]);
  const map = await showMapByKeyboard(page, traffic);
  const main = map.locator(".glut-map-pin-main");
  await expect(main).toHaveAttribute("title", EXETER_TINNED_FOOD_BANK.name);
  // The page's own place is drawn, never a control: it is what the whole page is about, and a
  // grower's pin beside it keeps its whole target.
  await expect(main).not.toHaveAttribute("tabindex", /.*/);
  await expect(main).not.toHaveAttribute("role", "button");
  await expectNoAxeViolations(page);
  expect(traffic.elsewhere).toEqual([]);
});

// Two pages only this spec's data shows with a map (the e2e food banks): their first load against
// bench/js-budget.json's ceilings, counted as tests/e2e/js-budget.spec.ts counts every page's.
for (const { label, path } of [
  { label: "a city's food banks", path: "/food-banks/exeter" },
  { label: "a food bank", path: `/food-bank/${EXETER_FOOD_BANK.id}` },
]) {
  test(`${label} (${path}) keeps the map out of its first load, within its ceiling`, async ({
    browser,
    baseURL,
  }) => {
    await expectFirstLoadWithinBudget(browser, baseURL ?? "", label, path);
  });
}

test("the privacy notice names the tile server and what a map sends it", async ({
  page,
  baseURL,
}) => {
  await page.goto("/privacy");
  const host = new URL(baseURL ?? "").host;
  await expect(
    page.getByText(`The map tile server at ${host}, only when you press Show map beside a list`),
  ).toBeVisible();
  await expect(page.getByText(/sends it your IP address/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list is the page: no map, no Show map button, every listing a link", async ({
    page,
  }) => {
    await page.goto("/city/leeds");
    await expect(page.getByRole("button", { name: "Show map" })).toBeHidden();
    await expect(mapRegion(page)).toHaveCount(0);
    const cards = page.locator("#city-listing-cards > li");
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/listings\/[0-9a-f-]{36}$/,
    );

    await page.goto(`/food-bank/${EXETER_FOOD_BANK.id}`);
    await expect(page.getByRole("button", { name: "Show map" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXETER_FOOD_BANK.name);
  });
});
