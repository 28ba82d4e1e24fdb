import { expect, type Page, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import {
  createPost,
  openDisclosure,
  otherMember,
  signedInModerator,
  uniqueTitle,
} from "./forum-people";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Staff in the forum, with the moderator tests/e2e/seed-staff.ts makes before the server starts:
// hiding a topic or a reply with a reason (others see it removed, the author sees why) and
// showing it again, locking (no replies, not even a forged one) and unlocking, pinning (first in
// its category) and unpinning. The phone run is forum-moderation.mobile.spec.ts.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

// The topic page is static (decision 0099): each moderation posts as a plain form and the topic
// comes back as a new page, its 'Moderate' disclosure closed, so the button that undoes what was
// done is looked for closed or open (includeHidden).

/** Opens the topic's own 'Moderate' controls (the first on the page) and presses `button`. */
async function moderateTopic(moderator: Page, button: string) {
  await openDisclosure(moderator.getByText("Moderate", { exact: true }).first());
  await moderator.getByRole("button", { name: button, exact: true }).first().click();
}

test("a moderator hides a topic with a reason; others see it removed, the author sees why", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle("Blight on my tomatoes");
  await becomeMember(page, request, { confirmEmail: true, username: "Tomato Tess" });
  await createPost(page, title, "Brown patches on every leaf since the rain.");
  const topicUrl = page.url();

  const moderator = await signedInModerator(browser, baseURL ?? "");
  await moderator.goto(topicUrl);
  await openDisclosure(moderator.getByText("Moderate", { exact: true }).first());
  await expectNoAxeViolations(moderator);
  await moderator.getByLabel("Reason for hiding (the author sees it)").first().fill("Off topic");
  await moderator.getByRole("button", { name: "Hide" }).first().click();
  await expect(
    moderator.getByRole("button", { name: "Show again", includeHidden: true }).first(),
  ).toBeAttached();

  // The author is told why; the words they wrote are no longer shown to anyone else.
  await page.goto(topicUrl);
  await expect(page.getByText("Off topic").first()).toBeVisible();

  const other = await otherMember(browser, baseURL ?? "", "Neighbour Ned");
  await other.goto(topicUrl);
  await expect(other.getByText("Removed by a moderator").first()).toBeVisible();
  await expect(other.getByText("Brown patches on every leaf")).toHaveCount(0);

  await moderator.context().close();
  await other.context().close();
});

test("a locked topic takes no replies, not even a forged one, until it is unlocked", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle("Who has the water key");
  await becomeMember(page, request, { confirmEmail: true, username: "Key Keeper" });
  await createPost(page, title, "The trough by plot 9 is dry.", "Allotment Life");
  const topicUrl = page.url();

  const moderator = await signedInModerator(browser, baseURL ?? "");
  await moderator.goto(topicUrl);
  await moderateTopic(moderator, "Lock");
  await expect(
    moderator.getByRole("button", { name: "Unlock", includeHidden: true }),
  ).toBeAttached();

  await page.goto(topicUrl);
  await expect(page.getByText("Locked", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("This topic is locked: it takes no more replies.")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Post Reply" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The form is gone, and the request it would have sent is refused all the same.
  const forged = await page.request.post(topicUrl, {
    form: { intent: "reply", content: "Sneaking one in" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(409);
  await page.reload();
  await expect(page.getByText("Sneaking one in")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Replies (0)" })).toBeVisible();

  await moderator.reload();
  await moderateTopic(moderator, "Unlock");
  await expect(
    moderator.getByRole("button", { name: "Lock", exact: true, includeHidden: true }),
  ).toBeAttached();
  await page.reload();
  await page.getByLabel("Your reply").fill("Found it: on the shed hook.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Found it: on the shed hook.")).toBeVisible();
  await moderator.context().close();
});

test("a pinned topic shows first in its category until it is unpinned", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const older = uniqueTitle("Plot rules for bonfires");
  const newer = uniqueTitle("Spare manure by the gate");
  await becomeMember(page, request, { confirmEmail: true, username: "Plot Secretary" });
  await createPost(page, older, "No bonfires before 6pm, please.", "Allotment Life");
  const olderUrl = page.url();
  await createPost(page, newer, "Help yourselves.", "Allotment Life");

  const titlesInCategory = async (viewer: Page) => {
    await viewer.goto("/forum/category/allotment-life");
    const links = await viewer.getByRole("link").allTextContents();
    return { older: links.indexOf(older), newer: links.indexOf(newer) };
  };
  let order = await titlesInCategory(page);
  expect(order.newer).toBeGreaterThanOrEqual(0);
  expect(order.older).toBeGreaterThan(order.newer);

  const moderator = await signedInModerator(browser, baseURL ?? "");
  await moderator.goto(olderUrl);
  await moderateTopic(moderator, "Pin");
  await expect(
    moderator.getByRole("button", { name: "Unpin", includeHidden: true }),
  ).toBeAttached();
  await expect(moderator.getByText("Pinned", { exact: true }).first()).toBeVisible();

  order = await titlesInCategory(page);
  expect(order.older).toBeGreaterThanOrEqual(0);
  expect(order.older).toBeLessThan(order.newer);
  await expectNoAxeViolations(page);

  await moderator.reload();
  await moderateTopic(moderator, "Unpin");
  await expect(
    moderator.getByRole("button", { name: "Pin", exact: true, includeHidden: true }),
  ).toBeAttached();
  order = await titlesInCategory(page);
  expect(order.older).toBeGreaterThan(order.newer);
  await moderator.context().close();
});

test("a moderator hides a reply with a reason and shows it again", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle("Slugs ate every lettuce");
  await becomeMember(page, request, { confirmEmail: true, username: "Lettuce Lou" });
  await createPost(page, title, "Not one left standing.");
  const topicUrl = page.url();

  const replier = await otherMember(browser, baseURL ?? "", "Pellet Pete", {
    confirmEmail: true,
  });
  await replier.goto(topicUrl);
  await replier.getByLabel("Your reply").fill("Blue pellets, a whole box of them.");
  await replier.getByRole("button", { name: "Post Reply" }).click();
  await expect(replier.getByText("Blue pellets, a whole box of them.")).toBeVisible();

  const moderator = await signedInModerator(browser, baseURL ?? "");
  await moderator.goto(topicUrl);
  const reply = moderator.getByRole("listitem").filter({ hasText: "Blue pellets" });
  await openDisclosure(reply.getByText("Moderate", { exact: true }));
  await expectNoAxeViolations(moderator);
  await reply.getByLabel("Reason for hiding (the author sees it)").fill("Unsafe for wildlife");
  await reply.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(
    moderator.getByRole("button", { name: "Show again", includeHidden: true }),
  ).toBeAttached();

  await page.goto(topicUrl);
  await expect(page.getByText("Removed by a moderator").first()).toBeVisible();
  await expect(page.getByText("Blue pellets, a whole box of them.")).toHaveCount(0);
  await expect(page.getByText("Unsafe for wildlife")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await replier.reload();
  await expect(replier.getByText("Unsafe for wildlife").first()).toBeVisible();

  await openDisclosure(moderator.getByText("Moderate", { exact: true }).last());
  await moderator.getByRole("button", { name: "Show again" }).click();
  await expect(moderator.getByRole("button", { name: "Show again" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Blue pellets, a whole box of them.")).toBeVisible();
  await expect(page.getByText("Removed by a moderator")).toHaveCount(0);

  await moderator.context().close();
  await replier.context().close();
});
