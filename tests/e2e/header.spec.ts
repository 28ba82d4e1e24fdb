import { expect, test } from "@playwright/test";
import { acceptCookies } from "./helpers";

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptCookies(context, baseURL ?? "");
  await page.goto("/");
});

const mainNav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" });

test("shows the logo, the primary links and the anonymous actions", async ({ page }) => {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Glut, home page/ })).toHaveAttribute("href", "/");
  await expect(mainNav(page).getByRole("link", { name: "Browse Produce" })).toHaveAttribute(
    "href",
    "/listings",
  );
  await expect(mainNav(page).getByRole("link", { name: "Free Food" })).toHaveAttribute(
    "href",
    "/free-food",
  );
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Join Glut" })).toHaveAttribute("href", "/signup");
});

test("the Locations menu opens on hover with all locations and the 8 biggest cities", async ({
  page,
}) => {
  const trigger = mainNav(page).getByRole("button", { name: "Locations" });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.hover();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  const links = panel.getByRole("link");
  await expect(links).toHaveCount(9);
  await expect(links.first()).toHaveText("View All Locations");
  await expect(links.first()).toHaveAttribute("href", "/locations");
  await expect(links.nth(1)).toHaveText("London");
  await expect(links.nth(2)).toHaveText("Birmingham");

  // Moving the mouse away closes it again.
  await page.mouse.move(5, 600);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
});

test("the Community and Resources menus hold the specified links", async ({ page }) => {
  for (const [menu, expected] of [
    [
      "Community",
      [
        ["Groups", "/community-groups"],
        ["Food Banks", "/food-banks"],
        ["Partnership", "/community-partnership"],
      ],
    ],
    [
      "Resources",
      [
        ["Planting Calendar", "/planting-calendar"],
        ["How It Works", "/how-it-works"],
        ["Contact", "/contact"],
      ],
    ],
  ] as const) {
    const trigger = mainNav(page).getByRole("button", { name: menu });
    await trigger.click();
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(expected.length);
    for (const [index, [label, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveText(label);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    await trigger.click();
    await expect(panel).toBeHidden();
  }
});

test("menus work from the keyboard", async ({ page }) => {
  const trigger = mainNav(page).getByRole("button", { name: "Community" });
  const link = (name: string) => mainNav(page).getByRole("link", { name, exact: true });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("ArrowDown");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(link("Groups")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(link("Food Banks")).toBeFocused();
  await page.keyboard.press("End");
  await expect(link("Partnership")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(link("Groups")).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toBeFocused();

  // Tabbing out of an open menu closes it.
  await page.keyboard.press("Space");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});
