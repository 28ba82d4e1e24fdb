import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { decodeQuotedPrintable } from "../factories/quoted-printable.ts";

let sequence = 0;

/** A fresh address for every account a test creates. */
export function uniqueEmail(label: string): string {
  sequence++;
  return `${label}-${process.pid}-${Date.now()}-${sequence}@example.com`;
}

/**
 * Sign-in is rate limited per client address. The server trusts X-Forwarded-For from loopback
 * (a local proxy), so each test can present its own address and keep its own allowance.
 */
export function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * The Origin a page of ours would send. An API request (`request.post`, `page.request.post`)
 * sends none by itself, and the server refuses a write that does not show it came from our own
 * origin; setting a context's headers replaces the config's, so helpers that set them add it.
 */
export const OUR_ORIGIN = { Origin: process.env.E2E_BASE_URL ?? "" };

export async function useOwnClientAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
}

export const PASSWORD = "runner-beans-2026";

export interface NewAccount {
  email: string;
  password: string;
  username: string;
}

/** Creates an account through the sign-up form's own endpoint (no browser page needed). */
export async function createAccount(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
): Promise<NewAccount> {
  const email = overrides.email ?? uniqueEmail("grower");
  const username = overrides.username ?? "Allotment Annie";
  const response = await request.post("/signup", {
    form: {
      accountType: "personal",
      email,
      username,
      location: "Leeds",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: "on",
      privacyAccepted: "on",
      ageConfirmed: "on",
      ...overrides,
    },
    headers: { ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers().location).toBe("/login");
  return { email, password: PASSWORD, username };
}

export async function signIn(
  page: Page,
  account: { email: string; password: string },
  rememberMe = false,
) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign In" }).click();
}

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

/** Waits for the newest email to an address whose subject matches, and returns its text. */
export async function waitForEmail(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox()).catch(() => [] as string[])).filter((f) =>
      f.endsWith(".eml"),
    );
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(outbox(), file), "utf8");
      const decoded = decodeQuotedPrintable(raw);
      if (decoded.includes(`To: ${to}`) && subject.test(decoded)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${to} matching ${subject} arrived`);
}

/** The first link in an email that points at the given path. */
export function linkIn(email: string, pathPart: string): string {
  const match = email.match(
    new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`),
  );
  if (!match) throw new Error(`No link to ${pathPart} in the email`);
  return match[0].replace(/&amp;/g, "&");
}

export interface SignupFormValues {
  email: string;
  username: string;
  location?: string;
  password?: string;
  organisation?: { name: string; type: string; registrationNumber?: string };
  /** Tick the terms, privacy and age boxes (default yes). */
  agree?: boolean;
  marketing?: boolean;
}

/** Fills the sign-up form the way a person would (it does not submit it). */
export async function fillSignupForm(page: Page, values: SignupFormValues) {
  if (values.organisation) await page.getByText("Organisation", { exact: true }).click();
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Username").fill(values.username);
  if (values.location !== undefined) await page.getByLabel(/^Location/).fill(values.location);
  if (values.organisation) {
    await page.getByLabel("Organisation name").fill(values.organisation.name);
    await page.getByLabel("Organisation type").selectOption(values.organisation.type);
    if (values.organisation.registrationNumber !== undefined) {
      await page.getByLabel("Registration number").fill(values.organisation.registrationNumber);
    }
  }
  await page.getByLabel("Password", { exact: true }).fill(values.password ?? PASSWORD);
  await page.getByLabel("Confirm password").fill(values.password ?? PASSWORD);
  if (values.agree !== false) {
    await page.getByLabel("I agree to the Terms of Service").check();
    await page.getByLabel("I agree to the Privacy Policy").check();
    await page.getByLabel("I am at least 16 years old").check();
  }
  if (values.marketing) await page.getByLabel(/Send me occasional news about Glut/).check();
}

/**
 * A signed-in member: a new account that has paid on the local test-payment page, with its email
 * address confirmed first when `confirmEmail` (needed to list produce). It posts what the sign-in
 * form, the email link and the Subscribe and Pay buttons post, through the page's own cookies,
 * without rendering those pages: membership.spec.ts and signin.spec.ts walk them as a person
 * does, and here they are only the way in, taken by most specs (docs/decisions/0056).
 */
export async function becomeMember(
  page: Page,
  request: APIRequestContext,
  { confirmEmail = false, username }: { confirmEmail?: boolean; username?: string } = {},
): Promise<NewAccount> {
  const account = await createAccount(request, username ? { username } : {});
  const headers = { ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() };
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, { form, headers, maxRedirects: 0 });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(302);
    return response.headers().location ?? "";
  };
  expect(await post("/login", { email: account.email, password: account.password })).toBe(
    "/dashboard",
  );
  if (confirmEmail) {
    const message = await waitForEmail(
      account.email,
      /Subject: Confirm your email address for Glut/,
    );
    const confirmed = await page.request.get(linkIn(message, "/api/auth/verify-email"), {
      maxRedirects: 0,
    });
    expect(confirmed.headers().location).toMatch(/\/dashboard\?verified=1$/);
  }
  const checkout = new URL(await post("/membership/checkout", {}), OUR_ORIGIN.Origin);
  expect(checkout.pathname).toMatch(/^\/membership\/test-checkout\//);
  expect(await post(checkout.pathname, { intent: "pay" })).toMatch(/\/dashboard\?success=true$/);
  return account;
}

/** Sign-in and the test payment page are plain forms, so they work with scripts off too. */
export async function becomeMemberWithoutScript(page: Page) {
  const account = await createAccount(page.request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Subscribe for £1.00 a year" }).click();
  await page.getByRole("button", { name: "Pay £1.00" }).click();
  await expect(page).toHaveURL(/\/dashboard\?success=true$/);
}
