import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";
import { uniqueWord } from "./listings";

// The lister's side of listings in Welsh (issue 38, decision 0098): the create form (hydrated)
// with a check in the browser and a refusal from the server in Welsh, then success; my listings
// (static) with a status change; the edit page; and English as it was.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("a listing made, managed and edited in Welsh; English unchanged", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Cennin ${uniqueWord()}`;
  await becomeMember(page, request, { confirmEmail: true });

  // Static (decision 0108): its inline script has run once the page has loaded.
  await page.goto("/create-listing?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Rhannu o’ch Gardd | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rhannu o’ch Gardd");
  const submit = page.getByRole("button", { name: "Creu hysbyseb" });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText("Llenwch yr enw, y math, y categori a’r lleoliad i barhau."),
  ).toBeVisible();

  // The browser's check, in the words the server gave it.
  const nameField = page.getByLabel("Enw", { exact: true });
  await nameField.fill(" ");
  await nameField.blur();
  await expect(page.getByText("Rhowch enw i’ch hysbyseb.")).toBeVisible();
  await nameField.fill(name);
  await page.getByText("Am ddim", { exact: true }).click();
  await page.getByLabel("Categori").selectOption({ label: "Llysiau" });
  // A place it does not know: the server's refusal, in Welsh, keeping what was typed.
  const location = page.getByLabel("Lleoliad", { exact: true });
  await location.fill("Zzyzx Nowhere");
  await page.getByLabel("Swm (dewisol)").fill("2 kg");
  await submit.click();
  await expect(
    page.getByText("Dewiswch dref yn y DU neu ran gyntaf cod post, fel LS6 neu CF10."),
  ).toBeVisible();
  await expect(nameField).toHaveValue(name);
  await expectNoAxeViolations(page);

  await location.fill("Leeds");
  await submit.click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Hysbyseb wedi’i chreu")).toBeVisible();
  const id = /\/listings\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";

  // My listings: static, in Welsh, a status change and its toast.
  await page.goto("/my-listings?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Fy Hysbysebion | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fy Hysbysebion");
  await expect(page.getByText("1 hysbyseb", { exact: true })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card.getByText("Gweithredol")).toBeVisible();
  // Its type too (it said "Free" or "Swap").
  await expect(card.getByText(/^(Am ddim|Cyfnewid)$/)).toBeVisible();
  await expect(card.getByText("Heddiw")).toBeVisible();
  await expectNoAxeViolations(page);
  // The delete dialog's close button is named in Welsh too (it said "Close").
  await card.getByRole("button", { name: /^Dileu/ }).click();
  const deleteDialog = page.getByRole("dialog", { name: "Dileu’r hysbyseb hon?" });
  await expect(deleteDialog.getByRole("button", { name: "Cau", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(deleteDialog).toBeHidden();
  await card.getByRole("button", { name: "Marcio wedi’i chyfnewid" }).click();
  await expect(page.getByText("Mae’r hysbyseb wedi’i chyfnewid")).toBeVisible();
  await expect(card.getByText("Wedi’i chyfnewid")).toBeVisible();

  // The edit page, in Welsh, with what was saved.
  await page.goto(`/listings/${id}/edit?lng=cy`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Golygu eich hysbyseb");
  await expect(page).toHaveTitle(`Golygu ${name} | Glut`);
  await expect(page.getByLabel("Enw", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("button", { name: "Cadw’r newidiadau" })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Yn ôl i’r hysbyseb" })).toBeVisible();
  await expectNoAxeViolations(page);

  // English as it was.
  await page.goto("/my-listings?lng=en");
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Listings");
  await expect(page.getByText("1 listing", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as active" })).toBeVisible();
  await page.goto(`/listings/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit your listing");
  await expect(page.getByLabel("Quantity (optional)")).toHaveValue("2 kg");
});
