import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The dashboard in Welsh on a phone (issue 38): a member's cards and quick actions.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone the dashboard speaks Welsh", async ({ page, request }) => {
  await becomeMember(page, request, { username: "Siôn Ffôn" });
  await page.goto("/dashboard?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Croeso, Siôn Ffôn");
  await expect(page.getByRole("region", { name: "Aelodaeth" })).toContainText("Gweithredol");
  await expect(page.getByRole("link", { name: "Pori hysbysebion" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "E-byst gan Glut" })).toBeVisible();
  await expectNoAxeViolations(page);
});
