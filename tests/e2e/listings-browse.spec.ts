import { expect, test } from "@playwright/test";
import {
  becomeMember,
  becomeMemberWithoutScript,
  createAccount,
  OUR_ORIGIN,
  signIn,
  useOwnClientAddress,
} from "./accounts";
import { otherMember } from "./forum-people";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** A signed-in member; `confirmEmail` also confirms the address (needed to create listings). */
const token = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("an anonymous visitor is sent to sign in and brought back", async ({ page }) => {
  await page.goto("/listings?type=Free");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flistings%3Ftype%3DFree$/);
  // A listing's own address is its public preview (decision 0070): one that does not exist is
  // not found rather than a sign-in.
  const missing = await page.goto("/listings/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
});

test("a signed-in non-member is sent to the dashboard with a message", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/listings");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Subscription Required")).toBeVisible();
  await expect(page.getByText("Browsing listings needs an active membership.")).toBeVisible();
  await page.goto("/listings/not-a-listing");
  await expect(page).toHaveURL(/\/dashboard$/);
  // The Contact page behind the listing's button is for members too.
  await page.goto("/listings/00000000-0000-4000-8000-000000000000/contact");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You need an active subscription to contact listers.")).toBeVisible();
});

test("a member filters, sees the empty state, and resets", async ({ page, request }) => {
  await becomeMember(page, request);
  const nothing = token();
  await page.goto(`/listings?search=${nothing}&prefilledLocation=Leeds&prefilledType=Swap`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Garden Swaps");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(nothing);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Leeds");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Swap");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("All");
  await expect(page.getByText("Found 0 garden swaps")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No listings found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a listing" })).toHaveAttribute(
    "href",
    "/create-listing",
  );
  await expect(page.getByRole("link", { name: "Clear all filters" })).toHaveAttribute(
    "href",
    "/listings",
  );
  await expectNoAxeViolations(page);

  // Apply sends the form as a GET with the chosen values.
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Seedlings & Plants" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/category=Seedlings/);
  await expect(page).toHaveURL(new RegExp(`search=${nothing}`));
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Seedlings");

  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("All");
  // Past the count limit (decision 0017) the words are 'Found 100+ garden swaps'.
  await expect(page.getByText(/^Found \d+\+? garden swaps?$/)).toBeVisible();
});

test("on the static page, a search shows 6 skeleton cards while the next list loads", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Sent static (decision 0104): its inline script shows the skeletons as the search asks for the
  // next page. Playwright's locators wait for a navigation in flight to finish, so the page
  // records what it shows the moment the search is sent, where the next page can read it back
  // (the tab's session storage), as food-banks.spec.ts does for a city's food banks.
  await page.goto("/listings");
  await expect(page.getByText(/^Found \d+\+? garden swaps?$/)).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener("submit", () => {
      const skeletons = [...document.querySelectorAll('[data-testid="listing-skeletons"] > li')];
      const status = document.querySelector("[data-skeletons-status]");
      sessionStorage.setItem(
        "shown-while-loading",
        JSON.stringify({
          skeletons: skeletons.filter((card) => card.checkVisibility()).length,
          status: status?.textContent,
          busy: status?.getAttribute("aria-busy"),
          cards: [...document.querySelectorAll("#listing-cards > li")].filter((card) =>
            card.checkVisibility(),
          ).length,
        }),
      );
    });
  });
  await page.getByLabel("Search", { exact: true }).fill(token());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Found 0 garden swaps")).toBeVisible();
  await expect(page.getByTestId("listing-skeletons")).toHaveCount(0);
  const shown = await page.evaluate(() => sessionStorage.getItem("shown-while-loading"));
  expect(JSON.parse(shown ?? "null")).toEqual({
    skeletons: 6,
    status: "Loading listings…",
    busy: "true",
    cards: 0,
  });
  expect(errors).toEqual([]);
});

