import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The place pages in Welsh on a phone (issue 38): the longer Welsh words still fit the screen,
// and the allotment search counts in Welsh there.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a Welsh city's page and the allotment directory in Welsh fit a phone", async ({ page }) => {
  await page.goto("/city/cardiff?lng=cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cynnyrch gardd yng Nghaerdydd");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/allotments?lng=cy");
  const directory = page.getByRole("region", { name: "Cyfeiriadur rhandiroedd cynghorau" });
  await expectNoSidewaysScroll(page);
  await directory.getByRole("searchbox", { name: "Tref, dinas, sir neu gyngor" }).fill("caerdydd");
  await expect(directory.getByRole("status")).toHaveText("Yn dangos 1 lleoliad rhandir");
  const contact = directory
    .getByRole("article", { name: "Cyngor Caerdydd" })
    .getByRole("link", { name: /^Cysylltu â’r Cyngor/ });
  await contact.scrollIntoViewIfNeeded();
  expect((await contact.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
});
