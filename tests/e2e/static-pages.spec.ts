import { expect, type Page, test } from "@playwright/test";
import { becomeMember, signIn, useOwnClientAddress as withOwnClientAddress } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { EXETER_FOOD_BANK } from "./food-bank-needs";
import { createPost, otherMember } from "./forum-people";
import { acceptCookies } from "./helpers";
import { colourPhoto, listProduce, uniqueWord } from "./listings";
import { forumUnsubscribePath, savedSearchUnsubscribeLink } from "./signed-links";
import { E2E_STAFF } from "./staff";
import { openStaticMemberPage, scriptsOn } from "./static-page-checks";

// Pages React has nothing to do on are sent as HTML and CSS only (decision 0057).
const staticPages = [
  "/",
  "/free-food",
  "/about",
  "/how-it-works",
  "/privacy",
  "/terms",
  "/sitemap",
  "/community-groups",
  "/schools",
  "/login",
  "/cookie-settings",
  "/offline",
];

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

// Static pages whose search works as you type: one inline script of their own, no files
// (decision 0059); and the partnership page's calculator (decision 0066).
const enhancedPages = ["/locations", "/allotments", "/food-banks", "/community-partnership"];
// Static pages whose form is checked in the browser by one inline script built from its schema
// (decision 0066).
const checkedFormPages = ["/signup", "/forgot-password", "/reset-password?token=e2e-no-such-link"];
// Static pages with a map beside their list: one inline script that reveals Show map, and no
// file until it is pressed (decision 0097). Leeds has the demo listings; the food bank is the
// e2e seed's.
const mapPages = ["/city/leeds", "/free-food/leeds", `/food-bank/${EXETER_FOOD_BANK.id}`];
// A city's food banks: the nearby cities' skeletons (Leeds, where no food bank has a district to
// draw) and, with a map, its script too (Exeter, the e2e seed's food bank).
const foodBankCityPages = [
  { path: "/food-banks/leeds", inlineScripts: 1 },
  { path: "/food-banks/exeter", inlineScripts: 2 },
];

for (const { pages, inlineScripts, title } of [
  { pages: staticPages, inlineScripts: 0, title: "static pages send no script and load none" },
  {
    pages: enhancedPages,
    inlineScripts: 1,
    title: "pages that work things out as you type send one inline script and load none",
  },
  {
    pages: checkedFormPages,
    inlineScripts: 1,
    title: "forms checked from their schema send one inline script and load none",
  },
  {
    pages: mapPages,
    inlineScripts: 1,
    title: "pages with a map beside their list send one inline script and load none",
  },
  ...foodBankCityPages.map(({ path, inlineScripts }) => ({
    pages: [path],
    inlineScripts,
    title: `a city's food banks (${path}) send ${inlineScripts} inline script(s) and load none`,
  })),
]) {
  test(title, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator("link[rel='modulepreload'], script[src]").count(), path).toBe(0);
      expect(await scriptsOn(page).count(), path).toBe(inlineScripts);
    }
    expect(scripts).toEqual([]);
  });
}

// Member and staff pages whose controls are links and plain forms (decision 0092).
for (const { who, pages } of [
  {
    who: "a member",
    pages: ["/forum", "/forum/category/pests-and-problems", "/messages", "/saved-searches"],
  },
  {
    who: "staff",
    pages: ["/admin/reports", "/admin/complaints", "/admin/flagged-members", "/admin/mail"],
  },
]) {
  test(`pages ${who} reads and answers with plain forms send and load only the live script`, async ({
    page,
    request,
  }) => {
    const paths = [...pages];
    if (who === "staff") {
      await withOwnClientAddress(page.context());
      await signIn(page, E2E_STAFF.admin);
      await expect(page).toHaveURL(/\/dashboard/);
    } else {
      await becomeMember(page, request);
      // A member's own profile (decision 0100), reached as the budget bench reaches it.
      await page.goto("/dashboard");
      const profile = page.locator("a[href^='/members/']").first();
      paths.push((await profile.getAttribute("href")) ?? "/members/none");
    }
    const scripts: string[] = [];
    let liveScript = "";
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The one script of a signed-in page with nothing for React to do: the live updates'
      // small file of its own (issue 36, decision 0094), never the app's bundle.
      expect(await scriptsOn(page).count(), path).toBe(1);
      const live = page.locator("script[data-live-script]");
      expect(await live.count(), path).toBe(1);
      liveScript = (await live.getAttribute("src")) ?? "";
    }
    expect(scripts.filter((url) => new URL(url).pathname !== liveScript)).toEqual([]);
  });
}

