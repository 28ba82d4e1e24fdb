import { expect, test } from "@playwright/test";
import { useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Getting help in Welsh on a phone (issue 38): the complaints page and the offline page.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone the complaints and offline pages speak Welsh", async ({ page }) => {
  await page.goto("/complaints?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cwynion ac apeliadau");
  await expect(page.getByRole("button", { name: "Anfon y gŵyn" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/offline?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rydych chi all-lein");
  await expect(page.getByRole("link", { name: "ewch i’r hafan" })).toBeVisible();
});
