import { expect, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, openMemberDashboard } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

const mainNav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" });

test("shows the logo, the primary links and the anonymous actions", async ({ page }) => {
  await page.goto("/planting-calendar");
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

// The menus on a member's page, which is static as every page is (decision 0115): CSS opens each
// on hover and while the focus is in it, with no script (nav-menu.tsx).

test("the Locations menu opens on hover with all locations and the 8 biggest cities", async ({
  page,
  request,
}) => {
  await openMemberDashboard(page, request);
  const trigger = mainNav(page).getByRole("button", { name: "Locations" });
  const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();
  await trigger.hover();
  await expect(panel).toBeVisible();
  const links = panel.getByRole("link");
  await expect(links).toHaveCount(9);
  await expect(links.first()).toHaveText("View All Locations");
  await expect(links.first()).toHaveAttribute("href", "/locations");
  await expect(links.nth(1)).toHaveText("London");
  await expect(links.nth(2)).toHaveText("Birmingham");

  // Moving the mouse away closes it again.
  await page.mouse.move(5, 600);
  await expect(panel).toBeHidden();
});

test("the Community and Resources menus hold the specified links", async ({ page, request }) => {
  await openMemberDashboard(page, request);
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
    // Pointing and clicking elsewhere closes it.
    await page.mouse.click(5, 600);
    await expect(panel).toBeHidden();
  }
});

test("menus work from the keyboard", async ({ page, request }) => {
  await openMemberDashboard(page, request);
  const trigger = mainNav(page).getByRole("button", { name: "Community" });
  const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  const link = (name: string) => mainNav(page).getByRole("link", { name, exact: true });
  // The focus on the button opens its menu, and Tab goes through its links.
  await trigger.focus();
  await expect(panel).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(link("Groups")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(link("Food Banks")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(link("Partnership")).toBeFocused();
  // Tabbing out of an open menu closes it.
  await page.keyboard.press("Tab");
  await expect(panel).toBeHidden();
  await expect(mainNav(page).getByRole("button", { name: "Resources" })).toBeFocused();
});

/** The labels of the header's visible links and buttons whose text runs over more than one line. */
function wrappedHeaderItems(page: import("@playwright/test").Page) {
  return page.getByRole("banner").evaluate((header) =>
    [...header.querySelectorAll("a, button")]
      .filter((item) => (item as HTMLElement).offsetParent !== null)
      .filter((item) => {
        // Each line of text has its own top: more than one means the label wrapped.
        const tops = new Set<number>();
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((item) => item.textContent?.trim()),
  );
}

/** True when every visible header item is as tall as one line of its text plus its padding. */
async function expectHeaderOnOneLine(page: import("@playwright/test").Page) {
  expect(await wrappedHeaderItems(page)).toEqual([]);
  const heights = await page
    .getByRole("banner")
    .evaluate((header) =>
      [...header.querySelectorAll("nav a, nav button")]
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => item.getBoundingClientRect().height),
    );
  // The nav items are all one line tall: the same height as each other (44 px targets).
  expect(new Set(heights.map(Math.round)).size).toBe(1);
  // Nothing spills out of the header's row either.
  expect(
    await page
      .getByRole("banner")
      .evaluate((header) => header.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

for (const width of [1280, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every item of a visitor's header is on one line", async ({ page }) => {
      await page.goto("/");
      await expect(mainNav(page)).toBeVisible();
      await expectHeaderOnOneLine(page);
    });

    test("every item of a member's header is on one line", async ({ page, request, context }) => {
      await useOwnClientAddress(context);
      await becomeMember(page, request);
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "List Produce" })).toBeVisible();
      await expect(header.getByRole("link", { name: /^Messages/ })).toBeVisible();
      if (width >= 1280) {
        await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
        await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
        await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
      } else {
        // Between lg and xl a member's Dashboard and Sign Out are in the side menu.
        await expect(header.getByRole("button", { name: "Sign Out" })).toBeHidden();
        // The home page is static (decision 0057): its menu is the native popover.
        await header.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog");
        await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
        await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      }
      await expectHeaderOnOneLine(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("at 1024 px without JavaScript", () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test("a member's menu button opens the side menu with Dashboard and Sign Out", async ({
    page,
    request,
    context,
    browser,
    baseURL,
  }) => {
    await useOwnClientAddress(context);
    await becomeMember(page, request);
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 1024, height: 800 },
      storageState: await context.storageState(),
      extraHTTPHeaders: OUR_ORIGIN,
    });
    const plain = await noScript.newPage();
    await plain.goto("/listings");
    await plain.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const menu = plain.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(plain.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await noScript.close();
  });
});
