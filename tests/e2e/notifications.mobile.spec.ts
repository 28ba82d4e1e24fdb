import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { otherMember } from "./forum-people";
import { acceptCookies, expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";
import { messageAbout } from "./notifications";

// Notifications on a phone (decision 0093): the list and the matrix fit 390 px, are axe clean,
// and the side menu leads to them.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone, notifications and their settings fit, are axe clean, and the side menu leads there", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true, username: "Phone Pat" });
  const asker = await otherMember(browser, baseURL ?? "", "Asker Abi", {
    phone: true,
    confirmEmail: true,
  });
  const name = await messageAbout(page, asker);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Notifications", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Unread");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/account/notifications");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  const push = page.getByRole("checkbox", { name: "Messages: push" });
  await push.check();
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Messages: push" })).toBeChecked();
  await asker.context().close();
});
