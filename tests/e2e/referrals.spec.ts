import { expect, type Page, test } from "@playwright/test";
import {
  fillSignupForm,
  PASSWORD,
  randomClientAddress,
  signIn,
  uniqueEmail,
  useOwnClientAddress,
} from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { E2E_STAFF } from "./staff";

// The launch offer (50p) ended on 31 December 2025, so from here on a paid referral earns 25p.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

function referralCard(page: Page) {
  const card = page.getByRole("region", { name: "Referral partnership" });
  const stat = (label: string) =>
    card
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  return {
    card,
    code: card.getByTestId("referral-code"),
    shareLink: card.getByRole("textbox", { name: "Share link" }),
    signups: stat("Sign-ups"),
    paid: stat("Paid conversions"),
    thisMonth: stat("Earned this month"),
    total: stat("Earned in total"),
  };
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
}

/** An admin approves the organisation whose contact (username) is given, then signs out. */
async function approveOrganisation(page: Page, contact: string) {
  await signIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin/verifications");
  const card = page.getByRole("listitem").filter({ hasText: contact });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card.getByText("APPROVED", { exact: true })).toBeVisible();
  await signOut(page);
}

test("a personal sign-up with an organisation's code pays and the organisation's dashboard shows the earning", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

  // An organisation registers.
  const organisation = { email: uniqueEmail("partner"), password: PASSWORD };
  const contact = `greenlanes${Date.now()}`;
  await page.goto("/signup");
  await fillSignupForm(page, {
    email: organisation.email,
    username: contact,
    location: "Bristol",
    organisation: {
      name: "Green Lanes Growers",
      type: "community-group",
      registrationNumber: "1234567",
    },
  });
  await page.getByRole("button", { name: "Register organisation" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // While its verification is pending it has no code to share (decision 0072).
  await signIn(page, organisation);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Verification pending")).toBeVisible();
  await expect(referralCard(page).card).toHaveCount(0);
  await signOut(page);
  await approveOrganisation(page, contact);

  // Once verified, its dashboard shows its code and share link, with nothing earned yet.
  await signIn(page, organisation);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = referralCard(page);
  await expect(before.code).toHaveText(/^GREENLANES-[2-9B-DF-HJKMNP-TV-Z]{4}$/);
  const code = (await before.code.textContent()) ?? "";
  const shareUrl = `${baseURL}/signup?ref=${code}`;
  await expect(before.shareLink).toHaveValue(shareUrl);
  await expect(before.signups).toHaveText("0");
  await expect(before.paid).toHaveText("0");
  await expect(before.total).toHaveText("£0.00");
  await expect(before.card).toContainText("Today’s rate is 25p");
  await expect(
    before.card.getByRole("link", { name: "How the community partnership works" }),
  ).toHaveAttribute("href", "/community-partnership");

  // The copy buttons put the code and the link on the clipboard.
  await before.card.getByRole("button", { name: "Copy code" }).click();
  await expect(before.card.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await before.card.getByRole("button", { name: "Copy link" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await expectNoAxeViolations(page);
  await signOut(page);

  // A personal member signs up through the share link: the code is filled in.
  const member = { email: uniqueEmail("referred"), password: PASSWORD };
  await page.goto(shareUrl);
  await expect(page.getByLabel("Referral code (optional)")).toHaveValue(code);
  await fillSignupForm(page, { email: member.email, username: "Referred Rosie" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The member pays through the local test provider.
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await page.getByRole("button", { name: "Pay £1.00" }).click();
  await expect(page).toHaveURL(/\/dashboard\?success=true/);
  await expect(page.getByText("Subscription successful!")).toBeVisible();
  await signOut(page);

  // The organisation sees the sign-up, the paid conversion and today's 25p.
  await signIn(page, organisation);
  await expect(page).toHaveURL(/\/dashboard$/);
  const after = referralCard(page);
  await expect(after.code).toHaveText(code);
  await expect(after.signups).toHaveText("1");
  await expect(after.paid).toHaveText("1");
  await expect(after.thisMonth).toHaveText("£0.25");
  await expect(after.total).toHaveText("£0.25");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a verified organisation's code and share link are plain text to select, without copy buttons", async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail("partner-nojs");
    const contact = `hopechurch${Date.now()}`;
    const response = await request.post("/signup", {
      form: {
        accountType: "organization",
        email,
        username: contact,
        location: "Leeds",
        organizationName: "Hope Church",
        organizationType: "religious",
        registrationNumber: "1234567",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        termsAccepted: "on",
        privacyAccepted: "on",
        ageConfirmed: "on",
      },
      headers: { "X-Forwarded-For": randomClientAddress() },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(302);
    await approveOrganisation(page, contact);

    await signIn(page, { email, password: PASSWORD });
    await expect(page).toHaveURL(/\/dashboard$/);
    const { card, code, shareLink } = referralCard(page);
    await expect(code).toHaveText(/^HOPECHURCH-[A-Z0-9]{4}$/);
    await expect(shareLink).toHaveValue(`${baseURL}/signup?ref=${await code.textContent()}`);
    await expect(card.getByRole("button")).toHaveCount(0);
  });
});
