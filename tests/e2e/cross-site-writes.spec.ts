import { expect, test } from "@playwright/test";

// A page on another site posting one of our forms, in a real browser: the browser marks the
// request cross-site (Sec-Fetch-Site), and the server refuses it before any page reads it.

test("a form on another site cannot post to Glut", async ({ page, baseURL }) => {
  await page.route("http://elsewhere.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Elsewhere</title>
        <form method="post" action="${baseURL}/contact">
          <input name="name" value="Someone"><input name="email" value="a@example.com">
          <input name="subject" value="Hello"><input name="message" value="A message from elsewhere">
          <button>Send</button>
        </form>`,
    }),
  );
  await page.goto("http://elsewhere.test/");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${baseURL}/contact`),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(
    page.getByText("did not come from a Glut page, so nothing was changed"),
  ).toBeVisible();
});
