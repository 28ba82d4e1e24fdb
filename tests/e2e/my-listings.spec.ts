import { expect, type Page, test } from "@playwright/test";
import { becomeMember, createAccount, OUR_ORIGIN, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { colourPhoto, listProduce, uniqueWord } from "./listings";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** A listing's card on /my-listings, found by its heading. */
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("a member changes a listing's status, sees the counts, and deletes after confirming", async ({
  page,
  request,
}) => {
  // Sign-up, email confirmation, payment, several round trips and two axe runs.
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const word = uniqueWord();
  const beans = `${word} runner beans`;
  const kale = `${word} kale`;
  const beansId = await listProduce(page, { name: beans, photos: [await colourPhoto("#3a7d44")] });
  await listProduce(page, { name: kale, type: "Swap" });

  await page.goto("/my-listings");
  await expect(page.getByRole("heading", { level: 1, name: "My Listings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a listing" })).toHaveAttribute(
    "href",
    "/create-listing",
  );
  // Newest first.
  const titles = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles).toHaveText([kale, beans]);
  const beansCard = card(page, beans);
  await expect(beansCard.getByText("Free", { exact: true })).toBeVisible();
  await expect(beansCard.getByText("Status: Active")).toBeVisible();
  await expect(beansCard.getByRole("link", { name: /^View/ })).toHaveAttribute(
    "href",
    `/listings/${beansId}`,
  );
  await expect(beansCard.getByRole("link", { name: /^Edit/ })).toHaveAttribute(
    "href",
    `/listings/${beansId}/edit`,
  );
  await expect(beansCard.locator("img")).toHaveAttribute("src", /\.webp$/);
  await expect(card(page, kale).locator("img")).toHaveAttribute("src", "/listing-placeholder.svg");
  await expectNoAxeViolations(page);

  // Active → swapped: the toast, the badge, the quieter style; and only 'active' is offered next.
  await beansCard.getByRole("button", { name: "Mark as swapped" }).click();
  await expect(page.getByText("Listing marked as swapped")).toBeVisible();
  await expect(beansCard.getByText("Status: Swapped")).toBeVisible();
  await expect(beansCard).toHaveAttribute("data-status", "swapped");
  await expect(beansCard.getByRole("button", { name: /^Mark as/ })).toHaveText(["Mark as active"]);
  await expect(page).toHaveURL(/\/my-listings$/);

  await card(page, kale).getByRole("button", { name: "Mark as unavailable" }).click();
  await expect(page.getByText("Listing marked as unavailable")).toBeVisible();
  await expect(card(page, kale).getByText("Status: Unavailable")).toBeVisible();
  await expectNoAxeViolations(page);

  // The dashboard counts 'active' as Active and anything else as Completed.
  await beansCard.getByRole("button", { name: "Mark as active" }).click();
  await expect(page.getByText("Listing marked as active")).toBeVisible();
  await expect(beansCard).toHaveAttribute("data-status", "active");
  await page.goto("/dashboard");
  const summary = page.getByRole("heading", { name: "My Listings" }).locator("xpath=../..");
  await expect(summary.getByText("Active", { exact: true })).toBeVisible();
  await expect(summary.locator("dd")).toHaveText(["1", "1"]);
  await expect(summary.getByRole("link", { name: "Create a listing" })).toHaveAttribute(
    "href",
    "/create-listing",
  );

  // Cancel keeps it; confirming deletes it for good.
  await summary.getByRole("link", { name: "Manage my listings" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await beansCard.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this listing?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(beans);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(beansCard).toBeVisible();

  await beansCard.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Listing deleted successfully")).toBeVisible();
  await expect(beansCard).toHaveCount(0);
  await expect(titles).toHaveText([kale]);
  const gone = await page.goto(`/listings/${beansId}`);
  expect(gone?.status()).toBe(404);
});

test("without JavaScript, status changes and a confirmed delete still work", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: OUR_ORIGIN,
  });
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  const page = await context.newPage();
  await becomeMember(page, page.request, { confirmEmail: true });
  const name = `${uniqueWord()} leeks`;
  await listProduce(page, { name });

  await page.goto("/my-listings");
  const leeks = card(page, name);
  await leeks.getByRole("button", { name: "Mark as swapped" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByText("Listing marked as swapped")).toBeVisible();
  await expect(leeks.getByText("Status: Swapped")).toBeVisible();

  await leeks.getByRole("link", { name: /^Delete/ }).click();
  await expect(page).toHaveURL(/\/my-listings\?delete=[0-9a-f-]{36}#confirm-delete$/);
  const confirm = page.getByRole("region", { name: `Delete “${name}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByText("Listing deleted successfully")).toBeVisible();
  await expect(leeks).toHaveCount(0);
  await context.close();
});

test("a visitor is asked to sign in, and someone without a membership is sent to the dashboard", async ({
  page,
  request,
}) => {
  const anyListing = "00000000-0000-4000-8000-000000000000";
  await page.goto("/my-listings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-listings$/);
  await page.goto(`/listings/${anyListing}/edit`);
  await expect(page).toHaveURL(
    /\/login\?redirectTo=%2Flistings%2F00000000-0000-4000-8000-000000000000%2Fedit$/,
  );

  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  // No My Listings summary without a membership, and the quick actions are disabled.
  await expect(page.getByRole("heading", { name: "My Listings" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Browse listings" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Community forum" })).toBeDisabled();
  for (const path of ["/my-listings", `/listings/${anyListing}/edit`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Subscription Required")).toBeVisible();
    await expect(
      page.getByText("Managing your listings needs an active membership."),
    ).toBeVisible();
  }
});