test("the forum's topic and new-topic pages send one inline script and load only the live script", async ({
  page,
  request,
}) => {
  await becomeMember(page, request, { confirmEmail: true });
  await createPost(page, `Static ${Date.now()}`, "Is this page sent without React?");
  const topicPath = new URL(page.url()).pathname;
  const scripts: string[] = [];
  let liveScript = "";
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  for (const path of ["/forum/new-post", topicPath]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Static (decision 0099): the live updates' file and the page's own inline script.
    expect(await page.locator("link[rel='modulepreload']").count(), path).toBe(0);
    expect(await scriptsOn(page).count(), path).toBe(2);
    expect(await page.locator("script[data-inline-script]").count(), path).toBe(1);
    liveScript = (await page.locator("script[data-live-script]").getAttribute("src")) ?? "";
  }
  expect(scripts.filter((url) => new URL(url).pathname !== liveScript)).toEqual([]);
  // The reply is checked from its schema in the browser: an empty one is not sent.
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Please write a reply before posting.")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(topicPath);
});

test("posting a wanted post sends one inline script, checks the form in the browser and loads only the live script", async ({
  page,
  request,
}) => {
  await becomeMember(page, request, { confirmEmail: true });
  // Static (decision 0106): the live updates' file and the form's own inline script.
  await openStaticMemberPage(page, "/wanted/new", { inlineScripts: 1 });
  // Checked from its schema before it is sent: nothing said of what is wanted stays on the page,
  // the field named and focused, what was typed kept.
  await page.getByLabel("Near").fill("LS6");
  await page.getByRole("button", { name: "Post it" }).click();
  await expect(page.getByText("Please say what you are looking for.")).toBeVisible();
  await expect(page.getByLabel("What are you looking for?")).toBeFocused();
  await expect(page.getByLabel("What are you looking for?")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("Near")).toHaveValue("LS6");
  expect(new URL(page.url()).pathname).toBe("/wanted/new");
});

test("creating and editing a listing send one inline script, which checks the form and lists its photos", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request, { confirmEmail: true });
  // Static (decision 0108): the live updates' file and the form's own inline script.
  await openStaticMemberPage(page, "/create-listing", { inlineScripts: 1 });
  // Checked from its schema as a field is left, the button held until the form can be sent.
  const name = page.getByLabel("Name", { exact: true });
  await name.fill(" ");
  await name.blur();
  await expect(page.getByText("Please enter a name for your listing.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Create listing" })).toBeDisabled();
  await expect(
    page.getByText("Fill in the name, type, category and location to continue."),
  ).toBeVisible();
  await page
    .getByLabel(/^Photos/)
    .setInputFiles([
      { name: "leaf.jpg", mimeType: "image/jpeg", buffer: await colourPhoto("#27ae60") },
    ]);
  await expect(page.getByRole("img", { name: "Preview 1: leaf.jpg" })).toBeVisible();

  // Editing: the saved photo in the same list, out of its plain 'Remove' box.
  const id = await listProduce(page, {
    name: `${uniqueWord()} kale`,
    photos: [await colourPhoto("#8e44ad")],
  });
  await openStaticMemberPage(page, `/listings/${id}/edit`, { inlineScripts: 1 });
  await expect(page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await expect(page.getByRole("group", { name: "Current photos" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeEnabled();
});

test("a member's handovers send one inline script and load only the live script", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  // Static (decision 0103): the live file and the live refresh's inline script; a handover's
  // own page is checked the same way by handover-flow.ts, which has a reservation to open.
  await openStaticMemberPage(page, "/handovers", { inlineScripts: 1 });
  await expect(page.getByRole("heading", { level: 1, name: "Your handovers" })).toBeVisible();
});

test("my listings sends one inline script, loads only the live script, and confirms a delete in a native dialog", async ({
  page,
  request,
}) => {
  await becomeMember(page, request, { confirmEmail: true });
  const name = `${uniqueWord()} chard`;
  await listProduce(page, { name });
  // Static (decision 0100): the live updates' file and the page's own inline script.
  await openStaticMemberPage(page, "/my-listings", { inlineScripts: 1 });
  await expect(page.getByRole("heading", { level: 1, name: "My Listings" })).toBeVisible();
  // The Delete link became the button that opens the native dialog; Escape gives focus back.
  const opener = page.getByRole("button", { name: `Delete ${name}` });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Delete this listing?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the dashboard sends one inline script, loads only the live script, and answers its forms with a new page", async ({
  page,
  request,
}) => {
  await becomeMember(page, request, { confirmEmail: true });
  // Static (decision 0105): the live updates' file and the page's own inline script, which also
  // registers the service worker (its file is the browser's to fetch, not the page's).
  await openStaticMemberPage(page, "/dashboard", { inlineScripts: 1, alsoFetched: ["/sw.js"] });
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(registered).pathname).toBe("/");
  // A form is a plain post answered by a redirect with the notice at the top of the new page.
  const name = `Static ${uniqueWord()}`;
  await page.getByLabel("Forum display name").fill(name);
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.status() === 302,
  );
  await page.getByRole("button", { name: "Save forum settings" }).click();
  await saved;
  await expect(page.getByText("Forum settings saved")).toBeVisible();
  await expect(page.getByLabel("Forum display name")).toHaveValue(name);
  expect(await page.locator("script[data-inline-script]").count()).toBe(1);
});

