import { expect, type Page, type Request, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, useOwnClientAddress } from "./accounts";
import { createPost } from "./forum-people";
import { acceptCookies } from "./helpers";
import { uniqueWord } from "./listings";

// A create form sent twice without JavaScript (a double click, then the very same request sent
// again, as a browser's resend or a retry after an unclear answer does) makes one thing, and
// every sending lands on it (decision 0078). The form's key is drawn when the page is rendered.

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** Records the page's form posts to `path`, to send the very same one again. */
function recordPosts(page: Page, path: RegExp): Request[] {
  const posts: Request[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && path.test(new URL(sent.url()).pathname)) posts.push(sent);
  });
  return posts;
}

/** Sends a recorded form post again, byte for byte, with the page's cookies. */
async function sendAgain(page: Page, post: Request) {
  const response = await page.request.post(post.url(), {
    data: post.postDataBuffer() ?? Buffer.alloc(0),
    headers: { ...OUR_ORIGIN, "Content-Type": (await post.allHeaders())["content-type"] ?? "" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  return response.headers().location ?? "";
}

test("a reply double-clicked and sent again is posted once", async ({ page, request }) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  await createPost(page, `Twice ${uniqueWord()}`, "Does a second click post twice?");
  const topic = new URL(page.url()).pathname;
  const text = `Only once ${uniqueWord()}`;
  const posts = recordPosts(page, /^\/forum\/post\//);

  await page.getByLabel("Your reply").fill(text);
  await page.getByRole("button", { name: "Post Reply" }).dblclick();
  await expect(page.getByText(text)).toBeVisible();
  const first = posts[0];
  if (!first) throw new Error("the reply form was not posted");

  const landed = await sendAgain(page, first);
  expect(landed).toMatch(new RegExp(`^${topic}(\\?page=\\d+)?#reply-[0-9a-f-]{36}$`));
  await page.goto(topic);
  await expect(page.getByText(text)).toHaveCount(1);
});

test("a new listing double-clicked and sent again is listed once", async ({ page, request }) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const name = `Beans ${uniqueWord()}`;
  const posts = recordPosts(page, /^\/create-listing$/);

  await page.goto("/create-listing");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("Free", { exact: true }).click();
  await page.getByLabel("Category").selectOption({ label: "Vegetables" });
  await page.getByLabel("Location", { exact: true }).fill("Leeds");
  await page.getByRole("button", { name: "Create listing" }).dblclick();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  const listing = new URL(page.url()).pathname;
  const first = posts[0];
  if (!first) throw new Error("the listing form was not posted");

  expect(await sendAgain(page, first)).toBe(listing);
  await page.goto("/my-listings");
  await expect(page.getByRole("heading", { name })).toHaveCount(1);
});
