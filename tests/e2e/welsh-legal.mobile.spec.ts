import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The privacy policy in Welsh on a phone (issue 38): its contents lead to a section.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("on a phone the Welsh privacy policy's contents lead to its sections", async ({ page }) => {
  await page.goto("/privacy?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Polisi Preifatrwydd");
  const contents = page.getByRole("navigation", { name: "Cynnwys" });
  await contents.getByRole("link", { name: "Eich hawliau" }).click();
  await expect(page).toHaveURL(/\/privacy\?lng=cy#your-rights$/);
  await expect(page.getByRole("heading", { name: "10. Eich hawliau" })).toBeInViewport();
  await expectNoAxeViolations(page);
});
