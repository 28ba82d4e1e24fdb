import { expect, type Page, test } from "@playwright/test";
import { becomeMember, createAccount, signIn, uniqueEmail, useOwnClientAddress } from "./accounts";
import { EXETER_FOOD_BANK, EXETER_TINNED_FOOD_BANK } from "./food-bank-needs";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { E2E_STAFF } from "./staff";

// Issue 17 part 5: a new listing that meets a nearby food bank's needs says so to its owner, and
// the food bank's own page says what growers near it offer. Food banks: tests/e2e/seed-food-banks.ts.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

async function createListing(
  page: Page,
  name: string,
  location: string,
  category: "Vegetables" | "Fruits" = "Vegetables",
) {
  await page.goto("/create-listing");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("Free", { exact: true }).click();
  await page.getByLabel("Category").selectOption({ label: category });
  await page.getByLabel("Location", { exact: true }).fill(location);
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
}

test("a grower's new potatoes are shown to need at a food bank nearby, and only to the grower", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  await createListing(page, "Charlotte potatoes", "EX4");
  const listingUrl = page.url();

  // The first page after creating it: the owner's view.
  const needs = page.getByRole("region", { name: "A food bank near you needs this" });
  await expect(needs).toContainText(
    `${EXETER_FOOD_BANK.name} asks for potatoes: they are less than a mile from you.`,
  );
  await expect(needs).not.toContainText(EXETER_TINNED_FOOD_BANK.name);
  await expect(needs).toContainText("Glut has not told them about your listing");
  await expectNoAxeViolations(page);

  // Without JavaScript the owner's view says the same, and its link opens the food bank's page.
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(listingUrl);
  const plainNeeds = plain.getByRole("region", { name: "A food bank near you needs this" });
  await expect(plainNeeds).toContainText(`${EXETER_FOOD_BANK.name} asks for potatoes`);
  await plainNeeds.getByRole("link", { name: EXETER_FOOD_BANK.name }).click();
  await expect(plain).toHaveURL(`/food-bank/${EXETER_FOOD_BANK.id}`);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(EXETER_FOOD_BANK.name);
  await expect(plain.getByText(/Growers near here are offering: potatoes \(\d+\)/)).toBeVisible();
  await noScript.close();

  // Another member sees the listing without it.
  const otherContext = await browser.newContext({ baseURL });
  await acceptCookies(otherContext, baseURL ?? "");
  await useOwnClientAddress(otherContext);
  const other = await otherContext.newPage();
  await becomeMember(other, otherContext.request);
  await other.goto(listingUrl);
  await expect(other.getByRole("heading", { name: "Charlotte potatoes" })).toBeVisible();
  await expect(other.getByText(/asks for potatoes/)).toHaveCount(0);
  await otherContext.close();
});

test("a visitor reads a food bank's page: its needs, and what growers near it offer", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request, { confirmEmail: true });
  await createListing(page, "Bramley apples", "EX1", "Fruits");

  // Signed out: the page is public.
  const visitorContext = await browser.newContext({ baseURL });
  await acceptCookies(visitorContext, baseURL ?? "");
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto("/food-banks/exeter");
  expect(response?.status()).toBe(200);
  // Each card's name links its food bank's page.
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("link", { name: EXETER_FOOD_BANK.name, exact: true }).click();
  await expect(visitor).toHaveURL(`/food-bank/${EXETER_FOOD_BANK.id}`);
  await expect(visitor).toHaveTitle(`${EXETER_FOOD_BANK.name} | Glut`);
  await expect(
    visitor.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Exeter" }),
  ).toHaveAttribute("href", "/food-banks/exeter");
  const growers = visitor.getByRole("region", { name: "Growers near here" });
  await expect(
    growers.getByText(/Growers near here are offering: .*fresh fruit \(\d+\)/),
  ).toBeVisible();
  await expect(growers.getByRole("link", { name: "Bramley apples" }).first()).toBeVisible();
  await expect(growers).toContainText("Glut never contacts a food bank");
  await expectNoAxeViolations(visitor);

  // A food bank asking only for tinned goods is offered nothing, and told why.
  await visitor.goto(`/food-bank/${EXETER_TINNED_FOOD_BANK.id}`);
  await expect(
    visitor.getByText(/Nothing on this food bank.s list of needs is fresh produce/),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);

  expect((await visitor.goto("/food-bank/no-such-food-bank"))?.status()).toBe(404);
  await visitorContext.close();
});

test("an approved food-bank organisation saves searches for a food bank's needs in one click", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const organisationName = `Needs Pantry ${Date.now()}`;
  const organisation = await createAccount(request, {
    accountType: "organization",
    organizationName: organisationName,
    organizationType: "food-bank",
    registrationNumber: "1123456",
    email: uniqueEmail("needs-pantry"),
  });
  // An admin approves it, as the admin area does.
  await signIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin/verifications");
  const card = page.getByRole("listitem").filter({ hasText: organisationName });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card.getByText("APPROVED", { exact: true })).toBeVisible();
  // The admin is not a food bank: no button for them.
  await page.goto(`/food-bank/${EXETER_FOOD_BANK.id}`);
  await expect(page.getByRole("button", { name: "Save searches for these needs" })).toHaveCount(0);

  const context = await browser.newContext({ baseURL });
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  const own = await context.newPage();
  await signIn(own, organisation);
  await expect(own).toHaveURL(/\/dashboard/);
  await own.goto(`/food-bank/${EXETER_FOOD_BANK.id}`);
  await expectNoAxeViolations(own);
  await own.getByRole("button", { name: "Save searches for these needs" }).click();
  await expect(own).toHaveURL(/\/saved-searches$/);
  await expect(own.getByText(/searches? saved for Exeter Example Food Bank's needs/)).toBeVisible();
  await expect(own.getByText(/within 10 miles of EX4/).first()).toBeVisible();
  await context.close();
});
