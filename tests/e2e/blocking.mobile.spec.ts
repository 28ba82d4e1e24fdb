import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { otherMember } from "./forum-people";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { listProduce, uniqueWord } from "./listings";

// Blocking on a phone with JavaScript (decision 0074): the listing page's Block button opens a
// dialog, as its Report buttons do, and the lister's listings leave /listings for the blocker.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone a member blocks a lister from the listing page's dialog", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const lister = await otherMember(browser, baseURL ?? "", "Lister Lily", {
    confirmEmail: true,
    phone: true,
  });
  const listingId = await listProduce(lister, { name: `Beetroot ${word}` });
  await becomeMember(page, request);

  // A static page (decision 0099): its inline script opens the native dialog, no React to wait for.
  await page.goto(`/listings/${listingId}`);
  await page.getByRole("button", { name: "Block Lister Lily" }).click();
  const dialog = page.getByRole("dialog", { name: "Block Lister Lily?" });
  await dialog.getByRole("button", { name: "Block Lister Lily" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("You have blocked Lister Lily")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/listings?search=${word}`);
  await expect(page.getByRole("link", { name: new RegExp(`Beetroot ${word}`) })).toHaveCount(0);
  await lister.goto(`/listings?search=${word}`);
  await expect(lister.getByRole("link", { name: new RegExp(`Beetroot ${word}`) })).toHaveCount(1);

  await page.goto("/account");
  await expect(page.getByRole("list", { name: "Blocked members" })).toContainText("Lister Lily");
  await expectNoAxeViolations(page);
});
