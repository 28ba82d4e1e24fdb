import { expect, type Page, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectFocusNeverUnderCookieBanner, expectNoAxeViolations } from "./helpers";

// What a phone user sees first (decision 0033): sizes, never timings, on a 390×844 screen.
const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN });

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on Glut" });

test("the cookie banner is a compact bar with three answers of equal weight", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const box = await banner(page).boundingBox();
  expect(box?.height ?? SCREEN.height).toBeLessThanOrEqual(SCREEN.height * 0.25);

  const answers = [
    banner(page).getByRole("button", { name: "Reject All" }),
    banner(page).getByRole("button", { name: "Accept All" }),
    banner(page).getByRole("link", { name: "Settings" }),
  ];
  const boxes = [];
  for (const answer of answers) {
    await expect(answer).toBeInViewport();
    boxes.push(await answer.boundingBox());
  }
  const classes = await Promise.all(answers.map((answer) => answer.getAttribute("class")));
  // Same size and the same style: rejecting is as easy to see and to reach as accepting.
  expect(new Set(classes).size).toBe(1);
  for (const other of boxes.slice(1)) {
    expect(other?.height).toBeCloseTo(boxes[0]?.height ?? 0, 0);
    expect(other?.width).toBeCloseTo(boxes[0]?.width ?? 0, 0);
  }
  expect(boxes[0]?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
});

test("on a phone, with the banner open, no field tabbed to hides under it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/create-listing");
  await expect(banner(page)).toBeVisible();
  expect(await expectFocusNeverUnderCookieBanner(page)).toBeGreaterThan(10);
});

test("/listings shows at least two whole listing cards in the first screen", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  await becomeMember(page, request);
  await page.goto("/listings");
  const cards = page.locator('main li > a[href^="/listings/"]');
  // The demo content alone is 18 listings.
  await expect(cards.nth(1)).toBeVisible();
  const inFirstScreen = await cards.evaluateAll(
    (links) =>
      links.filter((link) => {
        const box = link.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
  expect(inFirstScreen).toBeGreaterThanOrEqual(2);

  // Each card stays a comfortable target and its words stay on the card.
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(await card.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  }
  await expectNoAxeViolations(page);
});
