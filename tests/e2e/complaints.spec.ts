import { expect, test } from "@playwright/test";
import { OUR_ORIGIN, randomClientAddress, signIn, uniqueEmail, waitForEmail } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { E2E_STAFF } from "./staff";

// Complaints (decision 0075): a visitor without JavaScript complains and gets a reference by
// email; a moderator sees it on /admin/complaints and answers it.

test.use({ javaScriptEnabled: false });

test("a visitor complains without JavaScript; a moderator answers it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await acceptCookies(page.context(), baseURL ?? "");
  await page
    .context()
    .setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  const email = uniqueEmail("complainant");
  // axe needs a page's JavaScript, which this visitor has off: complaints.mobile.spec.ts checks
  // this page with it on.
  await page.goto("/complaints");
  await page.getByLabel("What is your complaint about?").selectOption("content");
  await page.getByLabel("Your name").fill("Pat Visitor");
  await page.getByLabel("Your email").fill(email);
  await page
    .getByLabel("Your complaint", { exact: true })
    .fill("A listing offers cannabis cuttings.");
  await page.getByRole("button", { name: "Send complaint" }).click();
  const status = page.getByRole("status").filter({ hasText: "Complaint received" });
  await expect(status).toContainText("within 5 working days");
  const reference = (await status.textContent())?.match(/GC-[A-Z0-9]{8}/)?.[0] ?? "";
  expect(reference).not.toBe("");
  expect(await waitForEmail(email, new RegExp(reference))).toContain("within 5 working days");

  // Staff use the page with JavaScript (the test's own page has none).
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: OUR_ORIGIN,
    javaScriptEnabled: true,
  });
  await acceptCookies(context, baseURL ?? "");
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  const moderator = await context.newPage();
  await signIn(moderator, E2E_STAFF.moderator);
  await expect(moderator).toHaveURL(/\/dashboard$/);
  await moderator.goto("/admin/complaints");
  const card = moderator.getByRole("listitem").filter({ hasText: reference });
  await expect(card).toContainText("A listing offers cannabis cuttings.");
  await expectNoAxeViolations(moderator);
  await card.getByLabel("Answer (emailed to the complainant)").fill("We have removed it.");
  await card.getByRole("button", { name: /Send answer and resolve/ }).click();
  await expect(moderator.getByText("Answer sent and complaint resolved.").first()).toBeVisible();
  expect(await waitForEmail(email, /Our answer to your complaint/)).toContain(
    "We have removed it.",
  );
  await context.close();
});
