import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { becomeMember } from "./accounts";
import { openStaticMemberPage } from "./static-page-checks";

export const CONSENT_COOKIE = "glut_cookie_consent";

/**
 * Opens the dashboard as a new paying member and checks it is static (decision 0105): for the
 * specs of the shared header, side menu and cookie banner on a member's page. No page hydrates
 * (decision 0115), so these are what every member meets.
 */
export async function openMemberDashboard(page: Page, request: APIRequestContext) {
  await becomeMember(page, request);
  await openStaticMemberPage(page, "/dashboard", { inlineScripts: 1, alsoFetched: ["/sw.js"] });
}

/**
 * Axe against WCAG 2.2 AA; any violation fails the test with its details. It reads the page as it
 * stays: first the toasts leave (each lasts 4 s; one fading in or out, or folded behind another,
 * has for that moment the contrast of its opacity, which no one reads: the admin and my-listings
 * flakes), then every finite animation finishes.
 */
export async function expectNoAxeViolations(page: Page) {
  // A pointer resting on a toast holds its timer; move it out of the way first.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
  // A toast can still arrive while axe runs (the toaster is imported with the first toast,
  // decision 0035, so none may be on the page yet when the wait above passes); fading in, it fails
  // contrast for a moment (a CI run on 2026-11-28). The page is meant to be read once its toasts
  // have left, as above, so the toaster is left out rather than raced.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/** The stored cookie choice, decoded the way React Router's createCookie encodes it. */
export async function readConsentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  if (!cookie) return null;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8")) as {
    necessary: boolean;
    analytics: boolean;
    marketing: boolean;
    timestamp: string;
  };
}

/** Pretends a choice was already made, so the banner stays out of the way of other tests. */
export async function acceptCookies(context: BrowserContext, baseURL: string) {
  const value = Buffer.from(
    JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: false,
      timestamp: new Date().toISOString(),
      version: 1,
    }),
  ).toString("base64");
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseURL },
  ]);
}

/**
 * Tabs through the page with the cookie banner open and fails on any focused element the banner
 * covers whole (WCAG 2.2 SC 2.4.11, Focus Not Obscured). Stops at the banner's own controls.
 * Returns how many fields it checked, so a test can see it went past the banner's height.
 */
export async function expectFocusNeverUnderCookieBanner(page: Page, maxTabs = 80) {
  const covered: string[] = [];
  let checked = 0;
  for (let press = 0; press < maxTabs; press++) {
    await page.keyboard.press("Tab");
    const state = await page.evaluate(() => {
      const element = document.activeElement;
      const banner = document.getElementById("cookie-banner");
      if (!element || element === document.body || !banner) return { done: true };
      if (banner.contains(element)) return { done: true };
      const box = element.getBoundingClientRect();
      const cover = banner.getBoundingClientRect();
      const fullyCovered =
        box.top >= cover.top &&
        box.bottom <= cover.bottom &&
        box.left >= cover.left &&
        box.right <= cover.right;
      const name =
        element.getAttribute("aria-label") ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        "";
      return {
        done: false,
        fullyCovered,
        // Clear of the banner, not only partly visible: what the scroll padding is meant to give.
        clear: box.bottom <= cover.top + 1 || box.top >= cover.bottom - 1,
        what: `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`,
      };
    });
    if (state.done) break;
    checked++;
    if (state.fullyCovered || !state.clear) covered.push(state.what ?? "");
  }
  expect(covered).toEqual([]);
  return checked;
}

/** Nothing wider than the screen: the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Every link of a tab strip wholly on screen: none hidden off its edge without a cue. */
export async function expectEveryTabOnScreen(page: Page, navigationName: string) {
  const strip = page.getByRole("navigation", { name: navigationName });
  // Scrolled to vertically as a whole: scrolling to each tab would also scroll a tab strip
  // sideways, and find the hidden tabs.
  await strip.evaluate((nav) => nav.scrollIntoView({ block: "center" }));
  const tabs = strip.getByRole("link");
  expect(await tabs.count()).toBeGreaterThan(2);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
}

/**
 * The listing cards of a browse page, in order: each card has a heading; the "Offered or
 * wanted" tabs above them are list items too, but without one (decision 0090).
 */
export function listingCards(page: Page) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
}

/** The document's language, as `<html lang>` states it (`cy` on a Welsh page, decision 0098). */
export function htmlLang(page: Page) {
  return page.locator("html").getAttribute("lang");
}
