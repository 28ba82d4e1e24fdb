import { expect, test } from "@playwright/test";
import { signIn, useOwnClientAddress } from "./accounts";
import {
  acceptCookies,
  expectEveryTabOnScreen,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
} from "./helpers";
import { E2E_STAFF } from "./staff";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("the admin dashboard works on a phone", async ({ page }) => {
  // Axe on four tabs on a busy two-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const tab of ["verifications", "users", "sync", "activity"]) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    // Nothing wider than the screen, and every tab on it.
    await expectNoSidewaysScroll(page);
    await expectEveryTabOnScreen(page, "Admin sections");
    await expectNoAxeViolations(page);
  }
});
