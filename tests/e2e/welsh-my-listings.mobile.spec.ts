import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// My listings in Welsh on a phone (issue 38): nothing listed yet, and the way to list something.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone, an empty my-listings page speaks Welsh", async ({ page, request }) => {
  await becomeMember(page, request);
  await page.goto("/my-listings?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fy Hysbysebion");
  await expect(
    page.getByRole("heading", { name: "Nid ydych wedi rhestru dim byd eto" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Rhannu o’ch Gardd" })).toBeVisible();
  await expectNoAxeViolations(page);
});
