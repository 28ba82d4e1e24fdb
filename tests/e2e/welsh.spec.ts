import { expect, test } from "@playwright/test";
import { becomeMember, createAccount, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// Glut in Welsh (issue 38, decision 0098), on a desktop with JavaScript: the switch on every
// page keeps the member where they were, the choice is kept, and the shell and the converted
// pages are in Welsh and accessible.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("Cymraeg and back keeps the page and its query, and the choice is kept", async ({ page }) => {
  await page.goto("/how-it-works?from=test");
  expect(await htmlLang(page)).toBe("en-GB");
  const cymraeg = page.getByRole("link", { name: "Cymraeg" });
  await expect(cymraeg).toHaveAttribute("lang", "cy");
  await expect(cymraeg).toHaveAttribute("hreflang", "cy");
  await cymraeg.click();

  await expect(page).toHaveURL(/\/how-it-works\?from=test&lng=cy$/);
  expect(await htmlLang(page)).toBe("cy");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Pori Cynnyrch" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Ymuno â Glut" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Neidio i’r prif gynnwys" })).toBeAttached();
  await expectNoAxeViolations(page);

  // Kept in the cookie: a page asked for without ?lng= is still in Welsh.
  await page.goto("/about");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page.getByRole("contentinfo").getByText("Polisi Preifatrwydd")).toBeVisible();
  // Places in Wales by their Welsh names.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Caerdydd" }),
  ).toHaveAttribute("href", "/city/cardiff");

  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about\?lng=en$/);
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Browse Produce" }),
  ).toBeVisible();
  await page.goto("/");
  expect(await htmlLang(page)).toBe("en-GB");
});

test("every page names its English and Welsh addresses for search engines", async ({
  page,
  baseURL,
}) => {
  await page.goto("/login?lng=cy");
  const alternate = (lang: string) =>
    page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
  expect(await alternate("en-GB")).toBe(`${baseURL}/login`);
  expect(await alternate("cy")).toBe(`${baseURL}/login?lng=cy`);
  expect(await alternate("x-default")).toBe(`${baseURL}/login`);
  await expect(page).toHaveTitle("Mewngofnodi | Glut");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/login?lng=cy`,
  );
});

test("a member's page is in Welsh, its menus and the next page too, with no JavaScript errors", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // No page hydrates (decision 0115): the dashboard, static, as every member page is.
  await becomeMember(page, request);
  await page.goto("/dashboard?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Adnoddau" })).toBeVisible();
  await header.getByRole("button", { name: "Adnoddau" }).click();
  await expect(header.getByRole("link", { name: "Calendr Plannu" })).toBeVisible();
  // The next page keeps the shell in Welsh.
  await page.getByRole("contentinfo").getByRole("link", { name: "Fforwm" }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(header.getByRole("link", { name: "Pori Cynnyrch" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("sign-up in Welsh: the form's messages in Welsh, and accessible", async ({ page }) => {
  await page.goto("/signup?lng=cy");
  await expect(page).toHaveTitle("Ymuno â Glut | Glut");
  await expect(page.getByRole("heading", { level: 1, name: "Ymuno â Glut" })).toBeVisible();
  await page.getByLabel("E-bost").fill("nid-e-bost");
  await page.getByRole("button", { name: "Creu cyfrif" }).click();
  await expect(
    page.getByText("Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.cymru"),
  ).toBeVisible();
  await expect(page.getByText("Rhowch enw defnyddiwr")).toBeVisible();
  await expect(page.getByText("Rhaid i chi gytuno i’r Telerau Gwasanaeth i barhau")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("joined in Welsh, the account keeps it: signing in elsewhere, without the cookie, is Welsh", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.goto("/?lng=cy");
  const account = await createAccount(page.request);
  const elsewhere = await browser.newContext({ baseURL });
  await acceptCookies(elsewhere, baseURL ?? "");
  await useOwnClientAddress(elsewhere);
  const other = await elsewhere.newPage();
  await other.goto("/login");
  expect(await htmlLang(other)).toBe("en-GB");
  await other.getByLabel("Email").fill(account.email);
  await other.getByLabel("Password").fill(account.password);
  await other.getByRole("button", { name: "Sign In" }).click();
  await expect(other).toHaveURL(/\/dashboard/);
  expect(await htmlLang(other)).toBe("cy");
  await expect(
    other.getByRole("banner").getByRole("link", { name: "Rhestru Cynnyrch" }),
  ).toBeVisible();
  await elsewhere.close();
});
