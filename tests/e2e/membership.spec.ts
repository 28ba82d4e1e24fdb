import { expect, type Page, test } from "@playwright/test";
import { createAccount, OUR_ORIGIN, signIn, useOwnClientAddress, waitForEmail } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

const card = (page: Page) => page.getByRole("region", { name: "Membership" });

test("subscribe from the dashboard, pay on the test page, and the member gates open", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card(page).getByText("Not active")).toBeVisible();
  await expect(page.getByRole("button", { name: "Browse listings" })).toBeDisabled();

  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await expect(page).toHaveURL(/\/membership\/test-checkout\//);
  await expect(page.getByText("Test payment: no money moves")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pay £1.00" }).click();

  await expect(page).toHaveURL(/\/dashboard\?success=true$/);
  await expect(page.getByText("Subscription successful!")).toBeVisible();
  await expect(card(page).getByText("Active", { exact: true })).toBeVisible();
  const renewal = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeZone: "Europe/London",
  }).format(new Date(Date.now() + 365 * 86_400_000));
  await expect(card(page).getByText(renewal)).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse listings" })).toHaveAttribute(
    "href",
    "/listings",
  );
  await expect(page.getByRole("link", { name: "Community forum" })).toHaveAttribute(
    "href",
    "/forum",
  );
  await expect(page.getByRole("button", { name: /Subscribe/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const welcome = await waitForEmail(account.email, /Subject: Welcome to Glut membership/);
  expect(welcome).toContain("Allotment Annie");

  // Going back to the finished checkout pays nothing twice.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("button", { name: "Pay £1.00" })).toHaveCount(0);
});

test("the test payment and manage pages are static: the payment's buttons held on their way", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await expect(page).toHaveURL(/\/membership\/test-checkout\//);
  const checkoutPath = new URL(page.url()).pathname;
  // Static (decision 0112): the live updates' file and one inline script, no module script.
  const scripts = page.locator(
    "script:not([type='application/ld+json']):not([data-shell-script]), link[rel='modulepreload']",
  );
  await expect(page.locator("script[data-inline-script]")).toHaveCount(1);
  await expect(page.locator("script[data-live-script]")).toHaveCount(1);
  await expect(scripts).toHaveCount(2);
  // Only the member's own open checkout has this page: measured here (bench/js-budget.json's
  // measuredIn) as js-budget.spec.ts measures every other page, in a new context with the same
  // session and an empty HTTP cache.
  await expectFirstLoadWithinBudget(
    browser,
    baseURL ?? "",
    "test payment",
    checkoutPath,
    page.context(),
  );
  // Both buttons are held once one is pressed (here the post is stopped after the page's script
  // has seen it go, so the held buttons can be looked at).
  await page.evaluate(() =>
    document
      .querySelector("main form[method=post]")
      ?.addEventListener("submit", (event) => event.preventDefault()),
  );
  const pay = page.getByRole("button", { name: "Pay £1.00" });
  await pay.click();
  await expect(pay).toBeDisabled();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeDisabled();
  await page.reload();
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard\?success=true$/);
  await page.goto("/membership/test-manage");
  await expect(page.getByText(/Your membership renews on/)).toBeVisible();
  await expect(page.locator("script[data-inline-script]")).toHaveCount(0);
  await expect(scripts).toHaveCount(1);
});

test("cancelling at checkout says so and changes nothing", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard\?cancelled=true$/);
  await expect(page.getByText("Subscription cancelled")).toBeVisible();
  await expect(card(page).getByText("Not active")).toBeVisible();
});

test("cancelling from the manage page keeps the membership until its end date", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await page.getByRole("button", { name: "Pay £1.00" }).click();
  await expect(page.getByText("Subscription successful!")).toBeVisible();

  await page.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(/\/membership\/test-manage$/);
  await expect(page.getByText(/Your membership renews on/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel membership" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Membership cancelled")).toBeVisible();
  // Still a member until the end date, which the card now gives as the end.
  await expect(card(page).getByText("Active", { exact: true })).toBeVisible();
  await expect(card(page).getByText("Ends")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse listings" })).toBeVisible();

  await page.getByRole("button", { name: "Manage subscription" }).click();
  await page.getByRole("button", { name: "Keep my membership" }).click();
  await expect(card(page).getByText("Renews")).toBeVisible();
});

test("another member's checkout cannot be paid or seen", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await createAccount(request);
  await signIn(page, owner);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await expect(page).toHaveURL(/\/membership\/test-checkout\//);
  const checkoutPath = new URL(page.url()).pathname;

  const intruderContext = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(intruderContext, baseURL ?? "");
  await useOwnClientAddress(intruderContext);
  const intruder = await intruderContext.newPage();
  const other = await createAccount(request);
  await signIn(intruder, other);
  await expect(intruder).toHaveURL(/\/dashboard$/);
  const view = await intruder.goto(checkoutPath);
  expect(view?.status()).toBe(404);
  const forged = await intruder.request.post(checkoutPath, {
    form: { intent: "pay" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await intruder.goto("/dashboard");
  await expect(card(intruder).getByText("Not active")).toBeVisible();
  await intruderContext.close();

  // The owner's checkout is still open and payable.
  await page.goto(checkoutPath);
  await expect(page.getByRole("button", { name: "Pay £1.00" })).toBeVisible();
});

test("signed-out visitors cannot start a checkout", async ({ request }) => {
  const response = await request.post("/membership/checkout", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/login\?redirectTo=/);
});
