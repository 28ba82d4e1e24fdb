import { expect, test } from "@playwright/test";
import { becomeMember, linkIn, useOwnClientAddress, waitForEmail } from "./accounts";
import { otherMember, personInNewContext } from "./forum-people";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { emailsAbout, messageAbout } from "./notifications";

// Notifications in one place (issue 36 item 2, decision 0093): a message appears on
// /notifications and by email; the preferences matrix turns each channel off; opening one marks
// it read; all of it with plain forms, without JavaScript too.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("a message is listed and emailed; the matrix turns each channel off; opening marks it read", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two members with payments and three listings, on a shared two-core machine.
  test.setTimeout(150_000);
  const lister = await becomeMember(page, request, { confirmEmail: true, username: "Lister Lin" });
  const asker = await otherMember(browser, baseURL ?? "", "Asker Ash", { confirmEmail: true });

  const first = await messageAbout(page, asker);
  const firstEmail = await waitForEmail(
    lister.email,
    new RegExp(`New message from Asker Ash about ${first}`),
  );
  await page.goto("/notifications");
  const list = page.getByRole("list", { name: "Your notifications" });
  const item = list.getByRole("listitem").filter({ hasText: first });
  await expect(item).toContainText("Unread");
  await expect(page.getByText("1 unread.")).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: "New message from Asker Ash" }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await page.goto("/notifications");
  await expect(list.getByRole("listitem").filter({ hasText: first })).toContainText("Read");
  await expect(page.getByText("Nothing unread.")).toBeVisible();

  // Email off: the next message is listed, not emailed.
  await page.goto("/account/notifications");
  await expectNoAxeViolations(page);
  const emailCell = page.getByRole("checkbox", { name: "Messages: email" });
  await expect(emailCell).toBeChecked();
  await emailCell.uncheck();
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Messages: email" })).not.toBeChecked();
  const second = await messageAbout(page, asker);
  await page.goto("/notifications");
  await expect(list.getByRole("listitem").filter({ hasText: second })).toContainText("Unread");

  // In the site off too: the next message makes no row.
  await page.goto("/account/notifications");
  await page.getByRole("checkbox", { name: "Messages: in the site" }).uncheck();
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  const third = await messageAbout(page, asker);
  // The message itself arrived (its conversation is there), yet nothing was listed or emailed.
  await page.goto("/messages");
  await expect(page.getByText(third).first()).toBeVisible();
  await page.goto("/notifications");
  await expect(list.getByRole("listitem").filter({ hasText: third })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("Nothing unread.")).toBeVisible();
  expect(await emailsAbout(lister.email, second)).toBe(0);
  expect(await emailsAbout(lister.email, third)).toBe(0);
  expect(await emailsAbout(lister.email, first)).toBe(1);

  // The email's unsubscribe link, its button pressed while signed in, lands on its box, unticked.
  await page.goto("/account/notifications");
  await page.getByRole("checkbox", { name: "Messages: email" }).check();
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  const unsubscribe = new URL(linkIn(firstEmail, "/email/unsubscribe"));
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await page.getByRole("button", { name: "Stop these emails" }).click();
  await expect(page).toHaveURL(/\/account\/notifications#email-messages$/);
  await expect(page.getByText("Messages: emails off")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Messages: email" })).not.toBeChecked();
  await asker.context().close();
});

test("the dashboard, side menu and footer lead to notifications and their settings", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Notification settings" }),
  ).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("contentinfo").getByRole("link", { name: "Notifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the matrix saves with a plain form, Off turns a row off, and Mark all as read works", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Posted as the forms post, so it works with scripts off; listing needs a confirmed address.
    await becomeMember(page, page.request, { confirmEmail: true, username: "Lister Lou" });
    const askerContext = await personInNewContext(browser, baseURL ?? "");
    const asker = await askerContext.newPage();
    await becomeMember(asker, askerContext.request, { confirmEmail: true, username: "Asker Avi" });
    const name = await messageAbout(page, asker);

    await page.goto("/notifications");
    const item = page.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("Unread");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(item).toContainText("Read");
    await expect(page.getByText("Nothing unread.")).toBeVisible();

    await page.goto("/account/notifications");
    await page.getByRole("checkbox", { name: "Handovers: off (none of the three)" }).check();
    await page.getByRole("button", { name: "Save notification settings" }).click();
    await expect(page.getByText("Notification settings saved")).toBeVisible();
    for (const channel of ["in the site", "email", "push"]) {
      await expect(page.getByRole("checkbox", { name: `Handovers: ${channel}` })).not.toBeChecked();
    }
    await expect(
      page.getByRole("checkbox", { name: "Handovers: off (none of the three)" }),
    ).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Messages: in the site" })).toBeChecked();
    await askerContext.close();
  });
});
