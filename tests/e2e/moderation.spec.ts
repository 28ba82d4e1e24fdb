import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  becomeMember,
  OUR_ORIGIN,
  randomClientAddress,
  signIn,
  useOwnClientAddress,
} from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { listProduce, uniqueWord } from "./listings";
import { E2E_STAFF } from "./staff";

// Reports and moderation end to end (decision 0031): a member reports a listing and its lister,
// a moderator hides the listing (it leaves /listings and the city page; its owner still sees it,
// with the reason), an admin suspends the lister (signed out, cannot sign in), and restoring
// brings both back.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(context, baseURL ?? "");
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return context.newPage();
}

async function report(page: Page, button: string, reason: string, note: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Why are you reporting this?").selectOption({ label: reason });
  await dialog.getByLabel("Anything a moderator should know (optional)").fill(note);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you: a moderator will look at it").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

function reportCard(page: Page, text: string) {
  return page
    .getByRole("list", { name: "Open reports" })
    .getByRole("listitem")
    .filter({ hasText: text });
}

test("a member reports a listing; a moderator hides it; an admin suspends the lister; restoring brings both back", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const name = `Marrows ${word}`;
  const listerName = `Lister ${word}`.slice(0, 30);
  const lister = await becomeMember(page, request, { confirmEmail: true, username: listerName });
  const listingId = await listProduce(page, { name });

  // A member reports the listing and its lister from the listing page (in dialogs).
  const reporter = await newPage(browser, baseURL);
  await becomeMember(reporter, reporter.context().request, { username: "Careful Carol" });
  // The report page itself (where the button leads before the page's JavaScript runs).
  await reporter.goto(`/report?kind=listing&id=${listingId}&returnTo=/listings/${listingId}`);
  await expect(
    reporter.getByRole("heading", { level: 1, name: "Report this listing" }),
  ).toBeVisible();
  await expectNoAxeViolations(reporter);
  await reporter.goto(`/listings/${listingId}`);
  await expect(reporter.getByRole("heading", { level: 1, name })).toBeVisible();
  await report(
    reporter,
    "Report this listing",
    "A scam, or selling (nothing is sold on Glut)",
    "Asks for £20",
  );
  await report(
    reporter,
    `Report ${listerName}`,
    "Threats, stalking, harassment or controlling behaviour",
    "Threats in messages",
  );

  // The moderator hides the listing; suspending is not theirs to do.
  const moderator = await newPage(browser, baseURL);
  await signIn(moderator, E2E_STAFF.moderator);
  await expect(moderator).toHaveURL(/\/dashboard$/);
  await moderator.goto("/admin/reports");
  const listingCard = reportCard(moderator, name);
  await expect(listingCard.getByText("Asks for £20")).toBeVisible();
  await expect(listingCard.getByText("Careful Carol")).toHaveCount(0);
  await expect(moderator.getByRole("button", { name: /^Suspend/ })).toHaveCount(0);
  await expectNoAxeViolations(moderator);
  await listingCard.getByLabel(/^Reason/).fill("Selling is not allowed on Glut.");
  await listingCard.getByRole("button", { name: "Hide" }).click();
  await expect(moderator.getByText("Content hidden and its owner told.").first()).toBeVisible();

  // Gone for everyone else: /listings, the city page, the listing's own page.
  await reporter.goto(`/listings?search=${word}`);
  await expect(reporter.getByRole("heading", { name: "No listings found" })).toBeVisible();
  await reporter.goto("/city/leeds");
  await expect(reporter.getByText(name)).toHaveCount(0);
  await reporter.goto(`/listings/${listingId}`);
  await expect(reporter.getByRole("heading", { name: "Listing Not Found" })).toBeVisible();

  // Its owner still sees it, with the reason.
  await page.goto("/my-listings");
  await expect(page.getByText("Selling is not allowed on Glut.")).toBeVisible();
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByText("Hidden by a moderator")).toBeVisible();

  // The admin suspends the lister from the member report.
  const admin = await newPage(browser, baseURL);
  await signIn(admin, E2E_STAFF.admin);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/admin/reports");
  const memberCard = reportCard(admin, "Threats in messages");
  await memberCard.getByLabel(/^Reason/).fill("Threatening other members.");
  await memberCard.getByRole("button", { name: `Suspend ${listerName}` }).click();
  await expect(admin.getByText("Member suspended.").first()).toBeVisible();
  await expectNoAxeViolations(admin);

  // The lister is signed out and cannot sign in.
  await page.goto("/my-listings");
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, lister);
  await expect(page.getByText("This account has been suspended.")).toBeVisible();

  // Restoring: the suspension lifted, the listing shown again.
  await admin.getByRole("button", { name: `Restore ${listerName}` }).click();
  await expect(admin.getByText("Suspension lifted.").first()).toBeVisible();
  await admin
    .getByRole("list", { name: "Hidden after a report" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: /Show again/ })
    .click();
  await expect(admin.getByText("Shown again.").first()).toBeVisible();
  await signIn(page, lister);
  await expect(page).toHaveURL(/\/dashboard$/);
  await reporter.goto(`/listings?search=${word}`);
  await expect(reporter.getByText(name).first()).toBeVisible();
});

test("without JavaScript a member reports a forum topic; a missing reason keeps the note", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Slug pellets ${uniqueWord()}`;
  await becomeMember(page, request, { confirmEmail: true, username: "Pellet Pat" });
  await page.goto("/forum/new-post?category=growing-tips");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Buy my pellets at half price!");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const topicPath = new URL(page.url()).pathname;

  const member = await newPage(browser, baseURL);
  await becomeMember(member, member.context().request, { username: "Quiet Quentin" });
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await member.context().storageState(),
  });
  const reader = await noScript.newPage();
  await reader.goto(topicPath);
  await reader.getByText("Report", { exact: true }).first().click();
  await reader.getByLabel("Anything a moderator should know (optional)").first().fill("Selling");
  await reader.getByRole("button", { name: "Send report" }).first().click();
  // Back on the report page with the note kept.
  await expect(reader).toHaveURL(/\/report\?kind=forum_post/);
  await expect(reader.getByText("Choose why you are reporting this.").first()).toBeVisible();
  await expect(reader.getByLabel("Anything a moderator should know (optional)")).toHaveValue(
    "Selling",
  );
  await reader
    .getByLabel("Why are you reporting this?")
    .selectOption({ label: "Spam or advertising" });
  await reader.getByRole("button", { name: "Send report" }).click();
  await expect(reader).toHaveURL(new RegExp(`${topicPath}$`));

  const moderator = await newPage(browser, baseURL);
  await signIn(moderator, E2E_STAFF.moderator);
  await expect(moderator).toHaveURL(/\/dashboard$/);
  await moderator.goto("/admin/reports");
  await expect(
    reportCard(moderator, title).getByText("Buy my pellets at half price!"),
  ).toBeVisible();
  await noScript.close();
});
