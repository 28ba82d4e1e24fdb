import { type Browser, expect, type Page, type Request, test } from "@playwright/test";
import { becomeMember } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { createPost, otherMember, uniqueTitle } from "./forum-people";
import { acceptCookies } from "./helpers";
import { listProduce, uniqueWord } from "./listings";
import { openStaticMemberPage } from "./static-page-checks";
import { postWanted, wantedToken } from "./wanted-posts";

// Member pages with one form, sent static with one inline script (decision 0111): what the
// script adds (the schema's checks, a counter, the button held while the form is on its way),
// and each page's first-load JavaScript (bench/js-budget.json's measuredIn: their addresses come from data only
// these tests make).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

/** Measures `path` in a new context with `page`'s session and an empty HTTP cache. */
function expectWithinBudget(browser: Browser, page: Page, label: string, path: string) {
  return expectFirstLoadWithinBudget(
    browser,
    new URL(page.url()).origin,
    label,
    path,
    page.context(),
  );
}

/**
 * Notes, in the tab's session storage, what the button that sent the next form says and whether
 * it is held, just after the form's own listeners have run; read with `heldButton` on the page
 * that answers (the same tab, after a plain form's navigation).
 */
async function noteButtonOnSubmit(page: Page) {
  await page.evaluate(() => {
    document.addEventListener("submit", (event) => {
      const button = event.submitter as HTMLButtonElement | null;
      // After the page's own timers of this turn (the held button is set in one).
      setTimeout(() =>
        sessionStorage.setItem(
          "held-button",
          JSON.stringify({ disabled: button?.disabled, words: button?.textContent?.trim() }),
        ),
      );
    });
  });
}

async function heldButton(page: Page) {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem("held-button"))) ?? "null");
}

/** A listing of another member's; returns the address of its contact page. */
async function someoneElsesListing(browser: Browser, baseURL: string): Promise<string> {
  const lister = await otherMember(browser, baseURL, "Lister Lark", { confirmEmail: true });
  const id = await listProduce(lister, { name: `${uniqueWord()} chard` });
  await lister.context().close();
  return `/listings/${id}/contact`;
}

test("contacting a lister sends one inline script: the message checked, counted and held on its way", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const path = await someoneElsesListing(browser, baseURL ?? "");
  await openStaticMemberPage(page, path, { inlineScripts: 1 });
  // Checked from its schema before it is sent: a blank message stays on the page, named.
  const box = page.getByLabel("Your message");
  await box.fill("   ");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a message before sending.")).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).pathname).toBe(path);
  // The counter follows what is typed; the message sent, the button is held until the answer.
  const message = "Could I come by on Saturday morning?";
  await box.fill(message);
  await expect(page.getByText(`${1000 - message.length} characters left`)).toBeVisible();
  await expect(page.getByText("Please enter a message before sending.")).toBeHidden();
  await noteButtonOnSubmit(page);
  await page.getByRole("button", { name: "Send message" }).click();
  // Answered as before: the conversation, with the notice.
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  expect(await heldButton(page)).toEqual({ disabled: true, words: "Sending..." });
  await expectWithinBudget(browser, page, "contacting a lister", path);
});

/** Posts a wanted post for `word` as the member on `page`; returns its edit page's address. */
async function ownWantedPost(page: Page, word: string): Promise<string> {
  await postWanted(page, word);
  const id = await page.locator('input[name="id"]').first().inputValue();
  return `/wanted/${id}/edit`;
}

test("editing a wanted post sends one inline script: the form checked and held on its way", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const word = wantedToken();
  const path = await ownWantedPost(page, word);
  await openStaticMemberPage(page, path, { inlineScripts: 1 });
  // Checked from its schema (the new post's form, decision 0106): nothing said of what is
  // wanted stays on the page, the field named and focused, the rest kept.
  const what = page.getByLabel("What are you looking for?");
  await what.fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please say what you are looking for.")).toBeVisible();
  await expect(what).toBeFocused();
  await expect(what).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Near")).toHaveValue("LS6");
  expect(new URL(page.url()).pathname).toBe(path);
  // Saved as before: back to one's wanted posts, the button held until the answer.
  await what.fill(`${word} sets`);
  await noteButtonOnSubmit(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/wanted\/mine$/);
  await expect(page.getByRole("heading", { name: `Looking for: ${word} sets` })).toBeVisible();
  expect(await heldButton(page)).toEqual({ disabled: true, words: "Saving…" });
  await expectWithinBudget(browser, page, "editing a wanted post", path);
});

