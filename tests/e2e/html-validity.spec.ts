import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, randomClientAddress } from "./accounts";
import { EXETER_FOOD_BANK } from "./food-bank-needs";
import { createPost, otherMember, uniqueTitle } from "./forum-people";
import { acceptCookies } from "./helpers";
import { listProduce, uniqueWord } from "./listings";
import { E2E_STAFF } from "./staff";

// The W3C's own checker (the Nu Html Checker, as the npm package vnu-jar) over the HTML the
// server sends for every kind of page: public, member, admin, and forms sent back with their
// errors (decision 0073). The pages are fetched, not rendered, and checked in one Java start,
// so the whole spec takes seconds beyond signing in.

const JAVA = process.env.JAVA ?? "/usr/bin/java";
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface CheckerMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The same address asking for Welsh (`?lng=cy`, as the language switch links do). */
function inWelsh(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}lng=cy`;
}

/** A page as the server sends it, with the name it is reported under. */
type Fetched = { name: string; html: string };

async function fetchHtml(
  request: APIRequestContext,
  name: string,
  url: string,
  form?: Record<string, string>,
): Promise<Fetched> {
  const response = form
    ? await request.post(url, { form, headers: OUR_ORIGIN, maxRedirects: 0 })
    : await request.get(url);
  const type = response.headers()["content-type"] ?? "";
  expect(type, `${name} (${url}) is not HTML`).toContain("text/html");
  return { name, html: await response.text() };
}

function runChecker(pages: Fetched[]): CheckerMessage[] {
  if (!existsSync(JAVA)) {
    throw new Error(
      `The W3C HTML checker needs Java, and there is none at ${JAVA}: install a Java runtime ` +
        "(apt-get install default-jre-headless) or point JAVA at one. This test does not skip.",
    );
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-vnu-"));
  const files = pages.map((page, index) => {
    const file = path.join(folder, `${String(index).padStart(2, "0")}-${page.name}.html`);
    writeFileSync(file, page.html);
    return file;
  });
  // vnu exits 1 when it finds errors; its JSON report goes to stderr either way.
  const run = spawnSync(JAVA, ["-jar", VNU_JAR, "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!run.stderr.trim().startsWith("{")) {
    throw new Error(`The W3C HTML checker did not run: ${run.error ?? run.stderr}`);
  }
  return (JSON.parse(run.stderr) as { messages: CheckerMessage[] }).messages;
}

test("the W3C HTML checker finds no errors on any kind of page", async ({
  page,
  browser,
  baseURL,
}) => {
  // A second member joins to see someone else's listing.
  test.setTimeout(90_000);
  const pages: Fetched[] = [];
  const add = async (
    request: APIRequestContext,
    name: string,
    url: string,
    form?: Record<string, string>,
  ) => {
    pages.push(await fetchHtml(request, name, url, form));
  };

  // A visitor, first with the cookie banner (no choice stored), then as most visitors are.
  const visitorContext = await browser.newContext({ baseURL });
  await visitorContext.setExtraHTTPHeaders({
    ...OUR_ORIGIN,
    "X-Forwarded-For": randomClientAddress(),
  });
  const visitor = visitorContext.request;
  await add(visitor, "home-with-banner", "/");
  await add(visitor, "cookie-settings", "/cookie-settings");
  await acceptCookies(visitorContext, baseURL ?? "");
  const publicPages = [
    ["home", "/"],
    ["login", "/login"],
    ["signup", "/signup"],
    ["forgot-password", "/forgot-password"],
    ["how-it-works", "/how-it-works"],
    ["about", "/about"],
    ["allotments", "/allotments"],
    ["community-partnership", "/community-partnership"],
    ["community-groups", "/community-groups"],
    ["schools", "/schools"],
    ["locations", "/locations"],
    ["sitemap", "/sitemap"],
    ["city", "/city/leeds"],
    ["free-food", "/free-food"],
    ["free-food-city", "/free-food/leeds"],
    ["food-banks", "/food-banks"],
    ["food-banks-city", "/food-banks/exeter"],
    ["food-bank", `/food-bank/${EXETER_FOOD_BANK.id}`],
    ["food-bank-widget", `/embed/food-bank/${EXETER_FOOD_BANK.id}`],
    ["open-data", "/open-data"],
    ["privacy", "/privacy"],
    ["terms", "/terms"],
    ["contact", "/contact"],
    ["forum", "/forum"],
    ["planting-monthly", "/planting-calendar?tab=monthly&month=2026-05"],
    ["planting-seasonal", "/planting-calendar?tab=seasonal"],
    ["planting-yearly", "/planting-calendar?tab=yearly"],
    ["not-found", "/no-such-page"],
    ["offline", "/offline"],
  ] as const;
  for (const [name, url] of publicPages) await add(visitor, name, url);
  // Forms sent back with their errors, as without JavaScript.
  await add(visitor, "login-errors", "/login", { email: "nobody", password: "" });
  await add(visitor, "signup-errors", "/signup", { accountType: "personal", email: "x" });
  await add(visitor, "contact-errors", "/contact", { name: "", email: "x", message: "" });
  // Every kind of public page again in Welsh (decision 0098), with <html lang="cy">, and a form
  // sent back with its errors in Welsh. `?lng=cy` keeps Welsh in the visitor's cookie: last.
  await add(visitor, "cookie-settings-cy", "/cookie-settings?lng=cy");
  for (const [name, url] of publicPages) await add(visitor, `${name}-cy`, inWelsh(url));
  await add(visitor, "signup-errors-cy", "/signup?lng=cy", { accountType: "personal", email: "x" });
  await visitorContext.close();

  // A member with a listing, a forum post and a conversation's worth of pages.
  await acceptCookies(page.context(), baseURL ?? "");
  await becomeMember(page, page.request, { confirmEmail: true });
  const member = page.request;
  const listingId = await listProduce(page, { name: `Courgettes ${uniqueWord()}` });
  const title = uniqueTitle("Slugs on the lettuce");
  await createPost(page, title, "Beer traps or copper tape?");
  const postPath = new URL(page.url()).pathname;
  const memberPages = [
    ["dashboard", "/dashboard"],
    ["account", "/account"],
    ["account-push", "/account/push"],
    ["listings", "/listings"],
    ["listings-near", "/listings?near=LS6&within=10"],
    ["listing", `/listings/${listingId}`],
    ["edit-listing", `/listings/${listingId}/edit`],
    ["create-listing", "/create-listing"],
    ["my-listings", "/my-listings"],
    ["saved-searches", "/saved-searches"],
    ["notifications", "/notifications"],
    ["notification-settings", "/account/notifications"],
    ["messages", "/messages"],
    ["contact-lister", `/listings/${listingId}/contact`],
    ["report", `/report?kind=listing&id=${listingId}&returnTo=/listings/${listingId}`],
    ["forum-category", "/forum/category/pests-and-problems"],
    ["forum-new-post", "/forum/new-post"],
    ["forum-post", postPath],
    ["forum-edit-post", `${postPath}/edit`],
    ["planting-garden", "/planting-calendar?tab=garden"],
  ] as const;
  for (const [name, url] of memberPages) await add(member, name, url);
  const form = new FormData();
  form.append("name", "");
  form.append("type", "Free");
  const refused = await member.post("/create-listing", { multipart: form, maxRedirects: 0 });
  pages.push({ name: "create-listing-errors", html: await refused.text() });
  await add(member, "forum-new-post-errors", "/forum/new-post", { title: "", content: "" });
  // The member's pages again in Welsh: `?lng=cy` saves Welsh on this spec's own account, so last.
  for (const [name, url] of memberPages) await add(member, `${name}-cy`, inWelsh(url));
  await add(member, "forum-new-post-errors-cy", "/forum/new-post?lng=cy", {
    title: "",
    content: "",
  });
  // Someone else's listing: its Contact, Report and Block dialogs in the static page (0099).
  const asker = await otherMember(browser, baseURL ?? "", "Asking Ash", { confirmEmail: true });
  await add(asker.request, "listing-to-a-member", `/listings/${listingId}`);
  // The lister's profile as another member sees it, sent static (decision 0100).
  const dashboard = pages.find((fetched) => fetched.name === "dashboard")?.html ?? "";
  const profilePath = /href="(\/members\/[^"]+)"/.exec(dashboard)?.[1] ?? "/members/none";
  await add(asker.request, "member-profile", profilePath);
  // A conversation, sent static with its checks' templates and inline script (decision 0110);
  // in Welsh last, as `?lng=cy` keeps Welsh on the asker's account.
  const contacted = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Are the courgettes still there?" },
    maxRedirects: 0,
  });
  expect(contacted.status()).toBe(302);
  const conversation = contacted.headers().location ?? "/messages/none";
  await add(asker.request, "conversation", conversation);
  await add(asker.request, "conversation-cy", `${conversation}?lng=cy`);
  await asker.context().close();

  // The admin and the reports queue.
  const staffContext = await browser.newContext({ baseURL });
  await acceptCookies(staffContext, baseURL ?? "");
  const staff = staffContext.request;
  const signedIn = await staff.post("/login", {
    form: { email: E2E_STAFF.admin.email, password: E2E_STAFF.admin.password },
    headers: { ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  await add(staff, "admin", "/admin");
  await add(staff, "admin-verifications", "/admin/verifications");
  await add(staff, "admin-reports", "/admin/reports");
  await staffContext.close();

  const errors = runChecker(pages)
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      page: path.basename(message.url ?? "").replace(/^\d+-|\.html$/g, ""),
      line: message.lastLine,
      message: message.message,
      extract: message.extract?.slice(0, 120),
    }));
  expect(errors).toEqual([]);

  // Each page says its language: Welsh where it was asked for, English elsewhere. The staff
  // pages are checked in English only: the e2e admin is shared with specs running beside this one,
  // and `?lng=cy` would save Welsh on its account.
  const wrongLanguage = pages
    .map((page) => ({
      page: page.name,
      lang: /<html[^>]*\slang="([^"]*)"/.exec(page.html)?.[1] ?? "none",
      expected: page.name.endsWith("-cy") ? "cy" : "en-GB",
    }))
    .filter((page) => page.lang !== page.expected);
  expect(wrongLanguage).toEqual([]);

  // The Nu checker accepts a fieldset without a legend (HTML makes it optional); WCAG's H71 and
  // HTML_CodeSniffer, which the outside review used, do not: every group of fields is named.
  const unnamedFieldsets = pages
    .filter((page) => /<fieldset\b[^>]*>(?!\s*<legend\b)/.test(page.html))
    .map((page) => page.name);
  expect(unnamedFieldsets).toEqual([]);
});
