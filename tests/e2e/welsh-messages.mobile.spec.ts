import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The inbox in Welsh on a phone (issue 38): its empty state, and the way to the listings.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone the empty inbox speaks Welsh", async ({ page, request }) => {
  await becomeMember(page, request);
  await page.goto("/messages?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negeseuon");
  await expect(page.getByRole("heading", { name: "Dim negeseuon eto" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pori hysbysebion" })).toBeVisible();
  await expectNoAxeViolations(page);
});
