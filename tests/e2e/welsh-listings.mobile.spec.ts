import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { uniqueWord } from "./listings";

// /listings in Welsh on a phone (issue 38): its filters and an empty search's way on.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone an empty search speaks Welsh", async ({ page, request }) => {
  await becomeMember(page, request);
  await page.goto(`/listings?lng=cy&search=${uniqueWord()}&type=Swap`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pori Cynnyrch o’r Ardd");
  await expect(page.getByLabel("Math", { exact: true }).locator("option:checked")).toHaveText(
    "Cyfnewid",
  );
  await expect(page.getByText("Wedi dod o hyd i 0 hysbyseb")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dim hysbysebion" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Clirio pob hidlydd" })).toBeVisible();
  await expectNoAxeViolations(page);
});
