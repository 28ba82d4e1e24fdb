import { expect, type Page } from "@playwright/test";

// Saved searches' shared steps (decision 0049).

export const savedToken = () =>
  `zs${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Searches /listings for `word` near LS6 and saves it with the chosen emails. */
export async function saveSearchFromListings(page: Page, word: string, how: "Instant" | "Daily") {
  await page.goto(`/listings?search=${word}&near=LS6&within=5`);
  const form = page.getByRole("form", { name: "Email me new matches" });
  await form.getByLabel(how === "Instant" ? "Instant emails" : "Daily digest at 7am").check();
  await form.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole("link", { name: `“${word}” · within 5 miles of LS6` })).toBeVisible();
}
