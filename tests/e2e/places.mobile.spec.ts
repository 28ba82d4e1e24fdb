import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("on a phone /locations searches as you type and stays within the screen", async ({ page }) => {
  // Axe reads every one of the 129 city cards; a busy phone emulator needs the time.
  test.setTimeout(90_000);
  await page.goto("/locations");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Search by city, county or region").fill("cornwall");
  await expect(page.getByText("No cities found matching your search.")).toBeVisible();
  await page.getByLabel("Search by city, county or region").fill("devon");
  await expect(page.getByRole("heading", { name: "Plymouth" })).toBeVisible();
  const growers = page.getByRole("link", { name: "Growers in Plymouth" });
  const box = await growers.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await growers.click();
  await expect(page).toHaveURL(/\/city\/plymouth$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Garden produce in Plymouth");
});

test("on a phone a city page stays within the screen and is accessible", async ({ page }) => {
  await page.goto("/city/newcastle-upon-tyne");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Garden produce in Newcastle upon Tyne",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Produce" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("on a 390 px phone /food-banks is a short page: the cities fold away by region", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/food-banks");
  await expectNoSidewaysScroll(page);
  // It was a 10,900 px wall of 129 links (issue 32).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(6_000);
  const cities = page.getByRole("region", { name: "Food banks by city" });
  await cities.getByText("Wales (6)").click();
  await cities
    .getByRole("link", { name: /Food banks in Cardiff/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/food-banks\/cardiff$/);
});