test("account settings sends one inline script, checks its forms in the browser and confirms a delete in a native dialog", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  // Static (decision 0107): the live updates' file and the page's own inline script.
  await openStaticMemberPage(page, "/account", { inlineScripts: 1 });
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
  });
  // The new passwords compared in the browser, from the form's schema: leaving the confirmation
  // says so under it and marks it; sending the form is refused there, focus back on the field,
  // nothing posted.
  const confirmation = page.getByLabel("Confirm new password");
  await page.getByLabel("Current password").fill("whatever-it-was");
  await page.getByLabel("New password", { exact: true }).fill("a-new-password-1");
  await confirmation.fill("something-else-2");
  await confirmation.press("Tab");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");
  await expect(confirmation).not.toBeFocused();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(confirmation).toBeFocused();
  // Straight from the field to the button with the pointer: the press lands (a message shown as
  // the field lost focus pushed the button from under the pointer), and the send's own check
  // says so and takes the focus back.
  await page.reload();
  await page.getByLabel("Current password").fill("whatever-it-was");
  await page.getByLabel("New password", { exact: true }).fill("a-new-password-1");
  await confirmation.fill("something-else-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(confirmation).toBeFocused();
  // The delete form, moved into its native dialog: checked there, and Keep my account closes it
  // with focus back on the button that opened it.
  const opener = page.getByRole("button", { name: "Delete my account…" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("Enter your password to confirm")).toBeVisible();
  await expect(
    dialog.getByText("Tick the box to confirm you understand this cannot be undone"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(posts.filter((path) => path === "/account")).toEqual([]);
});

/**
 * A conversation between the member signed in on `page` (the lister) and a new member who asked
 * about their listing; returns its address and the asker's page.
 */
async function conversationWithAsker(
  page: Page,
  request: import("@playwright/test").APIRequestContext,
  browser: import("@playwright/test").Browser,
  baseURL: string,
): Promise<{ path: string; asker: Page }> {
  await becomeMember(page, request, { confirmEmail: true, username: "Lister Lyn" });
  const listingId = await listProduce(page, { name: `${uniqueWord()} chard` });
  const asker = await otherMember(browser, baseURL, "Asker Ana", {
    confirmEmail: true,
  });
  const contacted = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Is the chard still going?" },
    maxRedirects: 0,
  });
  expect(contacted.status()).toBe(302);
  const path = contacted.headers().location ?? "";
  expect(path).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
  return { path, asker };
}

test("a conversation sends one inline script: the reply checked, held while on its way, answered by a new page", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { path, asker } = await conversationWithAsker(page, request, browser, baseURL ?? "");
  // Static (decision 0110): the live updates' file and the page's own inline script.
  await openStaticMemberPage(page, path, { inlineScripts: 1 });
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
  });
  // The schema's check, in the browser: nothing is sent.
  const box = page.getByRole("textbox", { name: "Reply to Asker Ana" });
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Please enter a message before sending.")).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  // The counter counts.
  await box.fill("Yes, plenty.");
  await expect(page.getByText("988 characters left")).toBeVisible();
  // Held while on its way: the button says so and cannot be pressed again (the page's own
  // listener, last to hear the submit, keeps this one from leaving).
  await page.evaluate(() =>
    window.addEventListener("submit", (event) => event.preventDefault(), { once: true }),
  );
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  expect(posts).toEqual([]);
  // Sent: a redirect back to the conversation, the reply in the thread and the box empty.
  await page.goto(path);
  await box.fill("Yes, plenty.");
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.status() === 302,
  );
  await page.getByRole("button", { name: "Send reply" }).click();
  expect((await answered).headers().location).toBe(path);
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByText("Yes, plenty.")).toBeVisible();
  await expect(box).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe(path);
  // A report is checked in the browser too: a reason first.
  const reported = thread.getByRole("listitem").filter({ hasText: "Is the chard still going?" });
  await reported.locator("summary", { hasText: "Report this message" }).click();
  await reported.getByRole("button", { name: "Send report" }).click();
  await expect(reported.getByText("Choose why you are reporting this.")).toBeVisible();
  expect(posts).toEqual([path]);
  await asker.context().close();
});

