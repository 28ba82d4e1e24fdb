import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { CARLISLE_FOOD_BANK } from "./food-bank-needs";
import { acceptCookies, expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";
import { openAPinByTouch, watchMapTraffic } from "./maps";

// Maps on a phone (decision 0097): Show map by touch on a city page, /listings and a food bank's
// page; the map fits the screen, pins open by a tap, axe stays clean, and no tile is asked of
// any host but the test server's stand-in (tests/e2e/maps.ts).

test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ context, baseURL }) => {
  // Axe reads the map as well as the page, and a busy machine is slow at both.
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("a city page's map on a phone: a tap shows it, a tap on a pin names a listing", async ({
  page,
  baseURL,
}) => {
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  await page.goto("/city/leeds");
  const { map, popup } = await openAPinByTouch(page, traffic);
  await expect(popup.getByRole("link")).toHaveAttribute("href", /^\/listings\/[0-9a-f-]{36}$/);
  const box = await map.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.width <= viewport.width).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  expect(traffic.elsewhere).toEqual([]);
});

test("/listings on a phone: a member's map of the page's listings", async ({
  page,
  request,
  baseURL,
}) => {
  await becomeMember(page, request);
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  // A static page (decision 0104): its map's inline script runs as the page is read.
  await page.goto("/listings");
  const { popup } = await openAPinByTouch(page, traffic);
  await expect(popup.getByRole("link")).toHaveAttribute("href", /^\/listings\/[0-9a-f-]{36}$/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  expect(traffic.elsewhere).toEqual([]);
});

test("a food bank's page on a phone: its map shows it at its district", async ({
  page,
  baseURL,
}) => {
  const traffic = await watchMapTraffic(page, baseURL ?? "");
  await page.goto(`/food-bank/${CARLISLE_FOOD_BANK.id}`);
  await page.getByRole("button", { name: "Show map" }).tap();
  const main = page.locator(".glut-map-pin-main");
  await expect(main).toHaveAttribute("title", CARLISLE_FOOD_BANK.name);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  expect(traffic.tiles.length).toBeGreaterThan(0);
  expect(traffic.elsewhere).toEqual([]);
});
