import { expect, type Page, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { createPost, openDisclosure, signedInModerator, uniqueTitle } from "./forum-people";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Moderation on a phone: the author and the moderator both on phones. The moderator pins and
// locks a topic and hides a reply, then undoes each; the author sees each change. The topic page
// is static (decision 0099), so each change comes back as a new page with its disclosure closed:
// the button that undoes it is looked for closed or open (includeHidden).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("on a phone a moderator pins, locks and hides, and undoes each", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = uniqueTitle("Onion white rot again");
  await becomeMember(page, request, { confirmEmail: true, username: "Onion Olly" });
  await createPost(page, title, "Third year running on plot 4.", "Pests and Problems");
  const topicUrl = page.url();
  await page.getByLabel("Your reply").fill("Rotating beds has not helped.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Rotating beds has not helped.")).toBeVisible();

  const moderator = await signedInModerator(browser, baseURL ?? "", { phone: true });
  await moderator.goto(topicUrl);
  const topicControls = moderator.getByText("Moderate", { exact: true }).first();
  await openDisclosure(topicControls);
  await fitsTheScreen(moderator);
  await expectNoAxeViolations(moderator);
  // Each action is seen through before the next: the page reloads its data after a post, and a
  // click on a control that is being replaced can be lost.
  await moderator.getByRole("button", { name: "Pin", exact: true }).click();
  await expect(
    moderator.getByRole("button", { name: "Unpin", includeHidden: true }),
  ).toBeAttached();
  await openDisclosure(topicControls);
  await moderator.getByRole("button", { name: "Lock", exact: true }).click();
  await expect(
    moderator.getByRole("button", { name: "Unlock", includeHidden: true }),
  ).toBeAttached();
  const reply = moderator.getByRole("listitem").filter({ hasText: "Rotating beds" });
  await openDisclosure(reply.getByText("Moderate", { exact: true }));
  await reply.getByLabel("Reason for hiding (the author sees it)").fill("Posted twice");
  await reply.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(
    moderator.getByRole("button", { name: "Show again", includeHidden: true }),
  ).toBeAttached();

  await page.goto(topicUrl);
  await expect(page.getByText("Pinned", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("This topic is locked: it takes no more replies.")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveCount(0);
  await expect(page.getByText("Posted twice").first()).toBeVisible();
  await fitsTheScreen(page);
  await expectNoAxeViolations(page);

  await openDisclosure(topicControls);
  await moderator.getByRole("button", { name: "Unpin" }).click();
  await expect(moderator.getByRole("button", { name: "Unpin" })).toHaveCount(0);
  await openDisclosure(topicControls);
  await moderator.getByRole("button", { name: "Unlock" }).click();
  await expect(moderator.getByRole("button", { name: "Unlock" })).toHaveCount(0);
  await openDisclosure(moderator.getByText("Moderate", { exact: true }).last());
  await moderator.getByRole("button", { name: "Show again" }).click();
  await expect(moderator.getByRole("button", { name: "Show again" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("Pinned", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Your reply")).toBeVisible();
  await expect(page.getByText("Posted twice")).toHaveCount(0);
  await moderator.context().close();
});