test("a static conversation's thread follows new messages: live, and by looking again while the stream is not open", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { path, asker } = await conversationWithAsker(page, request, browser, baseURL ?? "");
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-live", "open");
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  // Something half typed stays while the thread changes.
  const box = page.getByRole("textbox", { name: "Reply to Asker Ana" });
  await box.fill("Half a thou");
  const thread = page.getByRole("list", { name: "Messages" });
  const ask = (message: string) => asker.request.post(path, { form: { message }, maxRedirects: 0 });
  expect((await ask("I could come by at six.")).status()).toBe(302);
  await expect(thread.getByText("I could come by at six.")).toBeVisible({ timeout: 5000 });
  // The new message has its own report form, checked from its schema.
  const arrived = thread.getByRole("listitem").filter({ hasText: "I could come by at six." });
  await arrived.locator("summary", { hasText: "Report this message" }).click();
  await arrived.getByRole("button", { name: "Send report" }).click();
  await expect(arrived.getByText("Choose why you are reporting this.")).toBeVisible();
  await expect(box).toHaveValue("Half a thou");
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Read where it appeared: the badge stays at nought.
  await expect(page.getByRole("link", { name: "Messages", exact: true }).first()).toBeVisible();

  // Without the live stream (no EventSource), the page looks again every 20 seconds.
  const polling = await page.context().newPage();
  await polling.addInitScript(() => {
    Reflect.deleteProperty(window, "EventSource");
  });
  await polling.clock.install();
  await polling.goto(path);
  await expect(polling.locator("html")).not.toHaveAttribute("data-live", /.+/);
  expect((await ask("Or at seven?")).status()).toBe(302);
  const pollingThread = polling.getByRole("list", { name: "Messages" });
  await polling.clock.runFor(5_000);
  await expect(pollingThread.getByText("Or at seven?")).toHaveCount(0);
  await polling.clock.runFor(16_000);
  await expect(pollingThread.getByText("Or at seven?")).toBeVisible();
  await asker.context().close();
});

test("a conversation ships no more first-load JavaScript than its ceiling", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A conversation's address comes from its data: measured here (bench/js-budget.json's
  // measuredIn), as js-budget.spec.ts measures every other page, in a new context with the same
  // session and an empty HTTP cache.
  test.setTimeout(90_000);
  const { path, asker } = await conversationWithAsker(page, request, browser, baseURL ?? "");
  try {
    await expectFirstLoadWithinBudget(
      browser,
      baseURL ?? "",
      "a conversation",
      path,
      page.context(),
    );
  } finally {
    await asker.context().close();
  }
});

test("the admin dashboard sends one inline script, loads only the live script, and checks its forms in the browser", async ({
  page,
}) => {
  await withOwnClientAddress(page.context());
  await signIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  // Static (decision 0109): the live updates' file and the page's own inline script.
  await openStaticMemberPage(page, "/admin?tab=users", { inlineScripts: 1 });
  // The role's form is checked from its schema before it is sent: the field named and focused.
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Please enter a valid user ID")).toBeVisible();
  const userId = page.getByLabel("User ID or email");
  await expect(userId).toBeFocused();
  await expect(userId).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).search).toBe("?tab=users");
  // A tab is a link to a page of its own, sent static too.
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Food Bank Sync" })
    .click();
  await expect(page).toHaveURL(/\?tab=sync$/);
  await expect(page.getByRole("button", { name: "Sync" })).toBeVisible();
  expect(await page.locator("link[rel='modulepreload']").count()).toBe(0);
  expect(await page.locator("script[data-inline-script]").count()).toBe(1);
});

