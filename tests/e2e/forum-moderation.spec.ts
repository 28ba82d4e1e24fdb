import { expect, test } from "@playwright/test";
import { becomeMember, randomClientAddress, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { E2E_STAFF } from "./staff";

// Staff in the forum, with the moderator tests/e2e/seed-staff.ts makes before the server starts:
// a moderator hides a topic with a reason and locks it; other members then see it removed, its
// author sees the reason.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("a moderator hides a topic with a reason; others see it removed, the author sees why", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Blight on my tomatoes ${Date.now().toString(36)}`;
  await becomeMember(page, request, { confirmEmail: true, username: "Tomato Tess" });
  await page.goto("/forum/new-post");
  await page.getByLabel("Category").selectOption({ label: "Pests and Problems" });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Brown patches on every leaf since the rain.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const topicUrl = page.url();

  const staffContext = await browser.newContext({ baseURL });
  await acceptCookies(staffContext, baseURL ?? "");
  await staffContext.setExtraHTTPHeaders({ "X-Forwarded-For": randomClientAddress() });
  const moderator = await staffContext.newPage();
  await signIn(moderator, E2E_STAFF.moderator);
  await expect(moderator).toHaveURL(/\/dashboard$/);
  await moderator.goto(topicUrl);
  await moderator.getByText("Moderate").first().click();
  await expectNoAxeViolations(moderator);
  await moderator.getByLabel("Reason for hiding (the author sees it)").first().fill("Off topic");
  await moderator.getByRole("button", { name: "Hide" }).first().click();
  await expect(moderator.getByRole("button", { name: "Show again" }).first()).toBeAttached();

  // The author is told why; the words they wrote are no longer shown to anyone else.
  await page.goto(topicUrl);
  await expect(page.getByText("Off topic").first()).toBeVisible();

  const otherContext = await browser.newContext({ baseURL });
  await acceptCookies(otherContext, baseURL ?? "");
  await otherContext.setExtraHTTPHeaders({ "X-Forwarded-For": randomClientAddress() });
  const other = await otherContext.newPage();
  await becomeMember(other, otherContext.request, { username: "Neighbour Ned" });
  await other.goto(topicUrl);
  await expect(other.getByText("Removed by a moderator").first()).toBeVisible();
  await expect(other.getByText("Brown patches on every leaf")).toHaveCount(0);

  await staffContext.close();
  await otherContext.close();
});
