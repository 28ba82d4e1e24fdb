import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { CARLISLE_FOOD_BANK } from "./food-bank-needs";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Issue 17 part 5 on a phone: the owner's hint after creating a listing, and the food bank's page.

test("on a phone, a grower's new courgettes meet a food bank's 'fresh vegetables'", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/create-listing");
  await page.getByLabel("Name", { exact: true }).fill("Courgettes");
  await page.getByText("Free", { exact: true }).click();
  await page.getByLabel("Category").selectOption({ label: "Vegetables" });
  await page.getByLabel("Location", { exact: true }).fill("CA1");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);

  const needs = page.getByRole("region", { name: "A food bank near you needs this" });
  await expect(needs).toContainText(
    `${CARLISLE_FOOD_BANK.name} asks for fresh vegetables: they are less than a mile from you.`,
  );
  // The panel fits the phone's width.
  const box = await needs.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page);

  await needs.getByRole("link", { name: CARLISLE_FOOD_BANK.name }).click();
  await expect(page).toHaveURL(`/food-bank/${CARLISLE_FOOD_BANK.id}`);
  await expect(
    page.getByText(/Growers near here are offering: fresh vegetables \(\d+\)/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Courgettes" }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
