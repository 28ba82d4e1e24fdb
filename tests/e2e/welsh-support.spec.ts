import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// Getting help in Welsh (issue 38, decision 0098): the contact form's error in Welsh with the
// field error's "Gwall:" for screen readers, the complaints and open data pages, and the shared
// report form on a forum topic, refused by the server in Welsh. All static pages.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("the contact form refuses in Welsh, its field error said as Gwall:", async ({ page }) => {
  await page.goto("/contact?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Cysylltu â ni | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cysylltu â ni");
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toContainText("Hafan");
  await page.getByLabel("Enw", { exact: true }).fill("Annie");
  const email = page.getByLabel("E-bost", { exact: true });
  await email.fill("annie-at-example");
  await page.getByLabel("Neges", { exact: true }).fill("Ydych chi’n derbyn corbwmpenni?");
  await page.getByRole("button", { name: "Anfon y Neges" }).click();
  const error = page.locator(`#${await email.getAttribute("id")}-error`);
  await expect(error).toContainText("Rhowch gyfeiriad e-bost dilys, fel enw@example.com");
  await expect(error).toContainText("Gwall:");
  await expect(page.getByText(/nod ar ôl$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the complaints and open data pages in Welsh", async ({ page }) => {
  await page.goto("/complaints?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Cwynion ac apeliadau | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cwynion ac apeliadau");
  await expect(page.getByLabel("Am beth mae eich cwyn?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Anfon y gŵyn" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/open-data?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data agored");
  await expect(page.getByRole("heading", { level: 2, name: "Yr API" })).toBeVisible();
  await expect(page.getByRole("link", { name: "disgrifiad OpenAPI 3.1" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the report form on a forum topic in Welsh: refused in place, and by the server without JavaScript", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true });
  const openTopicReport = async (on: typeof page) => {
    await on.goto("/forum?lng=cy");
    await on
      .getByRole("list", { name: "Categorïau’r fforwm" })
      .getByRole("link", { name: "Ryseitiau a Chyffeithio" })
      .click();
    await on.getByRole("link", { name: "Courgette glut: your best recipes?" }).click();
    await on.getByText("Rhoi gwybod", { exact: true }).first().click();
    await expect(on.getByLabel("Pam rydych chi’n rhoi gwybod am hyn?").first()).toBeVisible();
    await on.getByRole("button", { name: "Anfon yr adroddiad" }).first().click();
  };
  const reasonError = (on: typeof page) =>
    on.getByText("Dewiswch pam rydych chi’n rhoi gwybod am hyn.").first();

  // The topic page checks the report in the browser (decision 0116): refused where it is.
  await openTopicReport(page);
  await expect(reasonError(page)).toBeVisible();
  await expect(page).toHaveURL(/\/forum\/post\//);

  // Without JavaScript the server refuses it: back on /report, in Welsh, with the reason's error.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { Origin: baseURL ?? "" },
  });
  const plain = await noScript.newPage();
  await openTopicReport(plain);
  await expect(plain).toHaveURL(/\/report\?kind=forum_post/);
  expect(await htmlLang(plain)).toBe("cy");
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
    "Rhoi gwybod am hyn: pwnc yn y fforwm",
  );
  // No axe here: axe runs as a script in the page, which this context does not allow.
  await expect(reasonError(plain)).toBeVisible();
  // The same Welsh page with JavaScript, for axe.
  await page.goto(plain.url());
  expect(await htmlLang(page)).toBe("cy");
  await expectNoAxeViolations(page);
  await noScript.close();
});
