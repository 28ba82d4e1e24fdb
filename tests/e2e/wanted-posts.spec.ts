import { expect, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN } from "./accounts";
import { expectNoAxeViolations } from "./helpers";
import { postWanted, wantedToken } from "./wanted-posts";

// Issue 35 item 8 on a desktop (decision 0090): a member posts a wanted post, finds it on the
// Wanted tab of /listings and on its city page (a cached public page, so the post and its
// closing must both reach it), another member's forged close is refused, and its member closes
// it; with and without JavaScript.

test("a member posts a wanted post, sees it on the Wanted tab and the city page, and closes it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The city page as a visitor sees it, kept in the response cache before the post exists.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/city/leeds");
  await expect(visitor.getByRole("heading", { name: "Wanted near Leeds" })).toBeVisible();

  await becomeMember(page, request, { confirmEmail: true });
  const word = wantedToken();
  await page.goto("/wanted/new");
  await expectNoAxeViolations(page);
  await postWanted(page, word);
  await expectNoAxeViolations(page);

  await page.goto("/listings");
  await page
    .getByRole("navigation", { name: "Offered or wanted" })
    .getByRole("link", { name: "Wanted" })
    .click();
  await expect(page).toHaveURL(/\/listings\/wanted$/);
  await page.getByRole("search", { name: "Filter wanted posts" }).getByLabel("Search").fill(word);
  await page
    .getByRole("search", { name: "Filter wanted posts" })
    .getByLabel("Location")
    .fill("LS6");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/wanted\\?search=${word}&near=LS6`));
  await expect(page.getByText("Found 1 wanted post")).toBeVisible();
  const card = page.getByRole("article", { name: `Looking for: ${word} crowns` });
  await expect(card.getByText("Near LS6")).toBeVisible();
  await expect(card.getByText("Two or three would do.")).toBeVisible();
  await expect(card.getByRole("link", { name: "Your post: edit or close it" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The offers tab keeps the search.
  await page.getByRole("link", { name: "Offered" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings\\?search=${word}&near=LS6`));

  await visitor.goto("/city/leeds");
  const section = visitor.getByRole("region", { name: "Wanted near Leeds" });
  await expect(section.getByRole("heading", { name: `Looking for: ${word} crowns` })).toBeVisible();
  await expectNoAxeViolations(visitor);

  // Another member forges a close and an edit of it: refused, nothing changes.
  const id = await page
    .goto("/wanted/mine")
    .then(() => page.locator('input[name="id"]').first().inputValue());
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await becomeMember(other, otherContext.request, { confirmEmail: true });
  const forgedClose = await other.request.post("/wanted/mine", {
    form: { intent: "close", id },
    headers: OUR_ORIGIN,
    maxRedirects: 0,
  });
  expect(forgedClose.status()).toBe(403);
  const forgedEdit = await other.request.post(`/wanted/${id}/edit`, {
    form: { title: "taken over", category: "Fruits", location: "BN1" },
    headers: OUR_ORIGIN,
    maxRedirects: 0,
  });
  expect(forgedEdit.status()).toBe(403);
  await otherContext.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: `Looking for: ${word} crowns` })).toBeVisible();
  await expect(page.getByText("Showing")).toBeVisible();

  await page.getByRole("button", { name: `Close Looking for: ${word} crowns` }).click();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await page.goto(`/listings/wanted?search=${word}`);
  await expect(page.getByText("Found 0 wanted posts")).toBeVisible();
  await visitor.goto("/city/leeds");
  await expect(visitor.getByRole("heading", { name: "Wanted near Leeds" })).toBeVisible();
  await expect(visitor.getByText(`${word} crowns`)).toHaveCount(0);
  await visitorContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member posts, edits and closes a wanted post with plain forms; errors keep what was typed", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await becomeMember(page, page.request, { confirmEmail: true });
    const word = wantedToken();
    await page.goto("/wanted/new");
    await page.getByLabel("What are you looking for?").fill(`${word} crowns`);
    await page.getByLabel("Category").selectOption("Vegetables");
    await page.getByLabel("Near").fill("Nowhere-on-Sea Zzz");
    await page.getByRole("button", { name: "Post it" }).click();
    await expect(
      page.getByText("Choose a UK town or the first part of a postcode, like LS6 or BN1."),
    ).toBeVisible();
    await expect(page.getByLabel("What are you looking for?")).toHaveValue(`${word} crowns`);

    await postWanted(page, word);
    await page.getByRole("link", { name: `Edit Looking for: ${word} crowns` }).click();
    await page.getByLabel("What are you looking for?").fill(`${word} sets`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/wanted\/mine$/);
    await page.goto(`/listings/wanted?search=${word}`);
    await expect(page.getByRole("article", { name: `Looking for: ${word} sets` })).toBeVisible();
    await page.goto("/wanted/mine");
    await page.getByRole("button", { name: `Close Looking for: ${word} sets` }).click();
    await expect(page.getByText("Closed", { exact: true })).toBeVisible();
    await page.goto(`/listings/wanted?search=${word}`);
    await expect(page.getByText("Found 0 wanted posts")).toBeVisible();
  });
});
