import { expect, type Page, test } from "@playwright/test";
import { useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Growing regions on a phone (decision 0082): the picker fits the screen and works with and
// without JavaScript.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

const picker = (page: Page) => page.getByRole("region", { name: /^Your growing region/ });
/** The line each view shows: its region, frost dates and shift. */
const summary = (page: Page, region: string) =>
  page.locator("[data-region-summary]").filter({ hasText: `Dates for ${region}` });

async function nothingWiderThanTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function chooseAndFind(page: Page, { axe }: { axe: boolean }) {
  await page.goto("/planting-calendar?tab=yearly");
  await nothingWiderThanTheScreen(page);
  await picker(page)
    .getByLabel("Growing region")
    .selectOption("Lowland Scotland and Northern Ireland");
  await picker(page).getByRole("button", { name: "Show this region" }).click();
  await expect(page).toHaveURL(/region=lowland-scotland-ni/);
  await expect(page).toHaveURL(/tab=yearly/);
  await expect(summary(page, "Lowland Scotland and Northern Ireland")).toContainText(
    "last frost on average around 23 April, first frost around 26 October (Met Office records for Armagh and Paisley, 1991–2020)",
  );
  await nothingWiderThanTheScreen(page);
  if (axe) await expectNoAxeViolations(page);

  await picker(page).getByLabel("Or find it from your postcode district or town").fill("IV1");
  await picker(page).getByRole("button", { name: "Find my region" }).click();
  await expect(
    page.getByRole("heading", { name: "Your growing region: Highlands and islands" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Monthly View" }).click();
  await expect(page).toHaveURL(/region=highlands-islands/);
  await expect(summary(page, "Highlands and islands")).toBeVisible();
  await nothingWiderThanTheScreen(page);
  if (axe) await expectNoAxeViolations(page);
}

test("on a phone: choosing a region and finding one from a district", async ({ page }) => {
  test.setTimeout(60_000);
  await chooseAndFind(page, { axe: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone: choosing a region and finding one from a district", async ({ page }) => {
    test.setTimeout(60_000);
    // axe runs in the page, so it needs JavaScript; the same HTML is checked in the test above.
    await chooseAndFind(page, { axe: false });
  });
});
