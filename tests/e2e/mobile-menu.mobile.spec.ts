import { expect, test } from "@playwright/test";
import { OUR_ORIGIN } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("the side menu opens, shows every group and closes", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await page.getByRole("link", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("heading", { name: "Menu" })).toBeVisible();

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

  const account = menu.getByRole("region", { name: "Account" });
  await expect(account.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(account.getByRole("link", { name: "Join Glut" })).toHaveAttribute("href", "/signup");

  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("link", { name: "Open menu" })).toBeFocused();
});

test("a tap beside the side menu closes it; the page behind cannot be reached meanwhile", async ({
  page,
}) => {
  await page.goto("/");
  const opener = page.getByRole("link", { name: "Open menu" });
  await opener.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  // A modal <dialog>: the rest of the page is inert, so Tab never lands on it.
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press("Tab");
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active.closest("dialog") === null
        ? active.outerHTML.slice(0, 120)
        : null;
    });
    expect(outside).toBeNull();
  }
  await page.mouse.click(10, 300);
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
});

test("following a link in the side menu closes it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.locator("details", { hasText: "Resources" }).locator("summary").click();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});

test("without JavaScript the menu button leads to the footer's links", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: OUR_ORIGIN,
  });
  await acceptCookies(context, baseURL ?? "");
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(page).toHaveURL(/#site-footer$/);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Food Banks" }),
  ).toBeInViewport();
  await context.close();
});
