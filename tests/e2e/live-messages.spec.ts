import { type Browser, expect, type Page, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, randomClientAddress, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { listProduce, uniqueWord } from "./listings";

// Live updates (issue 36, decision 0094): two members in two browsers; what one sends shows on
// the other's open conversation without a reload, and the badge and a polite toast on any other
// page, a page sent without the app's JavaScript included.

/** A second person, in their own browser context with their own cookies and address. */
async function secondPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return context.newPage();
}

/** Waits until the page's live stream is open (app/live/live-client.js marks the document). */
const streamOpen = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-live", "open");

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("two members see each other's messages as they are sent, and the badge follows", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true, username: "Lister Liv" });
  const listingId = await listProduce(page, { name: `Chard ${uniqueWord()}` });

  const asker = await secondPerson(browser, baseURL ?? "");
  await becomeMember(asker, asker.request, { confirmEmail: true, username: "Asker Ade" });
  const contacted = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Is the chard still going?" },
    maxRedirects: 0,
  });
  expect(contacted.status()).toBe(302);
  const conversation = contacted.headers().location ?? "";
  expect(conversation).toMatch(/^\/messages\/[0-9a-f-]{36}$/);

  // The lister has the conversation open; the asker's message arrives without a reload.
  await page.goto(conversation);
  await expect(page.getByText("Is the chard still going?")).toBeVisible();
  await streamOpen(page);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const reply = await asker.request.post(conversation, {
    form: { message: "I could come by at six." },
    maxRedirects: 0,
  });
  expect(reply.status()).toBeLessThan(400);
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText("I could come by at six.")).toBeVisible({ timeout: 5000 });
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Read where it appeared: the badge stays at nought.
  await expect(page.getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  // The asker is on another page, one sent without the app's JavaScript: the lister's answer
  // shows as the badge and a toast there.
  await asker.goto("/messages");
  await streamOpen(asker);
  await expect(asker.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await page.getByLabel("Reply to Asker Ade").fill("Six is perfect.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(asker.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await expect(asker.getByTestId("unread-badge")).toHaveText("1");
  const toast = asker.getByRole("status").filter({ hasText: "New message from Lister Liv" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("link", { name: "New message from Lister Liv" })).toHaveAttribute(
    "href",
    conversation,
  );
  // It took no focus, and is clean for axe; Dismiss removes it.
  await expect(toast.getByRole("link")).not.toBeFocused();
  await expectNoAxeViolations(asker);
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(asker.getByText("New message from Lister Liv")).toHaveCount(0);

  // In Welsh the live count is worded in Welsh.
  const errors: string[] = [];
  asker.on("pageerror", (error) => errors.push(error.message));
  await asker.goto("/messages?lng=cy");
  await streamOpen(asker);
  await page.getByLabel("Reply to Asker Ade").fill("Tan toc.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(
    asker.getByRole("link", { name: /^Negeseuon, \d+ heb (ei|eu) darllen$/ }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await asker.context().close();
});

test("a visitor's pages load no live script, and the stream refuses them", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator("script[data-live-script]")).toHaveCount(0);
  expect((await request.get("/live")).status()).toBe(401);
});
