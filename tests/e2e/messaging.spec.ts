import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  becomeMember,
  OUR_ORIGIN,
  randomClientAddress,
  useOwnClientAddress,
  waitForEmail,
} from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The marketplace's whole round trip: a member lists produce with photos, it can be found by
// every filter, another member contacts the lister, and the two talk it over.

async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A second person, in their own browser context with their own cookies and address. */
async function secondPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return context.newPage();
}

const token = () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("a listing with photos is found by each filter, a member contacts the lister and they reply", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two sign-ups with payments, a listing with photos and a conversation: a long story.
  test.setTimeout(150_000);
  const tag = token();
  const title = `Kohlrabi ${tag}`;
  // Hebden Bridge's postcode district: a location is a town or district (decision 0048).
  const place = "HX7";
  const lister = await becomeMember(page, request, { confirmEmail: true, username: "Lister Lena" });

  await page.goto("/create-listing");
  await page.getByLabel("Name", { exact: true }).fill(title);
  await page.getByText("Swap", { exact: true }).click();
  await page.getByLabel("Category").selectOption({ label: "Vegetables" });
  await page.getByLabel("Location", { exact: true }).fill(place);
  await page.getByLabel("Description (optional)").fill("Purple and green, picked this morning.");
  await page
    .getByLabel(/^Photos/)
    .setInputFiles([await photo("purple.jpg", "#6c3483"), await photo("green.jpg", "#1e8449")]);
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const listingUrl = page.url();
  await expect(page.getByRole("img", { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "More photos" }).getByRole("img")).toHaveCount(1);
  // The owner manages their listing rather than contacting themselves.
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Contact/ })).toHaveCount(0);

  const asker = await secondPerson(browser, baseURL ?? "");
  const askerAccount = await becomeMember(asker, asker.request, {
    confirmEmail: true,
    username: "Asker Arlo",
  });

  // Each filter alone finds it, and so do all of them together.
  const card = asker.getByRole("link", { name: new RegExp(title) });
  for (const query of [
    `search=${encodeURIComponent(tag.toUpperCase())}`,
    `location=${encodeURIComponent(place.toLowerCase())}`,
    "category=Vegetables",
    "type=Swap",
    `search=${tag}&location=${encodeURIComponent(place)}&category=Vegetables&type=Swap`,
  ]) {
    await asker.goto(`/listings?${query}`);
    await expect(card, query).toBeVisible();
  }
  // …and a filter it does not match leaves it out.
  await asker.goto(`/listings?search=${tag}&type=Free`);
  await expect(asker.getByText("Found 0 garden swaps")).toBeVisible();

  await asker.goto(`/listings?search=${tag}`);
  await card.click();
  await expect(asker).toHaveURL(listingUrl);
  // The listing's own document (as a link from an email opens it): a static page whose Contact
  // dialog is native, opened by its inline script (decision 0099). A card followed once /listings
  // runs React renders React's dialog instead (static-pages.spec.ts).
  await asker.goto(listingUrl);
  await expect(asker.getByText("Listed by Lister Lena")).toBeVisible();

  // The Contact dialog: Escape closes it and focus goes back to the button; an empty message is
  // refused, the counter counts, the dialog closes.
  const contact = asker.getByRole("button", { name: "Contact Lister Lena" });
  await contact.click();
  const dialog = asker.getByRole("dialog", { name: "Contact Lister Lena" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your message")).toBeFocused();
  await asker.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
  await contact.press("Enter");
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(asker);
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByText("Please enter a message before sending.")).toBeVisible();
  const box = dialog.getByLabel("Your message");
  await box.fill("Hello! Would you swap for a jar of plum jam?");
  await expect(dialog.getByText("956 characters left")).toBeVisible();
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(asker.getByText("Message Sent!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(asker.getByRole("link", { name: "View your conversation" })).toBeVisible();

  // The lister sees the badge, the conversation and the email.
  const email = await waitForEmail(
    lister.email,
    /Subject: New message from Asker Arlo about Kohlrabi/,
  );
  expect(email).toContain("plum jam");
  await page.goto("/dashboard");
  const inboxLink = page.getByRole("link", { name: "Messages, 1 unread" });
  await expect(inboxLink).toBeVisible();
  await inboxLink.click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByText(`Your listing: ${title}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /Asker Arlo/ }).click();
  await expect(page.getByRole("heading", { name: "Asker Arlo" })).toBeVisible();
  await expect(page.getByText("Hello! Would you swap for a jar of plum jam?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  await page.getByLabel("Reply to Asker Arlo").fill("Deal. Saturday morning?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByRole("list", { name: "Messages" }).getByText("Deal. Saturday morning?"),
  ).toBeVisible();
  await expect(page.getByLabel("Reply to Asker Arlo")).toHaveValue("");
  await expectNoAxeViolations(page);

  // The reply reaches the asker: badge, thread and email.
  const replyEmail = await waitForEmail(
    askerAccount.email,
    /Subject: New message from Lister Lena about Kohlrabi/,
  );
  expect(replyEmail).toContain("Saturday morning");
  await asker.goto("/messages");
  await expect(asker.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await asker.getByRole("link", { name: /Lister Lena/ }).click();
  await expect(asker.getByText("Deal. Saturday morning?")).toBeVisible();
  await expect(asker.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await asker.context().close();
});

/** Lists produce straight through the create form's endpoint; returns the listing's address. */
async function listThroughForm(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/create-listing", {
    multipart: { name, type: "Free", category: "Fruits", location: "York" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/listings\/[0-9a-f-]{36}$/);
  return location;
}

test("without JavaScript the Contact button is a page; nobody else can read or write the conversation", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? "";
  const title = `Damsons ${token()}`;
  await becomeMember(page, request, { confirmEmail: true, username: "Damson Dee" });
  const listingPath = await listThroughForm(page, title);

  // The asker signs up with scripts on, then carries on with them off.
  const signingUp = await secondPerson(browser, base);
  await becomeMember(signingUp, signingUp.request, { confirmEmail: true, username: "Quiet Quin" });
  const noScript = await browser.newContext({
    baseURL: base,
    javaScriptEnabled: false,
    storageState: await signingUp.context().storageState(),
  });
  await useOwnClientAddress(noScript);
  const asker = await noScript.newPage();
  await asker.goto(listingPath);
  await asker.getByRole("link", { name: "Contact Damson Dee" }).click();
  await expect(asker).toHaveURL(`${listingPath}/contact`);
  await expect(asker.getByRole("heading", { name: "Contact Damson Dee" })).toBeVisible();
  await asker.getByLabel("Your message").fill("Could I pick some up after work?");
  await asker.getByRole("button", { name: "Send message" }).click();
  await expect(asker).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(asker.getByText("Message Sent!")).toBeVisible();
  await expect(asker.getByText("Could I pick some up after work?")).toBeVisible();
  const conversationPath = new URL(asker.url()).pathname;

  // Axe needs scripts: the same pages, checked with them on.
  await signingUp.goto(`${listingPath}/contact`);
  await expectNoAxeViolations(signingUp);
  await signingUp.goto(conversationPath);
  await expectNoAxeViolations(signingUp);

  // A reply without scripts is a plain form post too.
  await asker.getByLabel("Reply to Damson Dee").fill("Any time after six suits me.");
  await asker.getByRole("button", { name: "Send reply" }).click();
  await expect(asker.getByText("Any time after six suits me.")).toBeVisible();

  // The conversation is the asker's alone, so no browser keeps it: Back after signing out asks
  // the server again, which sends them to sign in, and shows none of the messages.
  const own = await asker.goto(conversationPath);
  expect(own?.headers()["cache-control"]).toBe("private, no-store");
  await expect(asker.getByText("Any time after six suits me.")).toBeVisible();
  await asker.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(asker).toHaveURL(`${base}/`);
  await asker.goBack();
  await expect(asker).toHaveURL(/\/login\?redirectTo=/);
  await expect(asker.getByText("Could I pick some up after work?")).toHaveCount(0);
  await expect(asker.getByText("Any time after six suits me.")).toHaveCount(0);

  // A third member can neither open the conversation nor post into it.
  const stranger = await secondPerson(browser, base);
  await becomeMember(stranger, stranger.request, { username: "Nosy Nell" });
  const opened = await stranger.goto(conversationPath);
  expect(opened?.status()).toBe(403);
  await expect(stranger.getByRole("heading", { name: "Not Your Conversation" })).toBeVisible();
  await expect(stranger.getByText("Could I pick some up")).toHaveCount(0);
  const forged = await stranger.request.post(conversationPath, {
    form: { message: "Let me in" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);

  // Someone signed out gets the contact's own message and the way to sign in.
  const anonymous = await request.post(`${listingPath}/contact`, {
    form: { message: "Hello" },
    maxRedirects: 0,
    headers: { Cookie: "" },
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(listingPath)}`);

  // The lister's thread holds the two messages and nothing of the stranger's.
  await page.goto(conversationPath);
  const thread = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(thread.filter({ hasText: /\S/ })).toHaveCount(2);
  await expect(page.getByText("Let me in")).toHaveCount(0);

  await noScript.close();
  await signingUp.context().close();
  await stranger.context().close();
});