test("the filter form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: OUR_ORIGIN,
  });
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  const page = await context.newPage();
  await becomeMemberWithoutScript(page);
  const nothing = token();
  await page.goto("/listings");
  await page.getByLabel("Search", { exact: true }).fill(nothing);
  await page.getByLabel("Type", { exact: true }).selectOption("Free");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${nothing}.*type=Free`));
  await expect(page.getByText("Found 0 garden swaps")).toBeVisible();
  await context.close();
});

test("a malformed or unknown listing id is 'Listing Not Found' with status 404", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  for (const id of ["not-a-listing", "00000000-0000-4000-8000-000000000000"]) {
    const response = await page.goto(`/listings/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listing Not Found");
    await expect(page).toHaveTitle("Listing Not Found | Glut");
  }
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to listings" }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test("a listing shows its text as text, on the card, the detail page and in JSON-LD", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A sign-up with confirmation and payment, a listing, and a second browser: room to breathe.
  test.setTimeout(60_000);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await becomeMember(page, request, { confirmEmail: true });
  const mark = token();
  const name = `${mark} <script>alert(1)</script>`;
  const description = `First line <img src=x onerror=alert(2)>\nSecond line ${"x".repeat(200)}`;
  await page.goto("/create-listing");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("Swap", { exact: true }).click();
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Herbs" });
  await page.getByLabel("Location", { exact: true }).fill("hx7");
  await page.getByLabel("Quantity (optional)").fill("3 pots");
  await page.getByLabel("Available from (optional)").fill("2026-07-14");
  await page.getByLabel("Description (optional)").fill(description);
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();

  // The detail page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Listed by Allotment Annie")).toBeVisible();
  await expect(page.getByText("Today", { exact: true })).toBeVisible();
  await expect(page.getByText("3 pots")).toBeVisible();
  await expect(page.getByText("14 July 2026")).toBeVisible();
  // Stored as the site names the district.
  await expect(page.getByText("HX7", { exact: true })).toBeVisible();
  await expect(page.getByText("No photos yet")).toBeVisible();
  const text = page.locator("#description-title + p");
  expect(await text.innerText()).toBe(description);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    description.replace("\n", " ").slice(0, 150),
  );
  await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute(
    "href",
    `${new URL(detailUrl).pathname}/edit`,
  );
  await expect(page.getByRole("link", { name: "Manage" })).toHaveAttribute("href", "/my-listings");
  await expectNoAxeViolations(page);

  // The browse page finds it.
  await page.goto(`/listings?search=${mark}`);
  await expect(page.getByText("Found 1 garden swap", { exact: true })).toBeVisible();
  const card = page.getByRole("link", { name: new RegExp(mark) });
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(card.getByText("Swap", { exact: true })).toBeVisible();
  await expect(card.getByText("Listed by Allotment Annie")).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).not.toContain("</script>");
  const list = JSON.parse(jsonLd ?? "{}");
  expect(list["@type"]).toBe("ItemList");
  expect(list.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name, url: detailUrl },
  ]);
  await expectNoAxeViolations(page);
  await card.click();
  await expect(page).toHaveURL(detailUrl);

  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);

  // Another member sees the listing without the owner's buttons.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(other, baseURL ?? "");
  await useOwnClientAddress(other);
  const otherPage = await other.newPage();
  await becomeMember(otherPage, otherPage.request);
  await otherPage.goto(detailUrl);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(otherPage.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(otherPage.getByRole("link", { name: "Manage" })).toHaveCount(0);
  await other.close();
});

