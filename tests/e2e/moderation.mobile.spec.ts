import { expect, test } from "@playwright/test";
import { signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { E2E_STAFF } from "./staff";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("the reports screen works on a phone", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Suspended members" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
