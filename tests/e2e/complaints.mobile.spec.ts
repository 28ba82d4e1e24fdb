import { expect, test } from "@playwright/test";
import { OUR_ORIGIN, randomClientAddress, uniqueEmail, waitForEmail } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Complaints on a phone, with JavaScript (decision 0075): the page's form checks run in the
// browser before anything is sent, then the complaint is acknowledged in place and by email.
// The desktop spec covers the same route without JavaScript and the staff side.

test("on a phone a visitor is told what is missing, then complains and gets a reference", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(page.context(), baseURL ?? "");
  await page
    .context()
    .setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  await page.goto("/complaints");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByText("Choose what your complaint is about.")).toBeVisible();
  await expect(page).toHaveURL(/\/complaints$/);

  const email = uniqueEmail("phone-complainant");
  await page.getByLabel("What is your complaint about?").selectOption("compliance");
  await page.getByLabel("Your name").fill("Pat Phone");
  await page.getByLabel("Your email").fill(email);
  await page
    .getByLabel("Your complaint", { exact: true })
    .fill("My report of a scam listing was not answered.");
  await page.getByRole("button", { name: "Send complaint" }).click();
  const status = page.getByRole("status").filter({ hasText: "Complaint received" });
  await expect(status).toContainText("within 5 working days");
  const reference = (await status.textContent())?.match(/GC-[A-Z0-9]{8}/)?.[0] ?? "";
  expect(reference).not.toBe("");
  expect(await waitForEmail(email, new RegExp(reference))).toContain(reference);
});