test("results come 24 to a page, newest first, with Previous and Next keeping the filters", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true });
  // Two growers: one member may create 20 listings an hour (decision 0071).
  const secondGrower = await otherMember(browser, baseURL ?? "", "Leek Grower", {
    confirmEmail: true,
  });
  const tag = token();
  for (let n = 1; n <= 25; n++) {
    const grower = n <= 13 ? page : secondGrower;
    const response = await grower.request.post("/create-listing", {
      multipart: {
        name: `Leek ${n}`,
        description: `Pagetown ${tag}`,
        type: "Free",
        category: "Vegetables",
        location: "Leeds",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }
  await page.goto(`/listings?search=${tag}`);
  await expect(page.getByText("Found 25 garden swaps")).toBeVisible();
  const cards = page.getByRole("main").getByRole("link", { name: /^Leek \d+/ });
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText("Leek 25");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

  // Next names the last listing shown (decision 0053): the page after it is read from there.
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2&after=[\w-]{32}$/);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Leek 1");
  await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/listings\\?search=${tag}&page=2$`),
  );
  await expectNoAxeViolations(page);

  // Previous to the first page is the plain first page.
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings\\?search=${tag}$`));
  await expect(cards).toHaveCount(24);

  // A page past the end shows the last page rather than nothing; a broken cursor is ignored,
  // and the page its number names is shown.
  await page.goto(`/listings?search=${tag}&page=9`);
  await expect(cards).toHaveCount(1);
  await page.goto(`/listings?search=${tag}&page=2&after=not-a-cursor`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Leek 1");

  // The same links work as plain links, without JavaScript.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await acceptCookies(noScript, baseURL ?? "");
  await useOwnClientAddress(noScript);
  const plain = await noScript.newPage();
  await becomeMemberWithoutScript(plain);
  await plain.goto(`/listings?search=${tag}`);
  const plainPager = plain.getByRole("navigation", { name: "Pagination" });
  await plainPager.getByRole("link", { name: "Next" }).click();
  await expect(plain).toHaveURL(/[?&]page=2&after=[\w-]{32}$/);
  await expect(plain.getByRole("main").getByRole("link", { name: /^Leek \d+/ })).toHaveText([
    /^Leek 1(?!\d)/,
  ]);
  await plainPager.getByRole("link", { name: "Previous" }).click();
  await expect(plain).toHaveURL(new RegExp(`/listings\\?search=${tag}$`));
  await expect(plainPager.getByText("Page 1 of 2")).toBeVisible();
  await noScript.close();

  // A listing on the first page is swapped before Next is clicked: page 2 still starts after
  // the last one shown, where a page number would now find nothing and show page 1 again.
  await page.goto(`/listings?search=${tag}`);
  await expect(cards.last()).toContainText("Leek 2");
  const owner = await page.context().newPage();
  await owner.goto("/my-listings");
  await owner
    .getByRole("article", { name: "Leek 2", exact: true })
    .getByRole("button", { name: "Mark as swapped" })
    .click();
  await expect(owner.getByText("Listing marked as swapped")).toBeVisible();
  await owner.close();
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2&after=/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Leek 1");
  await expect(pagination.getByText("Page 2 of 2")).toBeVisible();

  // A cursor that is not one is ignored: page 2 by its number now finds nothing (a listing
  // went), so the last page, now the only one, is shown.
  const response = await page.goto(`/listings?search=${tag}&page=2&before=${"_".repeat(32)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Found 24 garden swaps")).toBeVisible();
  await expect(cards).toHaveCount(24);
  await expect(pagination).toHaveCount(0);
});

test("the demo listings are there to browse, with photos drawn for them", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  // Bean Row Bev, a demo member, lists from Meanwood in Leeds whatever the month.
  await page.goto("/listings?location=Meanwood");
  await expect(page.getByText(/^Found [1-9]\d* garden swaps?$/)).toBeVisible();
  const card = page.getByRole("link").filter({ hasText: "Listed by Bean Row Bev" }).first();
  await expect(card.getByText("Example", { exact: true })).toBeVisible();
  const thumb = await card.locator("img").getAttribute("src");
  expect(thumb).toMatch(/^\/uploads\/[^/]+\/\d+-[0-9a-f]{8}-thumb\.webp$/);
  const thumbResponse = await page.request.get(thumb ?? "");
  expect(thumbResponse.status()).toBe(200);
  expect(thumbResponse.headers()["content-type"]).toBe("image/webp");
  await expectNoAxeViolations(page);

  await card.click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  // The address changes a moment before the detail replaces the grid, whose cards say "Listed
  // by Bean Row Bev" too: wait for the grid's heading to go first.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Browse Garden Swaps");
  await expect(page.getByText("Listed by Bean Row Bev")).toBeVisible();
  await expect(page.getByText(/An example listing, part of the demo/)).toBeVisible();
  const cover = page.getByRole("img", {
    name: await page.getByRole("heading", { level: 1 }).innerText(),
    exact: true,
  });
  const large = await cover.getAttribute("src");
  expect(large).toMatch(/^\/uploads\/[^/]+\/\d+-[0-9a-f]{8}\.webp$/);
  const largeResponse = await page.request.get(large ?? "");
  expect(largeResponse.status()).toBe(200);
  expect(largeResponse.headers()["content-type"]).toBe("image/webp");
  await expectNoAxeViolations(page);
});
