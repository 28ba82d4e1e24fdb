import { expect, test } from "@playwright/test";
import { becomeMember, becomeMemberWithoutScript } from "./accounts";
import { expectNoAxeViolations } from "./helpers";
import { savedToken, saveSearchFromListings } from "./saved-searches";

// Issue 17 part 3 on a phone: the save form fits and is axe clean, and the whole round works
// without JavaScript (plain forms).

test("on a phone, the save form fits the screen and the saved searches page is axe clean", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  const word = savedToken();
  await page.goto(`/listings?search=${word}&near=LS6&within=5`);
  const form = await page.getByRole("form", { name: "Email me new matches" }).boundingBox();
  expect((form?.x ?? 0) + (form?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await saveSearchFromListings(page, word, "Instant");
  await expect(page.getByText("Instant emails")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member saves, pauses and deletes a search with plain forms", async ({ page }) => {
    await becomeMemberWithoutScript(page);
    const word = savedToken();
    await saveSearchFromListings(page, word, "Instant");
    const card = page.getByRole("listitem").filter({ hasText: word });
    await card.getByRole("button", { name: /^Pause/ }).click();
    await expect(card.getByText("Instant emails · Paused: no emails")).toBeVisible();
    await card.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByText("No saved searches yet.")).toBeVisible();
  });
});
