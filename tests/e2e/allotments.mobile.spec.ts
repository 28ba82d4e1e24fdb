import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("the allotment directory fits a phone and searches there", async ({ page }) => {
  await page.goto("/allotments");
  const section = page.getByRole("region", { name: "Council allotment directory" });

  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await section.getByRole("searchbox", { name: "Town, city, county or council" }).fill("newport");
  await expect(section.getByRole("status")).toHaveText("Showing 1 allotment location");
  const card = section.getByRole("article", { name: "Newport City Council" });
  await expect(card).toBeVisible();

  const contact = card.getByRole("link", { name: /^Contact Council/ });
  await contact.scrollIntoViewIfNeeded();
  const box = await contact.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await expectNoAxeViolations(page);
});
