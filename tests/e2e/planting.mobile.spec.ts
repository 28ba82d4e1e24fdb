import { expect, test } from "@playwright/test";
import { createAccount, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectEveryTabOnScreen, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone: the guides, the companion dialog and adding a planting", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto("/planting-calendar");
  await expect(page.getByRole("heading", { name: /^What to Plant in/ })).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // All four views' tabs are on screen: scrolled sideways, the last ones hid without a cue.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectEveryTabOnScreen(page, "Calendar views");
  await page.getByRole("link", { name: "Yearly Overview" }).click();
  await expect(page.getByText("Main Planting Season")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /Companion Planting/ }).click();
  await expect(page.getByRole("dialog", { name: "Companion Planting" })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();

  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/planting-calendar");
  await page.getByLabel("Plant name (required)").fill("Broad Beans");
  await page.getByLabel("Planted date (required)").fill("2026-03-01");
  await expect(page.getByLabel("Category")).toHaveValue("Legumes");
  await expect(page.getByLabel("Expected harvest date")).toHaveValue("2026-05-30");
  await page.getByRole("button", { name: "Add planting" }).click();
  await expect(page.getByRole("article", { name: "Broad Beans" })).toBeVisible();
  await expectNoAxeViolations(page);
});
