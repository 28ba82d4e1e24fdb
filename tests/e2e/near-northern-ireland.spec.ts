import { expect, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, useOwnClientAddress } from "./accounts";
import { acceptCookies, listingCards } from "./helpers";
import { listAt, nearToken } from "./near-listings";

// Issue 34 part 6: Northern Ireland has no open postcode district centres, so its towns and
// villages are places of their own (GeoNames, decision 0083); a Belfast member searches near
// their town and gets the nearest listings first.

test("a Belfast member searches near Belfast: nearest NI listings first, Derry outside", async ({
  page,
  request,
}) => {
  // Sign-up, confirmation, payment and three listings: a long flow on a busy two-core machine.
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const tag = nearToken();
  await listAt(page, "Lisburn rhubarb", "Lisburn", tag);
  await listAt(page, "Holywood kale", "holywood", tag);
  await listAt(page, "Derry damsons", "Londonderry", tag);

  await page.goto(`/listings?search=${tag}`);
  await expect(page.getByText("Found 3 garden swaps")).toBeVisible();
  await page.getByLabel("Location", { exact: true }).fill("Belfast");
  await page.getByLabel("Within", { exact: true }).selectOption({ label: "10 miles" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/near=Belfast&within=10/);
  await expect(page.getByText("Found 2 garden swaps")).toBeVisible();
  const cards = listingCards(page);
  await expect(cards.nth(0)).toContainText("Holywood kale");
  await expect(cards.nth(0)).toContainText(/Holywood, about \d miles? away/);
  await expect(cards.nth(1)).toContainText("Lisburn rhubarb");
  await expect(page.getByText(/Northern Ireland town centres from GeoNames/)).toBeVisible();

  // Derry is about 65 miles off: outside 25 miles, and the nearest listing in Derry itself.
  await page.goto(`/listings?search=${tag}&near=Belfast&within=25`);
  await expect(page.getByText("Found 2 garden swaps")).toBeVisible();
  await page.goto(`/listings?search=${tag}&near=Derry&within=5`);
  await expect(page.getByText("Found 1 garden swap")).toBeVisible();
  await expect(cards.first()).toContainText("Derry damsons");
});

test("Near me in Belfast lands on a Northern Ireland town, not a district across the sea", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: OUR_ORIGIN,
    geolocation: { latitude: 54.597, longitude: -5.93 },
    permissions: ["geolocation"],
  });
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  const page = await context.newPage();
  await becomeMember(page, page.request, { confirmEmail: true });
  const tag = nearToken();
  await listAt(page, "Belfast beans", "Belfast", tag);

  await page.goto(`/listings?search=${tag}`);
  await page.getByLabel("Within", { exact: true }).selectOption({ label: "5 miles" });
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page).toHaveURL(/near=[A-Z][a-z]+[^&]*&within=5/);
  expect(page.url()).not.toMatch(/54\.6|5\.93|near=BT/);
  await expect(page.getByText("Found 1 garden swap")).toBeVisible();
  await context.close();
});
