import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { otherMember } from "./forum-people";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";
import { listProduce, uniqueWord } from "./listings";

// The seeker's listings pages in Welsh (issue 38, decision 0098): /listings with its filters (a
// category by its Welsh name), a listing's page reached from its card, a visitor's preview of it,
// the edit page's refusal, and the contact form's error in Welsh; the same in English as it was.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("browse, a listing and its contact form in Welsh; English unchanged", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const name = `Chard ${word}`;
  const lister = await otherMember(browser, baseURL ?? "", "Lister Llinos", { confirmEmail: true });
  const listingId = await listProduce(lister, { name });

  // A visitor's preview of it (a shared link, decision 0070) in Welsh; then in English, as it was,
  // which also leaves the visitor's language English for signing up.
  await page.goto(`/listings/${listingId}?lng=cy`);
  expect(await htmlLang(page)).toBe("cy");
  await expect(page.getByRole("heading", { name: "Ymunwch i gysylltu" })).toBeVisible();
  await expect(page.locator("dd", { hasText: "Llysiau" })).toBeVisible();
  await expect(page.getByText("Am ddim", { exact: true })).toBeVisible();
  await page.goto(`/listings/${listingId}?lng=en`);
  await expect(page.getByRole("heading", { name: "Join to contact" })).toBeVisible();
  await expect(page.locator("dd", { hasText: "Vegetables" })).toBeVisible();

  await becomeMember(page, request);

  // /listings, filtered by a word and a category, in Welsh: a static page (decision 0104).
  await page.goto(`/listings?lng=cy&search=${word}&category=Vegetables`);
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Pori Cynnyrch o’r Ardd | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pori Cynnyrch o’r Ardd");
  const category = page.getByLabel("Categori", { exact: true });
  await expect(category).toHaveValue("Vegetables");
  await expect(category.locator("option:checked")).toHaveText("Llysiau");
  await expect(page.getByLabel("Chwilio", { exact: true })).toHaveValue(word);
  // Near me, shown by the filters' inline script, with its Welsh words from the server.
  await expect(page.getByRole("button", { name: "Yn agos ataf" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ar gynnig" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Wedi dod o hyd i 1 hysbyseb")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Anfon hysbysebion newydd/ })).toBeVisible();
  const card = page.getByRole("link", { name: new RegExp(name) });
  await expect(card).toContainText("Am ddim");
  await expect(card).toContainText("Wedi’i rhestru gan Lister Llinos");
  await expect(card).toContainText("Heddiw");
  await expectNoAxeViolations(page);

  // Its card leads to the listing's page, in Welsh.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/listings/${listingId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("link", { name: "Yn ôl i’r hysbysebion" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Disgrifiad" })).toBeVisible();
  await expect(page.getByText("Llysiau", { exact: true })).toBeVisible();

  // The same page from the server (static), in Welsh, and accessible.
  await page.goto(`/listings/${listingId}`);
  expect(await htmlLang(page)).toBe("cy");
  await expect(page.locator("dt", { hasText: "Categori" })).toBeVisible();
  const contact = { name: "Cysylltu â Lister Llinos" };
  await expect(
    page.getByRole("button", contact).or(page.getByRole("link", contact)).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Its report dialog's form is checked in the browser in Welsh (decision 0116).
  const reportListing = { name: "Rhoi gwybod am yr hysbyseb hon" };
  await page.getByRole("button", reportListing).click();
  const reportDialog = page.getByRole("dialog", reportListing);
  await reportDialog.getByRole("button", { name: "Anfon yr adroddiad" }).click();
  await expect(
    reportDialog.getByText("Dewiswch pam rydych chi’n rhoi gwybod am hyn."),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(reportDialog).toBeHidden();
  // Its Contact dialog's form, on its way, says so in Welsh: the inline script reads the button's
  // own words (the post is stopped after the script has seen it go, to look at the button).
  await page.getByRole("button", contact).click();
  const dialog = page.getByRole("dialog", contact);
  await dialog.getByRole("textbox").fill("Ydyn nhw dal ar gael?");
  await page.evaluate(() =>
    document
      .querySelector("#contact-lister-dialog form[method=post]")
      ?.addEventListener("submit", (event) => event.preventDefault()),
  );
  await dialog.getByRole("button", { name: "Anfon neges" }).click();
  await expect(dialog.getByRole("button", { name: /^Wrthi.n anfon/ })).toBeDisabled();

  // Someone else's listing's edit page refuses in Welsh.
  const refused = await page.goto(`/listings/${listingId}/edit`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nid Eich Hysbyseb Chi");
  await expect(page.getByRole("link", { name: "Yn ôl i fy hysbysebion" })).toBeVisible();

  // The contact form's error, in Welsh, from the browser's check.
  await page.goto(`/listings/${listingId}/contact`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cysylltu â Lister Llinos");
  await page.getByRole("textbox", { name: "Eich neges" }).fill("   ");
  await page.getByRole("button", { name: "Anfon neges" }).click();
  await expect(page.getByText("Ysgrifennwch neges cyn ei hanfon.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A search near a place credits the postcode data in Welsh, on both tabs (it was English).
  const credit = "Mae’r pellteroedd yn defnyddio canol ardaloedd cod post o OS Code-Point Open.";
  await page.goto("/listings?near=Leeds");
  await expect(page.getByText(credit)).toBeVisible();
  await page.goto("/listings/wanted?near=Leeds");
  await expect(page.getByText(credit)).toBeVisible();

  // English as it was.
  await page.goto(`/listings?lng=en&search=${word}&category=Vegetables`);
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Garden Swaps");
  await expect(page.getByLabel("Category", { exact: true }).locator("option:checked")).toHaveText(
    "Vegetables",
  );
  await expect(page.getByText("Found 1 garden swap", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toContainText(
    "Listed by Lister Llinos",
  );
});
