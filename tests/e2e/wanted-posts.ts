import { expect, type Page } from "@playwright/test";

// Wanted posts' shared steps (decision 0090).

/** A made-up crop only this run asks for: letters only, as wanted posts' words are matched. */
export const wantedToken = () =>
  `zw${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(
    /\d/g,
    (digit) => "jklmnopqrs"[Number(digit)] ?? "",
  );

/** Posts "Looking for: <word> crowns" near LS6 through the form, and lands on /wanted/mine. */
export async function postWanted(page: Page, word: string) {
  await page.goto("/wanted/new");
  await page.getByLabel("What are you looking for?").fill(`${word} crowns`);
  await page.getByLabel("Category").selectOption("Vegetables");
  await page.getByLabel("Near").fill("LS6");
  await page.getByLabel("Note (optional)").fill("Two or three would do.");
  await page.getByRole("button", { name: "Post it" }).click();
  await expect(page).toHaveURL(/\/wanted\/mine$/);
  await expect(page.getByRole("heading", { name: `Looking for: ${word} crowns` })).toBeVisible();
}
