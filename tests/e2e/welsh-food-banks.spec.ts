import { expect, test } from "@playwright/test";
import { EXETER_FOOD_BANK } from "./food-bank-needs";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The food-bank pages in Welsh (issue 38, decision 0098): the directory and a food bank's page
// (static) and a city's page (hydrated), each with its heading, title and words in Welsh, the
// food banks' own names and needs as they are, and accessible. Food banks:
// tests/e2e/seed-food-banks.ts.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("the directory in Welsh", async ({ page }) => {
  await page.goto("/food-banks?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Dod o Hyd i Fanc Bwyd yn Agos Atoch | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dod o Hyd i Fanc Bwyd yn Agos Atoch",
  );
  const search = page.getByRole("search", { name: "Dod o hyd i fanciau bwyd fesul dinas" });
  const box = search.getByRole("combobox", { name: "Eich tref neu’ch dinas" });
  await box.fill("Car");
  // The inline script's words for screen readers come from the page, in Welsh.
  await expect(search.locator("[aria-live]")).toContainText("wedi’u hawgrymu");
  await box.fill("");
  await expect(page.getByRole("heading", { name: "Cam 1: Cael atgyfeiriad" })).toBeVisible();
  await expect(page.getByText("Cymru (", { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a city's food banks in Welsh, a static page with its map's script", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/food-banks/exeter?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Banciau Bwyd yn Exeter | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banciau Bwyd yn Exeter");
  await expect(page.getByRole("heading", { name: "Angen help ar unwaith?" })).toBeVisible();
  // The food bank's own name and needs are its data, as they are.
  const card = page.getByRole("article", { name: EXETER_FOOD_BANK.name });
  await expect(card.getByRole("heading", { name: "Ei Angen Nawr" })).toBeVisible();
  await expect(page.getByText("Cwestiynau am fanciau bwyd")).toBeVisible();
  // The map panel (shared, English by default) takes the page's words.
  await page.getByRole("button", { name: "Dangos y map" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mae’r map yn dangos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cuddio’r map" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a food bank's own page in Welsh", async ({ page }) => {
  await page.goto(`/food-bank/${EXETER_FOOD_BANK.id}?lng=cy`);
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(`${EXETER_FOOD_BANK.name} | Glut`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /beth sydd ei angen arno/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXETER_FOOD_BANK.name);
  await expect(page.getByRole("heading", { name: "Tyfwyr gerllaw" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toContainText(
    "Banciau Bwyd",
  );
  // Its feed, and the feed's own words, in Welsh too.
  const feedLink = page.getByRole("link", {
    name: "Dilyn anghenion y banc bwyd hwn mewn darllenydd ffrydiau",
  });
  await expect(feedLink).toHaveAttribute(
    "href",
    `/food-bank/${EXETER_FOOD_BANK.id}/needs.atom?lng=cy`,
  );
  const feed = await page.request.get(`/food-bank/${EXETER_FOOD_BANK.id}/needs.atom?lng=cy`);
  expect(await feed.text()).toContain(`${EXETER_FOOD_BANK.name}: beth sydd ei angen arno`);
  await expectNoAxeViolations(page);
});
