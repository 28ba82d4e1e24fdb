import { expect, type Page, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";
import { savedToken, saveSearchFromListings } from "./saved-searches";

// The saved searches page and the notifications pages in Welsh (issue 38, decision 0098): each
// static as in English (decision 0092), with its heading, title, forms and notices in Welsh, a
// saved search described in the emails' Welsh words, and accessible. Notification titles are
// stored in English when made, so they are shown as stored.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** Static for a member: no React (a member's shell has only its live-notifications script). */
async function expectStatic(page: Page) {
  await expect(page.locator("link[rel='modulepreload']")).toHaveCount(0);
}

test("saved searches in Welsh: the search described in Welsh, paused, refused and deleted", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request);
  const word = savedToken();
  await saveSearchFromListings(page, word, "Daily");

  await page.goto("/saved-searches?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Chwiliadau wedi’u Cadw | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chwiliadau wedi’u Cadw");
  await expect(page.getByText(/Gallwch gadw hyd at 10\.$/)).toBeVisible();
  await expectStatic(page);
  const list = page.getByRole("list", { name: "Eich chwiliadau wedi’u cadw" });
  const card = list.getByRole("listitem").filter({ hasText: word });
  await expect(
    card.getByRole("link", { name: `“${word}” · o fewn 5 milltir i LS6` }),
  ).toBeVisible();
  await expect(card.getByText("Crynodeb dyddiol am 7am")).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: /^Oedi yr hysbysiadau ar gyfer/ }).click();
  await expect(page.getByText("Hysbysiadau wedi’u hoedi")).toBeVisible();
  await expect(card.getByText("Crynodeb dyddiol am 7am · Wedi’i oedi: dim e-byst")).toBeVisible();
  await card.getByRole("button", { name: /^Ailddechrau/ }).click();
  await expect(card.getByText("Wedi’i oedi: dim e-byst")).toHaveCount(0);

  // A save without a frequency is refused in Welsh (the member's language is now Welsh).
  const refused = await page.request.post("/saved-searches", {
    form: { intent: "save", search: word },
    headers: OUR_ORIGIN,
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Dewiswch e-byst ar unwaith neu rai dyddiol.");

  await card.getByRole("button", { name: /^Dileu/ }).click();
  await expect(page.getByText("Chwiliad wedi’i ddileu")).toBeVisible();
  await expect(page.getByText(/^Dim chwiliadau wedi’u cadw eto\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Pori’r hysbysebion" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("notifications and their settings in Welsh, saved with a Welsh notice", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request);
  await page.goto("/notifications?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Hysbysiadau | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hysbysiadau");
  await expect(
    page.getByText(/^Dim byd heb ei ddarllen\. Cânt eu cadw am 90 diwrnod/),
  ).toBeVisible();
  await expect(page.getByText(/^Dim hysbysiadau eto\./)).toBeVisible();
  await expectStatic(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "gosodiadau hysbysiadau" }).click();
  await expect(page).toHaveTitle("Gosodiadau hysbysiadau | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gosodiadau hysbysiadau");
  await expect(page.getByRole("columnheader", { name: "Ar y wefan" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /^Canlyniadau cymedroli/ })).toBeVisible();
  await expectStatic(page);
  await expectNoAxeViolations(page);
  const email = page.getByRole("checkbox", { name: "Negeseuon: e-bost" });
  await expect(email).toBeChecked();
  await email.uncheck();
  await page.getByRole("button", { name: "Cadw’r gosodiadau hysbysiadau" }).click();
  await expect(page.getByText("Gosodiadau hysbysiadau wedi’u cadw")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Negeseuon: e-bost" })).not.toBeChecked();
});
