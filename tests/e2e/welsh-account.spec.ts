import { expect, test } from "@playwright/test";
import { createAccount, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The member's own pages in Welsh (issue 38, decision 0098): the dashboard and its membership
// card (money as £0.00 in Welsh too), the test payment page, account settings with a form's
// error, the member's profile, and the forgotten-password page, with English unchanged.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("the dashboard, paying, account settings and the profile in Welsh", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, { username: "Gwen Garddwr" });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard, before membership: static (decision 0105), in Welsh, the price as £1.00.
  await page.goto("/dashboard?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Eich dangosfwrdd | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Croeso, Gwen Garddwr");
  await expect(page.getByRole("heading", { name: "Eich cyfrif", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gosodiadau’r fforwm" })).toBeVisible();
  await expect(page.getByText("Cadarnhewch eich cyfeiriad e-bost")).toBeVisible();
  const card = page.getByRole("region", { name: "Aelodaeth" });
  await expect(card.getByText("Ddim yn weithredol")).toBeVisible();
  await expectNoAxeViolations(page);

  // The test payment page in Welsh, then back to the dashboard as a member.
  await card.getByRole("button", { name: "Tanysgrifio am £1.00 y flwyddyn" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aelodaeth Glut");
  await expect(page.getByText("Taliad prawf: does dim arian yn symud")).toBeVisible();
  await page.getByRole("button", { name: "Talu £1.00" }).click();
  await expect(page).toHaveURL(/\/dashboard\?success=true$/);
  await expect(card.getByText("Tanysgrifiad llwyddiannus!")).toBeVisible();
  await expect(card.getByText("Gweithredol", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pori hysbysebion" })).toBeVisible();
  // A member's My Listings card, in Welsh too (it was English, decision 0116).
  await expect(page.getByRole("heading", { level: 2, name: "Fy Hysbysebion" })).toBeVisible();
  await expect(page.getByText("Yr hyn rydych wedi’i rannu ar Glut.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Rheoli fy hysbysebion" })).toBeVisible();

  // Account settings, static (decision 0107): a form's error in Welsh, in the browser, from the
  // checks its inline script runs.
  await page.getByRole("link", { name: "Gosodiadau’r cyfrif" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gosodiadau’r cyfrif");
  await page.getByLabel("Cyfrinair presennol").fill(account.password);
  await page.getByLabel("Cyfrinair newydd", { exact: true }).fill("a-new-password-1");
  await page.getByLabel("Cadarnhau’r cyfrinair newydd").fill("something-else-2");
  await page.getByRole("button", { name: "Newid y cyfrinair" }).click();
  await expect(page.getByText("Nid yw’r cyfrineiriau’n cyfateb")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dileu’r cyfrif" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The member's own profile, static, in Welsh.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Eich proffil" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gwen Garddwr");
  await expect(page.getByRole("heading", { name: "Hanes rhannu" })).toBeVisible();
  await expect(page.getByText("Does neb wedi gadael nodyn diolch i chi eto.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the forgotten-password page in Welsh, its error and its answer; English unchanged", async ({
  page,
}) => {
  await page.goto("/forgot-password?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Wedi anghofio’ch cyfrinair? | Glut");
  await page.getByLabel("E-bost").fill("not-an-address");
  await page.getByRole("button", { name: "Anfon dolen ailosod" }).click();
  await expect(
    page.getByText("Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.cymru"),
  ).toBeVisible();
  await page.getByLabel("E-bost").fill("nobody@example.com");
  await page.getByRole("button", { name: "Anfon dolen ailosod" }).click();
  await expect(page.getByText("Edrychwch ar eich e-bost")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/forgot-password?lng=en");
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgotten your password?");
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
});
