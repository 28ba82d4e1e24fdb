import { expect, test } from "@playwright/test";
import { signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { E2E_STAFF } from "./staff";

// /admin/mail (decision 0077): undelivered email, for admins only. The end-to-end server writes
// mail to its outbox, which never refuses, so the page shows that nothing is waiting.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("an admin reaches undelivered email from the dashboard", async ({ page }) => {
  await signIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Undelivered email" }).click();
  await expect(page.getByRole("heading", { name: "Undelivered email", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Every email has been delivered or is still being tried."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a moderator is refused the page and a forged retry with 403", async ({ page }) => {
  await signIn(page, E2E_STAFF.moderator);
  await expect(page).toHaveURL(/\/dashboard/);
  expect((await page.goto("/admin/mail"))?.status()).toBe(403);
  const forged = await page.request.post("/admin/mail", {
    form: { intent: "retry-dead-letter", emailId: "all" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});