/** A topic of the member's on `page` with a reply of theirs; the topic's and edit pages' addresses. */
async function ownTopicAndReply(page: Page) {
  const title = uniqueTitle("Slugs on the lettuces");
  await createPost(page, title, "What works against slugs?");
  const topic = new URL(page.url()).pathname;
  await page.getByLabel("Your reply").fill("Beer traps, mostly.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Reply posted")).toBeVisible();
  const href = async (name: string) =>
    (await page.getByRole("link", { name }).first().getAttribute("href")) ?? "";
  return { title, topic, editPost: await href("Edit post"), editReply: await href("Edit reply") };
}

test("editing a forum topic and a reply send one inline script: checked, counted and held on their way", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true });
  const { title, topic, editPost, editReply } = await ownTopicAndReply(page);

  // The topic: the new topic's form and script (decision 0099), its title counted.
  await openStaticMemberPage(page, editPost, { inlineScripts: 1 });
  const titleBox = page.getByLabel("Title");
  await titleBox.fill("   ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please fill in all fields before posting.")).toBeVisible();
  await expect(titleBox).toBeFocused();
  await expect(titleBox).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).pathname).toBe(editPost);
  const changed = `${title} (and snails)`;
  await titleBox.fill(changed);
  await expect(page.getByText(`${200 - changed.length} characters left`)).toBeVisible();
  await noteButtonOnSubmit(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: changed })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(topic);
  expect(await heldButton(page)).toEqual({ disabled: true, words: "Saving..." });
  await expectWithinBudget(browser, page, "editing a forum topic", editPost);

  // The reply: its own form, checked the same way.
  await openStaticMemberPage(page, editReply, { inlineScripts: 1 });
  const replyBox = page.getByLabel("Your reply");
  await replyBox.fill("   ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please write a reply before posting.")).toBeVisible();
  await expect(replyBox).toBeFocused();
  await expect(replyBox).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).pathname).toBe(editReply);
  await replyBox.fill("Beer traps and copper tape.");
  await noteButtonOnSubmit(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Beer traps and copper tape.")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(topic);
  expect(await heldButton(page)).toEqual({ disabled: true, words: "Saving..." });
  await expectWithinBudget(browser, page, "editing a forum reply", editReply);
});

test("reporting sends one inline script: an empty report refused at its field in place, a sent one held on its way", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const listing = (await someoneElsesListing(browser, baseURL ?? "")).replace(/\/contact$/, "");
  const id = listing.split("/").at(-1) ?? "";
  const path = `/report?kind=listing&id=${id}&returnTo=${encodeURIComponent(listing)}`;
  await openStaticMemberPage(page, path, { inlineScripts: 1 });
  let documents = 0;
  const countDocuments = (sent: Request) => {
    if (sent.resourceType() === "document") documents++;
  };
  page.on("request", countDocuments);
  // Sent empty: checked from its schema, the message at the reason, and no page load.
  const reason = page.getByLabel("Why are you reporting this?");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Choose why you are reporting this.")).toBeVisible();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  expect(documents).toBe(0);
  page.off("request", countDocuments);
  // A reason chosen, the message goes; the report sent, the button is held until the answer.
  await reason.selectOption({ label: "Spam or advertising" });
  await expect(page.getByText("Choose why you are reporting this.")).toBeHidden();
  await page.getByLabel("Anything a moderator should know (optional)").fill("Posted twice");
  await noteButtonOnSubmit(page);
  await page.getByRole("button", { name: "Send report" }).click();
  // Answered as before: back where the member came from, with the notice.
  await expect(page).toHaveURL(listing);
  await expect(page.getByText("Thank you: a moderator will look at it")).toBeVisible();
  expect(await heldButton(page)).toEqual({ disabled: true, words: "Sending..." });

  // Without JavaScript the server answers: its message at the field, the note kept as typed.
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto(path);
    await plain.getByLabel("Anything a moderator should know (optional)").fill("Kept as typed");
    await plain.getByRole("button", { name: "Send report" }).click();
    await expect(plain).toHaveURL(/\/report\?kind=listing/);
    await expect(plain.getByText("Choose why you are reporting this.")).toBeVisible();
    await expect(plain.getByLabel("Anything a moderator should know (optional)")).toHaveValue(
      "Kept as typed",
    );
  } finally {
    await noScript.close();
  }
});
