import { expect, test } from "@playwright/test";
import { signIn, useOwnClientAddress } from "./accounts";
import {
  acceptCookies,
  expectEveryTabOnScreen,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
} from "./helpers";
import { E2E_STAFF } from "./staff";

// The admin dashboard in Welsh on a phone (issue 38): the longer Welsh tab names still all on
// screen, nothing wider than it. English goes back on its own admin account afterwards (the
// desktop spec has another).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test.afterEach(async ({ page }) => {
  await page.goto("/admin?lng=en");
});

test("on a phone the admin dashboard speaks Welsh, every tab on screen", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_STAFF.welshPhoneAdmin);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin?tab=sync&lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dangosfwrdd Gweinyddu");
  await expect(page.getByRole("heading", { name: "Cysoni banciau bwyd" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectEveryTabOnScreen(page, "Adrannau gweinyddu");
  await expectNoAxeViolations(page);
});
