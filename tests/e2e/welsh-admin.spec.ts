import { expect, test } from "@playwright/test";
import { createAccount, signIn, uniqueEmail, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";
import { E2E_STAFF } from "./staff";

// The admin area in Welsh (issue 38, decision 0098: the Welsh Language Standards ask for staff
// interfaces in Welsh too): the dashboard, user management with a form's errors in Welsh from the
// browser and from the server, the reports queue and the complaints list (all static, decisions
// 0092 and 0109), and a verification request's notes stored in English (decision 0119); English
// unchanged.
// `?lng=cy` saves Welsh on the account, so this spec has its own admin (the phone spec another),
// and every test here puts English back. The first test reads the saved language across pages,
// and the second saves English part-way: one after the other, never side by side (the config
// runs a file's tests in parallel).
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test.afterEach(async ({ page }) => {
  await page.goto("/admin?lng=en");
});

test("the dashboard, user management and the reports queue in Welsh; English unchanged", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_STAFF.welshAdmin);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/admin?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Dangosfwrdd Gweinyddu | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dangosfwrdd Gweinyddu");
  const stats = page.getByRole("list", { name: "Ystadegau" });
  await expect(stats.getByText("Cyfanswm Defnyddwyr")).toBeVisible();
  await expect(page.getByText("Y 12 wythnos ddiwethaf")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Adrannau gweinyddu" });
  await expect(tabs.getByRole("link", { name: /^Dilysiadau/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Ceisiadau dilysu" })).toBeVisible();
  await expectNoAxeViolations(page);

  // User management, by its tab (a link to a page of its own): the form's errors in Welsh.
  await tabs.getByRole("link", { name: "Rheoli Defnyddwyr" }).click();
  await expect(page.getByRole("heading", { name: "Rhoi rôl" })).toBeVisible();
  await expect(page.getByText("Rhaid i ddefnyddwyr gofrestru cyn")).toBeVisible();
  const userId = page.getByPlaceholder("ID defnyddiwr (UUID)");
  // Empty: refused in the browser, in Welsh (the checks the server asked of the Welsh schema).
  await page.getByRole("button", { name: "Ychwanegu" }).click();
  await expect(page.getByText("Rhowch ID defnyddiwr dilys").first()).toBeVisible();
  // No such member: refused by the server, in Welsh, what was typed kept.
  await userId.fill("00000000-0000-4000-8000-000000000000");
  await page.getByRole("button", { name: "Ychwanegu" }).click();
  await expect(
    page
      .getByText("Heb ddod o hyd i’r defnyddiwr. Gwnewch yn siŵr ei fod wedi cofrestru yn gyntaf.")
      .first(),
  ).toBeVisible();
  await expect(userId).toHaveValue("00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("list", { name: "Deiliaid rolau" })).toContainText("Gweinyddwr");
  await expectNoAxeViolations(page);

  // The reports queue (static), reached from the dashboard's link.
  await page.getByRole("link", { name: "Ciw adroddiadau" }).click();
  await expect(page).toHaveURL(/\/admin\/reports/);
  await expect(page.getByRole("heading", { name: "Adroddiadau", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Adroddiadau agored" })).toBeVisible();
  const filter = page.getByRole("navigation", { name: "Hidlo adroddiadau" });
  await expect(filter.getByRole("link", { name: "Cynnwys anghyfreithlon" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aelodau wedi’u hatal" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The complaints list (static): its status links and heading, from the saved language.
  await page.goto("/admin/complaints");
  await expect(page.getByRole("heading", { name: "Cwynion agored" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Statws y gŵyn" })
      .getByRole("link", { name: "Wedi’u datrys" }),
  ).toBeVisible();

  // English as it was.
  await page.goto("/admin?tab=users&lng=en");
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(page).toHaveTitle("Admin Dashboard | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  await expect(page.getByRole("link", { name: "User Management" })).toBeVisible();
  await expect(page.getByText("Users must sign up before they can be given a role.")).toBeVisible();
});

test("a request's notes from the number check and a rejection without notes, in Welsh; English as stored", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Stored in English and said in the page's language (decision 0119).
  const organisationName = `Pantri Nodiadau ${Date.now()}`;
  await createAccount(request, {
    accountType: "organization",
    organizationName: organisationName,
    organizationType: "food-bank",
    registrationNumber: "1123456",
    email: uniqueEmail("nodiadau"),
  });
  await signIn(page, E2E_STAFF.welshAdmin);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/admin/verifications?lng=cy");
  const card = page.getByRole("listitem").filter({ hasText: organisationName });
  await expect(card).toContainText(
    "Nodiadau: Fformat y rhif elusen yn ddilys - yn aros i gael ei ddilysu â llaw",
  );
  await expect(card).not.toContainText("pending manual verification");
  await page.goto("/admin/verifications?lng=en");
  await expect(card).toContainText(
    "Notes: Charity number format valid - pending manual verification",
  );

  // Rejected with no notes typed: the default, in Welsh in the recent reviews and the audit log.
  await card.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Verification rejected successfully")).toBeVisible();
  await page.goto("/admin?tab=activity&action=verification.reject&lng=cy");
  const reviews = page.getByRole("list", { name: "Adolygiadau diweddar" });
  await expect(reviews.getByRole("listitem").filter({ hasText: organisationName })).toContainText(
    "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.",
  );
});
