import { expect, type Page, test } from "@playwright/test";
import { becomeMember, createAccount, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** A signed-in member; `confirmEmail` also confirms the address (needed to create listings). */
const token = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("an anonymous visitor is sent to sign in and brought back", async ({ page }) => {
  await page.goto("/listings?type=Free");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flistings%3Ftype%3DFree$/);
  await page.goto("/listings/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flistings%2F00000000/);
});

test("a signed-in non-member is sent to the dashboard with a message", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/listings");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Subscription Required")).toBeVisible();
  await expect(page.getByText("Browsing listings needs an active membership.")).toBeVisible();
  await page.goto("/listings/not-a-listing");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a member filters, sees the empty state, and resets", async ({ page, request }) => {
  await becomeMember(page, request);
  const nothing = token();
  await page.goto(`/listings?search=${nothing}&prefilledLocation=Leeds&prefilledType=Swap`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Garden Swaps");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(nothing);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Leeds");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Swap");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("All");
  await expect(page.getByText("Found 0 garden swaps")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No listings found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a listing" })).toHaveAttribute(
    "href",
    "/create-listing",
  );
  await expect(page.getByRole("link", { name: "Clear all filters" })).toHaveAttribute(
    "href",
    "/listings",
  );
  await expectNoAxeViolations(page);

  // Apply sends the form as a GET with the chosen values.
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Seedlings & Plants" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/category=Seedlings/);
  await expect(page).toHaveURL(new RegExp(`search=${nothing}`));
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Seedlings");

  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("All");
  // Past the count limit (decision 0017) the words are 'Found 100+ garden swaps'.
  await expect(page.getByText(/^Found \d+\+? garden swaps?$/)).toBeVisible();
});

test("the filter form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  const page = await context.newPage();
  await becomeMemberWithoutScript(page);
  const nothing = token();
  await page.goto("/listings");
  await page.getByLabel("Search", { exact: true }).fill(nothing);
  await page.getByLabel("Type", { exact: true }).selectOption("Free");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${nothing}.*type=Free`));
  await expect(page.getByText("Found 0 garden swaps")).toBeVisible();
  await context.close();
});

/** Sign-in and the test payment page are plain forms, so they work with scripts off too. */
async function becomeMemberWithoutScript(page: Page) {
  const account = await createAccount(page.request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await page.getByRole("button", { name: "Pay £1.00" }).click();
  await expect(page).toHaveURL(/\/dashboard\?success=true$/);
}

test("a malformed or unknown listing id is 'Listing Not Found' with status 404", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  for (const id of ["not-a-listing", "00000000-0000-4000-8000-000000000000"]) {
    const response = await page.goto(`/listings/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listing Not Found");
    await expect(page).toHaveTitle("Listing Not Found | Glut");
  }
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to listings" }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test("a listing shows its text as text, on the card, the detail page and in JSON-LD", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await becomeMember(page, request, { confirmEmail: true });
  const mark = token();
  const name = `${mark} <script>alert(1)</script>`;
  const description = `First line <img src=x onerror=alert(2)>\nSecond line ${"x".repeat(200)}`;
  await page.goto("/create-listing");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("Swap", { exact: true }).click();
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Herbs" });
  await page.getByLabel("Location", { exact: true }).fill("Hebden Bridge");
  await page.getByLabel("Quantity (optional)").fill("3 pots");
  await page.getByLabel("Available from (optional)").fill("2026-07-14");
  await page.getByLabel("Description (optional)").fill(description);
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();

  // The detail page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Listed by Allotment Annie")).toBeVisible();
  await expect(page.getByText("Today", { exact: true })).toBeVisible();
  await expect(page.getByText("3 pots")).toBeVisible();
  await expect(page.getByText("14 July 2026")).toBeVisible();
  await expect(page.getByText("Hebden Bridge")).toBeVisible();
  await expect(page.getByText("No photos yet")).toBeVisible();
  const text = page.locator("#description-title + p");
  expect(await text.innerText()).toBe(description);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    description.replace("\n", " ").slice(0, 150),
  );
  await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute(
    "href",
    `${new URL(detailUrl).pathname}/edit`,
  );
  await expect(page.getByRole("link", { name: "Manage" })).toHaveAttribute("href", "/my-listings");
  await expectNoAxeViolations(page);

  // The browse page finds it.
  await page.goto(`/listings?search=${mark}`);
  await expect(page.getByText("Found 1 garden swap", { exact: true })).toBeVisible();
  const card = page.getByRole("link", { name: new RegExp(mark) });
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(card.getByText("Swap", { exact: true })).toBeVisible();
  await expect(card.getByText("Listed by Allotment Annie")).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).not.toContain("</script>");
  const list = JSON.parse(jsonLd ?? "{}");
  expect(list["@type"]).toBe("ItemList");
  expect(list.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name, url: detailUrl },
  ]);
  await expectNoAxeViolations(page);
  await card.click();
  await expect(page).toHaveURL(detailUrl);

  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);

  // Another member sees the listing without the owner's buttons.
  const other = await browser.newContext({ baseURL });
  await acceptCookies(other, baseURL ?? "");
  await useOwnClientAddress(other);
  const otherPage = await other.newPage();
  await becomeMember(otherPage, otherPage.request);
  await otherPage.goto(detailUrl);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(otherPage.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(otherPage.getByRole("link", { name: "Manage" })).toHaveCount(0);
  await other.close();
});
