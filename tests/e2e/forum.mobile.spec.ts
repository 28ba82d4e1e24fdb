import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone a member finds a topic by category, reads it and replies", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/forum");
  await expectNoAxeViolations(page);
  await page
    .getByRole("list", { name: "Forum categories" })
    .getByRole("link", { name: "Recipes and Preserving" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Recipes and Preserving" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Courgette glut: your best recipes?" }).click();
  await expect(page.getByText(/Courgette chutney keeps for a year/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Your reply").fill("Courgette and lemon jam is lovely too.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Courgette and lemon jam is lovely too.")).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});
