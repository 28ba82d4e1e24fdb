import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// What was shared (issue 35, item 9; decision 0091), on the home page and a city page, without
// JavaScript as every static page is. Other specs may complete handovers on the same server, so
// the UK's figures are read as a sentence, not a number; Newry stays empty (places.spec.ts).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

const ukYear = () =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric" }).format(
    new Date(),
  );

/** Every form the UK's sentence takes (impact-text.ts), none of them invented. */
const UK_LINE =
  /(collected through Glut across the UK|Nothing has been collected through Glut across the UK yet in \d{4}\.)/;

test("the home page says what was shared across the UK", async ({ page }) => {
  await page.goto("/");
  const shared = page.getByRole("region", { name: "Shared through Glut" });
  await expect(shared).toBeVisible();
  await expect(shared.getByText(UK_LINE)).toBeVisible();
  await expect(
    shared.getByText(/Counted from the handovers members mark as collected/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a city page says what was shared there, and asks someone to be the first", async ({
  page,
}) => {
  await page.goto("/city/newry");
  const shared = page.getByRole("region", { name: "Shared in Newry" });
  await expect(
    shared.getByText(`Nothing has been collected through Glut in Newry yet in ${ukYear()}.`),
  ).toBeVisible();
  await expect(shared.getByText(UK_LINE)).toBeVisible();
  await expect(shared.getByRole("link", { name: "share your garden surplus" })).toHaveAttribute(
    "href",
    "/create-listing",
  );
  await expectNoAxeViolations(page);
});
