import { devices, expect, type Page, test } from "@playwright/test";
import { OUR_ORIGIN } from "./accounts";
import { acceptCookies, expectNoAxeViolations, openMemberDashboard } from "./helpers";

// The side menu: no page hydrates (decision 0115), so it is always the native popover, on a
// member's page (the first tests) as on a visitor's, and without JavaScript (the last tests).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("the side menu opens, shows every group and closes", async ({ page, request }) => {
  await openMemberDashboard(page, request);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  // A member's menu is headed with their name and place (becomeMember's account).
  await expect(menu.getByRole("heading", { name: "Allotment Annie" })).toBeVisible();

  const quick = menu.getByRole("region", { name: "Quick actions" });
  await expect(quick.getByRole("link", { name: "Browse Produce" })).toHaveAttribute(
    "href",
    "/listings",
  );
  await expect(quick.getByRole("link", { name: "Free Food" })).toHaveAttribute(
    "href",
    "/free-food",
  );

  const community = menu.locator("details", { hasText: "Community" });
  await expect(community.getByRole("link", { name: "Food Banks" })).toBeHidden();
  await community.locator("summary").click();
  await expect(community.getByRole("link", { name: "Food Banks" })).toBeVisible();

  const resources = menu.locator("details", { hasText: "Resources" });
  await resources.locator("summary").click();
  await expect(resources.getByRole("link", { name: "Planting Calendar" })).toBeVisible();

  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();

  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("following a link in the side menu closes it", async ({ page, request }) => {
  await openMemberDashboard(page, request);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.locator("details", { hasText: "Resources" }).locator("summary").click();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});

/** Where React does not run, the menu is a native popover: the same on a static page with
 * JavaScript on (decision 0057) and on any page with it off. */
async function expectPopoverMenu(page: Page, { axe }: { axe: boolean }) {
  const opener = page.getByRole("button", { name: "Open menu" });
  await opener.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const community = menu.locator("details", { hasText: "Community" });
  await community.locator("summary").click();
  await expect(community.getByRole("link", { name: "Food Banks" })).toBeVisible();
  // Axe runs in the page, so only where scripts may run.
  if (axe) await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  // A tap beside it closes it too; the close button inside it as well.
  await opener.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 300);
  await expect(menu).toBeHidden();
  await opener.click();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await opener.click();
  await menu.getByRole("link", { name: "Free Food" }).click();
  await expect(page).toHaveURL(/\/free-food$/);
}

test("on a static page the menu opens as a native popover", async ({ page }) => {
  await page.goto("/");
  expect(
    await page.locator("script:not([type='application/ld+json']):not([data-shell-script])").count(),
  ).toBe(0);
  await expectPopoverMenu(page, { axe: true });
});

test("without JavaScript the menu opens as a native popover", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: OUR_ORIGIN,
  });
  await acceptCookies(context, baseURL ?? "");
  const page = await context.newPage();
  await page.goto("/planting-calendar");
  await expectPopoverMenu(page, { axe: false });
  await context.close();
});
