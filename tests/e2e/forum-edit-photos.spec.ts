import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { personInNewContext, photoFile, uniqueTitle } from "./forum-people";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The author edits a topic's or a reply's photos: without JavaScript ('Remove' checkboxes and a
// file input), and with it; never more than three in all.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

const topicPhotos = "Photos with the post";

test("without JavaScript the author removes one photo of a topic and adds another, three at most", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle("Is this leaf miner");
  await becomeMember(page, request, { confirmEmail: true });
  const noScript = await personInNewContext(browser, baseURL ?? "", { javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto("/forum/new-post");
  await plain.getByLabel("Category").selectOption({ label: "Pests and Problems" });
  await plain.getByLabel("Title").fill(title);
  await plain.getByLabel("Content").fill("Pale trails across the beet leaves.");
  await plain
    .getByLabel(/^Photos/)
    .setInputFiles([await photoFile("a.jpg", "#6c3483"), await photoFile("b.jpg", "#1e8449")]);
  await plain.getByRole("button", { name: "Create Post" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(plain.getByRole("list", { name: topicPhotos }).getByRole("img")).toHaveCount(2);
  const before = await plain
    .getByRole("list", { name: topicPhotos })
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")));

  // (axe needs JavaScript in the page: the edit forms are checked in the test below.)
  await plain.getByRole("link", { name: "Edit post" }).click();
  await plain.getByLabel("Remove photo 1").check();
  await plain.getByLabel(/^Add photos/).setInputFiles([await photoFile("c.jpg", "#aa8800")]);
  await plain.getByRole("button", { name: "Save changes" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const after = await plain
    .getByRole("list", { name: topicPhotos })
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  expect(after).toHaveLength(2);
  expect(after[0]).toBe(before[1]);
  expect(after).not.toContain(before[0]);

  // Two more would make four: refused, with what was typed kept and the photos as they were.
  await plain.getByRole("link", { name: "Edit post" }).click();
  await plain.getByLabel("Content").fill("Pale trails, and now brown blotches.");
  await plain
    .getByLabel(/^Add photos/)
    .setInputFiles([await photoFile("d.jpg", "#118888"), await photoFile("e.jpg", "#881111")]);
  await plain.getByRole("button", { name: "Save changes" }).click();
  await expect(plain.getByText("You can add up to 3 photos to a post.")).toBeVisible();
  await expect(plain.getByLabel("Content")).toHaveValue("Pale trails, and now brown blotches.");
  await plain.goto(new URL(plain.url()).pathname.replace(/\/edit$/, ""));
  await expect(plain.getByRole("list", { name: topicPhotos }).getByRole("img")).toHaveCount(2);
  await noScript.close();
});

test("with JavaScript the author swaps the photo on a reply", async ({ page, request }) => {
  test.setTimeout(180_000);
  const title = uniqueTitle("What are these eggs");
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/forum/new-post");
  await page.getByLabel("Category").selectOption({ label: "Pests and Problems" });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Tiny yellow eggs under the cabbage leaves.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "Edit post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Forum Post" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByLabel("Your reply").fill("Here is a closer look.");
  await page.getByLabel(/^Photos/).setInputFiles([await photoFile("r.jpg", "#6c3483")]);
  await page.getByRole("button", { name: "Post Reply" }).click();
  const reply = page.getByRole("listitem").filter({ hasText: "Here is a closer look." });
  const photos = reply.getByRole("list").getByRole("img");
  await expect(photos).toHaveCount(1);
  const before = await photos.first().getAttribute("src");

  await reply.getByRole("link", { name: "Edit reply" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Reply" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Remove photo 1").check();
  await page
    .getByLabel(/^Add photos/)
    .setInputFiles([await photoFile("s.jpg", "#1e8449"), await photoFile("t.jpg", "#aa8800")]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(photos).toHaveCount(2);
  const after = await photos.evaluateAll((images) => images.map((i) => i.getAttribute("src")));
  expect(after).not.toContain(before);
});
