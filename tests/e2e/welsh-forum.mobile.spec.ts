import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, expectNoSidewaysScroll, htmlLang } from "./helpers";

// The forum in Welsh on a phone (issue 38, decision 0098): a member finds a topic by category
// and replies, and without JavaScript the server refuses a blank new post in Welsh, keeping what
// was typed.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone a member finds a topic by category in Welsh and replies", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/forum?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expectNoAxeViolations(page);
  await page
    .getByRole("list", { name: "Categorïau’r fforwm" })
    .getByRole("link", { name: "Ryseitiau a Chyffeithio" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ryseitiau a Chyffeithio" }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "Courgette glut: your best recipes?" }).click();
  await page.getByLabel("Eich ateb").fill("Mae jam corbwmpen a lemwn yn hyfryd hefyd.");
  await page.getByRole("button", { name: "Postio’r Ateb" }).click();
  await expect(page.getByText("Ateb wedi’i bostio")).toBeVisible();
  await expect(page.getByText("Mae jam corbwmpen a lemwn yn hyfryd hefyd.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The topic's report form, opened on a phone, refuses in Welsh in the browser.
  const report = page.locator("details", { has: page.locator("form#report-topic") });
  await report.getByText("Rhoi gwybod", { exact: true }).click();
  await report.getByRole("button", { name: "Anfon yr adroddiad" }).click();
  await expect(report.getByText("Dewiswch pam rydych chi’n rhoi gwybod am hyn.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses a blank new post in Welsh and keeps what was typed", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await becomeMember(page, request, { confirmEmail: true });
    await page.goto("/forum/new-post?category=growing-tips&lng=cy");
    await page.getByLabel("Teitl").fill("   ");
    await page.getByLabel("Cynnwys").fill("Twneli yn nail fy ngoglys");
    await page.getByRole("button", { name: "Creu’r Postiad" }).click();
    expect(await htmlLang(page)).toBe("cy");
    await expect(page.getByText("Gwybodaeth ar goll")).toBeVisible();
    await expect(page.getByText("Llenwch bob maes cyn postio.").first()).toBeVisible();
    await expect(page.getByLabel("Cynnwys")).toHaveValue("Twneli yn nail fy ngoglys");
  });
});
