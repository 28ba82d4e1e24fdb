import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
  // Sent static (decision 0057): no module script, no preload, no loader data.
  await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /share them with your neighbours/i,
  );
});

test("the /404 address itself answers 404", async ({ request }) => {
  const response = await request.get("/404");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page Not Found");
});

test("the not-found page is accessible (axe)", async ({ page }) => {
  await page.goto("/no-such-page");
  await expectNoAxeViolations(page);
});
