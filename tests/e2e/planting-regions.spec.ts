import { expect, type Page, test } from "@playwright/test";
import { createAccount, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Growing regions on the planting calendar (decision 0082): chosen from a list or found from a
// postcode district, carried from view to view, and kept on a member's account.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

const picker = (page: Page) => page.getByRole("region", { name: /^Your growing region/ });
/** The line each view shows: its region, frost dates and shift. */
const summary = (page: Page, region: string) =>
  page.locator("[data-region-summary]").filter({ hasText: `Dates for ${region}` });
const regionHeading = (page: Page, name: string) =>
  page.getByRole("heading", { name: `Your growing region: ${name}` });

/** A visitor picks the highlands for February 2027 and follows the views. */
async function visitorChoosesHighlands(page: Page) {
  await page.goto("/planting-calendar?tab=monthly&month=2027-02");
  await expect(regionHeading(page, "Southern and central England and south Wales")).toBeVisible();
  // As written, February sows broad beans outside under cloches in mild areas.
  await expect(page.getByRole("heading", { name: "Sow Outside" })).toBeVisible();

  await picker(page).getByLabel("Growing region").selectOption("Highlands and islands");
  await picker(page).getByRole("button", { name: "Show this region" }).click();
  await expect(page).toHaveURL(/region=highlands-islands/);
  await expect(page).toHaveURL(/month=2027-02/);
  await expect(regionHeading(page, "Highlands and islands")).toBeVisible();
  await expect(summary(page, "Highlands and islands")).toContainText(
    "last frost on average around 31 May, first frost around 9 September (Met Office records for Braemar, 1991–2020)",
  );
  await expect(summary(page, "Highlands and islands")).toContainText(
    "run about 3 weeks later than in southern and central England",
  );
  // Three weeks later: February's outdoor sowings move into March.
  await expect(page.getByRole("heading", { name: "What to Plant in February 2027" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sow Outside" })).toHaveCount(0);

  // The region travels to the next month and to the other views.
  await page
    .getByRole("navigation", { name: "Other months" })
    .getByRole("link", { name: /March/ })
    .click();
  await expect(page.getByRole("heading", { name: "What to Plant in March 2027" })).toBeVisible();
  await expect(page).toHaveURL(/region=highlands-islands/);
  await expect(regionHeading(page, "Highlands and islands")).toBeVisible();

  await page.getByRole("link", { name: "Seasonal View" }).click();
  await expect(
    page.getByText(
      "In Highlands and islands, plant tender crops out after the last frost, on average around 31 May.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/In Highlands and islands, the first frost comes on average around 9 September/),
  ).toBeVisible();

  await page.getByRole("link", { name: "Yearly Overview" }).click();
  await expect(summary(page, "Highlands and islands")).toBeVisible();
  await expect(page.getByText("Main Planting Season")).toBeVisible();
}

/** A visitor finds their region from a postcode district, and is told when it is not one. */
async function visitorFindsRegionByDistrict(page: Page, { axe }: { axe: boolean }) {
  await page.goto("/planting-calendar?tab=seasonal");
  const district = picker(page).getByLabel("Or find it from your postcode district or town");
  await district.fill("Narnia");
  await picker(page).getByRole("button", { name: "Find my region" }).click();
  await expect(
    page.getByText(
      "We could not find that postcode district or town. Try the first half of your postcode, like LS6.",
    ),
  ).toBeVisible();
  await expect(
    picker(page).getByLabel("Or find it from your postcode district or town"),
  ).toHaveValue("Narnia");
  if (axe) await expectNoAxeViolations(page);

  await picker(page).getByLabel("Or find it from your postcode district or town").fill("TR18 4AA");
  await picker(page).getByRole("button", { name: "Find my region" }).click();
  await expect(regionHeading(page, "South-west coasts")).toBeVisible();
  await expect(
    picker(page).getByText(/TR18, from the postcode district or town you gave/),
  ).toBeVisible();
  await expect(summary(page, "South-west coasts")).toContainText(
    "run about 3 weeks earlier than in southern and central England",
  );
  // The found region is carried on, as a choice made from the list would be.
  await page.getByRole("link", { name: "Monthly View" }).click();
  await expect(page).toHaveURL(/region=south-west-coast/);
  await expect(regionHeading(page, "South-west coasts")).toBeVisible();
}

/** A member saves a region: My Garden's suggested dates and every view follow it. */
async function memberSavesHighlands(
  page: Page,
  request: Parameters<typeof createAccount>[0],
  { axe }: { axe: boolean },
) {
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/planting-calendar?tab=garden");
  // The account was made in Leeds: offered, not applied.
  await expect(regionHeading(page, "Southern and central England and south Wales")).toBeVisible();
  await expect(
    picker(page).getByText(
      "Your profile location, Leeds, is in Northern England and mid and north Wales: save it as your region to move your calendar and harvest dates.",
    ),
  ).toBeVisible();
  await expect(picker(page).getByLabel("Growing region")).toHaveValue("north-wales");

  await picker(page).getByLabel("Growing region").selectOption("Highlands and islands");
  await picker(page).getByRole("button", { name: "Save my region" }).click();
  await expect(page.getByText("Your growing region is now Highlands and islands")).toBeVisible();
  await expect(page).toHaveURL(/tab=garden/);
  await expect(regionHeading(page, "Highlands and islands")).toBeVisible();
  await expect(picker(page).getByText(/your saved region/)).toBeVisible();
  await expect(
    page.getByText(
      /Suggested harvest dates are for your region, Highlands and islands: 3 weeks later/,
    ),
  ).toBeVisible();
  if (axe) await expectNoAxeViolations(page);

  // Lettuce, 45 days from sowing, three weeks later in the highlands.
  await page.getByLabel("Plant name (required)").fill("Lettuce");
  await page.getByLabel("Planted date (required)").fill("2027-04-01");
  return account;
}

test("a visitor chooses a region and every view follows it", async ({ page }) => {
  test.setTimeout(60_000);
  await visitorChoosesHighlands(page);
  await expectNoAxeViolations(page);
});

test("a visitor finds a region from a postcode district", async ({ page }) => {
  test.setTimeout(60_000);
  await visitorFindsRegionByDistrict(page, { axe: true });
  await expectNoAxeViolations(page);
});

test("a member keeps a region, and My Garden's harvest dates follow it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await memberSavesHighlands(page, request, { axe: true });
  // In the browser the suggestion already counts the region's three weeks.
  await expect(page.getByLabel("Expected harvest date")).toHaveValue("2027-06-06");
  await page.getByRole("button", { name: "Add planting" }).click();
  await expect(
    page.getByRole("article", { name: "Lettuce", exact: true }).getByText("6 June 2027"),
  ).toBeVisible();
  // The guides show the saved region with nothing in the address.
  await page.getByRole("link", { name: "Monthly View" }).click();
  await expect(regionHeading(page, "Highlands and islands")).toBeVisible();
  await expect(page).not.toHaveURL(/region=/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor chooses a region and finds one from a district", async ({ page }) => {
    test.setTimeout(90_000);
    // axe runs in the page, so it needs JavaScript; the same HTML is checked in the tests above.
    await visitorChoosesHighlands(page);
    await visitorFindsRegionByDistrict(page, { axe: false });
  });

  test("a member saves a region and the server dates the harvest in it", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await memberSavesHighlands(page, request, { axe: false });
    await page.getByLabel("Category").selectOption("Salads");
    await page.getByRole("button", { name: "Add planting" }).click();
    await expect(
      page.getByRole("article", { name: "Lettuce", exact: true }).getByText("6 June 2027"),
    ).toBeVisible();
  });
});
