import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { otherMember } from "./forum-people";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";
import { listProduce, uniqueWord } from "./listings";

// The messages pages in Welsh (issue 38, decision 0098): the inbox (static, decision 0092) and a
// conversation (static with one inline script, decision 0110), with their titles, headings and words in Welsh, the members' own
// messages as they wrote them, a reply's error in Welsh keeping what was typed, and accessible;
// the notification of a message, in Welsh.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("the inbox and a conversation in Welsh, with a reply's error in Welsh", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const listing = `Chard ${uniqueWord()}`;
  await becomeMember(page, request, { confirmEmail: true, username: "Lister Llew" });
  const listingId = await listProduce(page, { name: listing });
  const asker = await otherMember(browser, baseURL ?? "", "Asker Awen", { confirmEmail: true });
  const contacted = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Is the chard still going?" },
    maxRedirects: 0,
  });
  expect(contacted.status()).toBe(302);
  const conversation = contacted.headers().location ?? "";

  // The inbox: static (its script-free check is static-pages.spec.ts), in Welsh.
  await page.goto("/messages?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Negeseuon | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negeseuon");
  await expect(
    page.getByText("Eich sgyrsiau am hysbysebion, y diweddaraf yn gyntaf."),
  ).toBeVisible();
  const link = page.getByRole("link", { name: /Asker Awen/ });
  await expect(link).toContainText(`Eich hysbyseb: ${listing}`);
  await expect(link).toContainText("Is the chard still going?");
  await expect(link).toContainText("1 heb ei darllen");
  await expectNoAxeViolations(page);

  // A conversation in Welsh, its checks from its inline script; the member's message as they
  // wrote it.
  await link.click();
  await expect(page).toHaveURL(conversation);
  await expect(page.locator("script[data-inline-script]")).toHaveCount(1);
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(`Asker Awen am ${listing} | Glut`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asker Awen");
  await expect(page.getByRole("link", { name: "Pob neges" })).toBeVisible();
  await expect(page.getByText(`Am eich hysbyseb ${listing}`)).toBeVisible();
  const messages = page.getByRole("list", { name: "Negeseuon" });
  await expect(messages.getByText("Is the chard still going?")).toBeVisible();

  // An error in Welsh, and the words typed are kept.
  const box = page.getByRole("textbox", { name: "Ateb Asker Awen" });
  // Only spaces: refused in the browser, in Welsh, with the spaces left in the box.
  await box.fill("   ");
  await page.getByRole("button", { name: "Anfon ateb" }).click();
  await expect(page.getByText("Ysgrifennwch neges cyn ei hanfon.")).toBeVisible();
  await expect(box).toHaveValue("   ");
  await expect(page.getByText("997 nod ar ôl")).toBeVisible();
  await expectNoAxeViolations(page);

  await box.fill("Ydy, dewch draw.");
  await page.getByRole("button", { name: "Anfon ateb" }).click();
  const mine = messages.getByRole("listitem").filter({ hasText: "Ydy, dewch draw." });
  await expect(mine.getByText("Chi", { exact: true })).toBeVisible();
  await expect(box).toHaveValue("");
  await expectNoAxeViolations(page);

  // The notification of the message, stored in English when made: said in Welsh, the message
  // as written.
  await page.goto("/notifications?lng=cy");
  await expect(page.getByRole("button", { name: "Neges newydd gan Asker Awen" })).toBeVisible();
  await expect(page.getByText(`Am ${listing}: “Is the chard still going?”`)).toBeVisible();
});

test("a reply's error in Welsh without JavaScript, from the server", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lister = await otherMember(browser, baseURL ?? "", "Lister Lowri", { confirmEmail: true });
  const listingId = await listProduce(lister, { name: `Kale ${uniqueWord()}` });
  const asker = await otherMember(browser, baseURL ?? "", "Asker Aled", { confirmEmail: true });
  const contacted = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Any kale left?" },
    maxRedirects: 0,
  });
  const conversation = contacted.headers().location ?? "";
  // The asker carries on with scripts off: the form posts as a page and the server answers.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await asker.context().storageState(),
  });
  await useOwnClientAddress(context);
  const page = await context.newPage();

  await page.goto(`${conversation}?lng=cy`);
  await page.getByRole("textbox", { name: "Ateb Lister Lowri" }).fill("   ");
  await page.getByRole("button", { name: "Anfon ateb" }).click();
  expect(await htmlLang(page)).toBe("cy");
  // The field's error and the toast, both in Welsh.
  await expect(page.getByText("Ysgrifennwch neges cyn ei hanfon.", { exact: true })).toBeVisible();
  await expect(page.getByText("Mae angen neges")).toBeVisible();
  await context.close();
});