test("choosing a new password checks it in the browser, holds the form on its way and sends no password back", async ({
  page,
}) => {
  // Static (decision 0112); the page does not check the link's token until the form is sent.
  await page.goto("/reset-password?token=e2e-no-such-link");
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
  });
  const password = page.getByLabel("New password", { exact: true });
  const confirmation = page.getByLabel("Confirm new password");
  // Checked from the schema as a field is left, and refused before it is sent, focus on the field.
  await password.fill("short");
  await password.press("Tab");
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill("long-enough-potatoes");
  await confirmation.fill("other-potatoes");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(confirmation).toBeFocused();
  expect(posts).toEqual([]);
  // Well formed: sent, the button held while it is on its way (here the post is stopped after
  // the page's script has seen it go, so the held button can be looked at).
  await page.evaluate(() =>
    document
      .querySelector("form[data-checks]")
      ?.addEventListener("submit", (event) => event.preventDefault()),
  );
  await confirmation.fill("long-enough-potatoes");
  const save = page.getByRole("button", { name: "Save new password" });
  await save.click();
  await expect(save).toBeDisabled();
  expect(posts).toEqual([]);
  await page.reload();
  await password.fill("long-enough-potatoes");
  await confirmation.fill("long-enough-potatoes");
  await save.click();
  // The server's refusal (the link is no good) is the page again, with neither password in it.
  await expect(
    page.getByText("This reset link has expired or has already been used"),
  ).toBeVisible();
  expect(posts).toEqual(["/reset-password"]);
  await expect(password).toHaveValue("");
  await expect(confirmation).toHaveValue("");
  expect(await page.content()).not.toContain("long-enough-potatoes");
});

test("the emails' signed unsubscribe links open static pages that ask, then answer in place", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The forum's link names an account: a member's, whose id their profile's address gives.
  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  await becomeMember(memberPage, request);
  await memberPage.goto("/dashboard");
  const profile = await memberPage.locator("a[href^='/members/']").first().getAttribute("href");
  await member.close();
  const memberId = profile?.replace("/members/", "") ?? "";
  expect(memberId).not.toBe("");
  // Static (decision 0112), signed out as a click in a mail client opens them. Only a signed
  // link shows the question, so bench/js-budget.json's entries are measured here (measuredIn),
  // in a fresh context as js-budget.spec.ts measures every other page.
  for (const { label, path, button, done } of [
    {
      label: "forum emails' unsubscribe",
      path: forumUnsubscribePath(memberId),
      button: "Stop forum reply emails",
      done: "we will not email you about forum replies any more",
    },
    {
      label: "a saved search's unsubscribe",
      path: savedSearchUnsubscribeLink(),
      button: "Stop these emails",
      done: "we will not email you about this saved search any more",
    },
  ]) {
    await expectFirstLoadWithinBudget(browser, baseURL ?? "", label, path);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await scriptsOn(page).count(), path).toBe(0);
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("status")).toContainText(done);
    expect(await scriptsOn(page).count(), path).toBe(0);
  }
});

test("a listing is static for a member: one inline script opens its dialogs in place", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  // A demo listing: someone else's, so it has its Report and Block buttons.
  await page.goto("/listings");
  // The first card's link, not the Wanted tab's (/listings/wanted, decision 0090).
  const card = page.locator('main li > a[href^="/listings/"]:not([href="/listings/wanted"])');
  const path = (await card.first().getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/listings\/[0-9a-f-]{36}$/);
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Sent static (decision 0099): the live updates' file and the page's own inline script.
  expect(await page.locator("link[rel='modulepreload']").count()).toBe(0);
  expect(await scriptsOn(page).count()).toBe(2);
  expect(await page.locator("script[data-inline-script]").count()).toBe(1);
  const liveScript = (await page.locator("script[data-live-script]").getAttribute("src")) ?? "";
  expect(scripts.filter((url) => new URL(url).pathname !== liveScript)).toEqual([]);
  // The script makes the Report link the button that opens its native dialog.
  const report = page.getByRole("button", { name: "Report this listing" });
  await report.click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Why are you reporting this?")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});

test("/listings and its Wanted tab are static for a member: the live script and their inline scripts", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  // Decision 0104: /listings sends the filters' script, the skeletons' and (its demo listings
  // being placed) the map's; the Wanted tab the filters' only.
  for (const { path, inlineScripts } of [
    { path: "/listings", inlineScripts: 3 },
    { path: "/listings/wanted", inlineScripts: 1 },
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("link[rel='modulepreload']").count(), path).toBe(0);
    expect(await page.locator("script[data-inline-script]").count(), path).toBe(inlineScripts);
    expect(await scriptsOn(page).count(), path).toBe(inlineScripts + 1);
    // The filters' script shows Near me, which the server sends hidden.
    await expect(page.getByRole("button", { name: "Near me" }), path).toBeVisible();
  }
  const liveScript = (await page.locator("script[data-live-script]").getAttribute("src")) ?? "";
  expect(scripts.filter((url) => new URL(url).pathname !== liveScript)).toEqual([]);
});

test("signing in from the static login page works with its plain form", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  // The browser's own check stops an empty form; a wrong password gets the server's answer.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
});
