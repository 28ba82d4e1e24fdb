import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  createAccount,
  fillSignupForm,
  OUR_ORIGIN,
  PASSWORD,
  signIn,
  uniqueEmail,
  useOwnClientAddress,
} from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Sign-in is rate limited per client address: this file presents its own (a header value only).
const octet = () => Math.floor(Math.random() * 250) + 1;
test.use({
  extraHTTPHeaders: { ...OUR_ORIGIN, "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
});

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

const WRONG_PASSWORD = "That is not your password. Your account has not been deleted.";
const UNDERSTOOD = "I understand that my account and everything it holds will be deleted for good.";

async function signUpThroughTheForm(page: Page, email: string) {
  await page.goto("/signup");
  await fillSignupForm(page, { email, username: "Courgette Carol", location: "Bristol" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("deleting an account: a wrong password is refused, the right one deletes and signs out", async ({
  page,
}) => {
  // Signs up, in, and in again, with two axe checks: past 30 s on two busy cores.
  test.setTimeout(60_000);
  const email = uniqueEmail("deleter");
  await signUpThroughTheForm(page, email);
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong password: refused, with the reason beside the field, and nothing deleted. The page is
  // static (decision 0107): the refusal is the page again, its dialog open at the field.
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByLabel(UNDERSTOOD).check();
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText(WRONG_PASSWORD)).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  await expect(dialog.getByLabel(UNDERSTOOD)).toBeChecked();
  await expectNoAxeViolations(page);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // The right password: the account goes, the person is signed out and told.
  await page.getByRole("button", { name: "Delete my account…" }).click();
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByLabel(UNDERSTOOD).check();
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name.endsWith("session_token"))).toBe(
    false,
  );

  // Signed-in pages are closed, and the account can no longer sign in.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await signIn(page, { email, password: PASSWORD });
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("download my data gives a JSON file with the account's email", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^glut-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, "utf8"));
  expect(exported.account.email).toBe(account.email);
  expect(exported.profile.username).toBe(account.username);
  expect(exported.sessions.length).toBeGreaterThan(0);
  // No secret: no token, no password hash (better-auth's are "salt:hash" in hex).
  const { about: _about, ...data } = exported;
  expect(JSON.stringify(data)).not.toMatch(/token|password|[0-9a-f]{32}:[0-9a-f]{64}/i);

  const response = await page.request.get("/account/data");
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["content-type"]).toContain("application/json");
});

test("forged requests change nothing", async ({ page, request, playwright, baseURL }) => {
  const victimPassword = "victims-own-password";
  const victim = {
    ...(await createAccount(request, {
      username: "Victim Vic",
      password: victimPassword,
      confirmPassword: victimPassword,
    })),
    password: victimPassword,
  };
  const attacker = await createAccount(request, { username: "Mallory" });

  // No session at all, naming the victim: sent to sign in.
  const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  const noSession = await anonymous.post("/account", {
    form: {
      intent: "delete-account",
      userId: victim.email,
      password: victim.password,
      understood: "on",
    },
    maxRedirects: 0,
  });
  expect(noSession.status()).toBe(302);
  expect(noSession.headers().location).toMatch(/^\/login/);
  const noSessionData = await anonymous.get("/account/data", { maxRedirects: 0 });
  expect(noSessionData.status()).toBe(302);
  await anonymous.dispose();

  // Signed in as the attacker, naming the victim and giving the victim's password: refused,
  // because the password is checked against the attacker's own account.
  await signIn(page, attacker);
  await expect(page).toHaveURL(/\/dashboard$/);
  const forged = await page.request.post("/account", {
    form: {
      intent: "delete-account",
      userId: victim.email,
      email: victim.email,
      password: victim.password,
      understood: "on",
    },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);

  // Both accounts are whole: each still signs in, and the attacker's data is the attacker's.
  const ownData = await page.request.get("/account/data");
  expect((await ownData.json()).account.email).toBe(attacker.email);
  await page.context().clearCookies();
  await signIn(page, victim);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();
  await signIn(page, attacker);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("changing the password keeps this session and the new password signs in", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  const form = page.locator("form", { has: page.getByLabel("Current password") });

  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("purple-sprouting-broccoli");
  await form.getByLabel("Confirm new password").fill("purple-sprouting-broccoli");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Invalid password")).toBeVisible();

  await form.getByLabel("Current password").fill(account.password);
  await form.getByLabel("New password", { exact: true }).fill("purple-sprouting-broccoli");
  await form.getByLabel("Confirm new password").fill("purple-sprouting-broccoli");
  await form.getByRole("button", { name: "Change password" }).click();
  // Answered by a redirect back to the page with the notice (decision 0107): a reload posts
  // nothing again.
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await page.reload();
  await expect(page).toHaveURL(/\/account$/);

  await page.context().clearCookies();
  await signIn(page, account);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await signIn(page, { email: account.email, password: "purple-sprouting-broccoli" });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the delete form works as a plain form", async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/account");
    await expect(page.getByRole("button", { name: "Delete my account…" })).toHaveCount(0);

    // Nothing ticked, nothing typed: both are asked for.
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText("Enter your password to confirm")).toBeVisible();
    await expect(
      page.getByText("Tick the box to confirm you understand this cannot be undone"),
    ).toBeVisible();

    await page.getByLabel("Your password").fill(account.password);
    await page.getByLabel(UNDERSTOOD).check();
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account has been deleted")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
