import { expect, type Page, test } from "@playwright/test";
import { createAccount, signIn, useOwnClientAddress, waitForEmail } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The e2e server sets no CONTACT_EMAIL, so messages go to the address in the default MAIL_FROM.
const STAFF = "hello@glut.localhost";

let sequence = 0;
/** A name no other test uses, so its email can be told apart in the shared outbox. */
const uniqueName = (label: string) => `${label} ${process.pid}-${Date.now()}-${++sequence}`;

function form(page: Page) {
  return {
    name: page.getByLabel("Name"),
    email: page.getByLabel("Email"),
    message: page.getByLabel("Message"),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

test.describe("contact page", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
    // Five messages an hour per address: each test writes from its own.
    await useOwnClientAddress(context);
  });

  test("sends a message to staff with a live counter, then clears the form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    const fields = form(page);
    await expect(fields.email).toHaveAttribute("type", "email");
    await expect(page.getByText("1000 characters left")).toBeVisible();
    await expect(fields.send).toBeDisabled();

    const name = uniqueName("Allotment Annie");
    await fields.name.fill(name);
    await fields.email.fill("annie@example.org");
    await expect(fields.send).toBeDisabled();
    await fields.message.fill("Could our school join as a partner?");
    await expect(page.getByText("965 characters left")).toBeVisible();
    await expectNoAxeViolations(page);

    await fields.send.click();
    // The page is static (decision 0057): the post is a plain one, answered on a fresh form.
    await expect(page).toHaveURL(/\/contact$/);
    const sent = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(sent).toBeVisible();
    await expect(
      sent.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    await expect(fields.name).toHaveValue("");
    await expect(fields.email).toHaveValue("");
    await expect(fields.message).toHaveValue("");
    await expect(page.getByText("1000 characters left")).toBeVisible();
    await expect(fields.send).toBeDisabled();

    const email = await waitForEmail(
      STAFF,
      new RegExp(`Subject: Contact form: message from ${name}`),
    );
    expect(email).toContain("Reply-To: annie@example.org");
    expect(email).toContain("Could our school join as a partner?");
  });

  test("a blank field gets the specification's notice and nothing is sent", async ({ page }) => {
    await page.goto("/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const fields = form(page);
    await fields.name.fill("   ");
    await fields.email.fill("annie@example.org");
    await fields.message.fill("Only spaces for a name");
    await fields.send.click();

    // Stopped in the browser, in the words the server would answer with; nothing is posted.
    const notice = page.getByRole("alert").filter({ hasText: "All fields required" });
    await expect(notice).toBeVisible();
    await expect(notice.getByText("Please fill in all fields before sending.")).toBeVisible();
    await expect(fields.name).toBeFocused();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(fields.message).toHaveValue("Only spaces for a name");
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("starts with a signed-in member's name and email", async ({ page, request }) => {
    const account = await createAccount(request, { username: "Runner Bean Rita" });
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/contact");
    await expect(form(page).name).toHaveValue("Runner Bean Rita");
    await expect(form(page).email).toHaveValue(account.email);
    await expect(form(page).send).toBeDisabled();
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
    await useOwnClientAddress(context);
  });

  test("sends the message and says so on a fresh, empty form", async ({ page }) => {
    await page.goto("/contact");
    const fields = form(page);
    const name = uniqueName("No Script Sam");
    await fields.name.fill(name);
    await fields.email.fill("sam@example.org");
    await fields.message.fill("Sent from a phone at the allotment gate");
    await fields.send.click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    await expect(fields.name).toHaveValue("");
    await expect(fields.message).toHaveValue("");
    const email = await waitForEmail(
      STAFF,
      new RegExp(`Subject: Contact form: message from ${name}`),
    );
    expect(email).toContain("Reply-To: sam@example.org");
  });

  test("an empty field is answered with the specification's words, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const fields = form(page);
    await fields.email.fill("sam@example.org");
    await fields.message.fill("I forgot my name");
    await fields.send.click();

    await expect(page.getByText("All fields required")).toBeVisible();
    await expect(page.getByText("Please fill in all fields before sending.")).toBeVisible();
    await expect(fields.email).toHaveValue("sam@example.org");
    await expect(fields.message).toHaveValue("I forgot my name");
    await expect(page.getByText("Please enter your name.")).toBeVisible();
  });
});
