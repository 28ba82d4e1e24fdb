import { expect, test } from "@playwright/test";
import { createAccount, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectEveryTabOnScreen, expectNoAxeViolations } from "./helpers";

// The planting calendar in Welsh on a phone (issue 38): the longer Welsh tab names still all on
// screen, nothing wider than the screen, and the tracker's form in Welsh.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone in Welsh: the guides and the tracker's form", async ({ page, request }) => {
  test.setTimeout(90_000);
  // Signed in first, in English as the helper expects: a Welsh page sets the language cookie.
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/planting-calendar?tab=monthly&lng=cy");
  expect(await page.locator("html").getAttribute("lang")).toBe("cy");
  await expect(page.getByRole("heading", { name: /^Beth i’w Blannu ym mis/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectEveryTabOnScreen(page, "Golygon y calendr");
  await page.getByRole("link", { name: "Trosolwg o’r Flwyddyn" }).click();
  await expect(page.getByText("Prif Dymor Plannu")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/planting-calendar");
  await page.getByLabel("Enw’r planhigyn (gofynnol)").fill("Ffa Llydan");
  await page.getByLabel("Dyddiad plannu (gofynnol)").fill("2026-03-01");
  await expect(page.getByLabel("Categori")).toHaveValue("Legumes");
  await expect(page.getByLabel("Dyddiad cynaeafu disgwyliedig")).toHaveValue("2026-05-30");
  await page.getByRole("button", { name: "Ychwanegu planhigyn" }).click();
  await expect(page.getByRole("article", { name: "Ffa Llydan" })).toBeVisible();
  await expectNoAxeViolations(page);
});
