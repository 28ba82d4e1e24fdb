import {
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import sharp from "sharp";
import { becomeMember, OUR_ORIGIN, randomClientAddress, signIn } from "./accounts";
import { acceptCookies } from "./helpers";
import { E2E_STAFF } from "./staff";

// The people of the forum's specs, each in a browser context of their own (own cookies, own
// client address for the sign-in limit), and the steps they all take.

export async function personInNewContext(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled?: boolean; phone?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // The phone project's device, for a second person in a phone run.
    ...(options.phone ? devices["Pixel 7"] : {}),
  });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return context;
}

/** The moderator tests/e2e/seed-staff.ts made, signed in, in a context of their own. */
export async function signedInModerator(
  browser: Browser,
  baseURL: string,
  options: { phone?: boolean } = {},
): Promise<Page> {
  const context = await personInNewContext(browser, baseURL, options);
  const page = await context.newPage();
  await signIn(page, E2E_STAFF.moderator);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Another member, signed in, in a context of their own (email confirmed to post). */
export async function otherMember(
  browser: Browser,
  baseURL: string,
  username: string,
  options: { phone?: boolean; confirmEmail?: boolean } = {},
): Promise<Page> {
  const context = await personInNewContext(browser, baseURL, options);
  const page = await context.newPage();
  await becomeMember(page, context.request, { username, confirmEmail: options.confirmEmail });
  return page;
}

export async function createPost(
  page: Page,
  title: string,
  content: string,
  category = "Pests and Problems",
) {
  await page.goto("/forum/new-post");
  await page.getByLabel("Category").selectOption({ label: category });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** A small JPEG of one colour, as a file input takes it. */
export async function photoFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A title no other run has used. */
export const uniqueTitle = (words: string) => `${words} ${Date.now().toString(36)}`;

/**
 * Opens a disclosure ('Moderate', say) by its summary unless it is open already: after an action
 * the page is revalidated in place, and a <details> keeps the state it had.
 */
export async function openDisclosure(summary: Locator) {
  const open = await summary.evaluate(
    (element) => (element.parentElement as HTMLDetailsElement | null)?.open ?? false,
  );
  if (!open) await summary.click();
}
