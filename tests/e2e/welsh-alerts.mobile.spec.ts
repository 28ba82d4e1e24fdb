import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";

// The saved searches and notifications pages in Welsh on a phone (issue 38): they fit 390 px and
// are axe clean, the longer Welsh words included.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone, the Welsh saved searches, notifications and settings fit and are axe clean", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request);
  for (const [path, heading] of [
    ["/saved-searches?lng=cy", "Chwiliadau wedi’u Cadw"],
    ["/notifications?lng=cy", "Hysbysiadau"],
    ["/account/notifications?lng=cy", "Gosodiadau hysbysiadau"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});
