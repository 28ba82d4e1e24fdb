import { expect, type Page, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The forum in Welsh (issue 38, decision 0098): the index and a category (static pages, decision
// 0092), a topic with its replies and reply form, and the new-post form, each with its title,
// heading and words in Welsh, the seeded categories by their Welsh names, members' topics and
// replies as written, and accessible. The demo topics come from the seed (tests/e2e/seed.ts).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});
const scriptsOn = (page: Page) =>
  page.locator(
    "script:not([type='application/ld+json']):not([data-shell-script]), link[rel='modulepreload']",
  );

test("the forum's index in Welsh for a visitor, still a static page", async ({ page }) => {
  await page.goto("/forum?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Fforwm y Gymuned | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fforwm y Gymuned");
  await expect(page.getByText("Mae’r fforwm i aelodau")).toBeVisible();
  const categories = page.getByRole("list", { name: "Categorïau’r fforwm" });
  await expect(categories.getByRole("link", { name: "Plâu a Phroblemau" })).toBeVisible();
  await expect(categories.getByText(/\d+ (pwnc|bwnc) · \d+ ateb/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Postiad Newydd" })).toBeVisible();
  // Static (decisions 0057, 0092): no script in Welsh either.
  expect(await scriptsOn(page).count()).toBe(0);
  await expectNoAxeViolations(page);
});

test("a member reads a category and a topic in Welsh, and the reply form refuses in Welsh", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/forum?lng=cy");
  await expect(page.getByRole("heading", { name: "Y pynciau diweddaraf" })).toBeVisible();
  await expect(page.getByRole("search", { name: "Chwilio’r fforwm" })).toBeVisible();

  await page
    .getByRole("list", { name: "Categorïau’r fforwm" })
    .getByRole("link", { name: "Ryseitiau a Chyffeithio" })
    .click();
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Ryseitiau a Chyffeithio | Fforwm | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ryseitiau a Chyffeithio");
  await expect(page.getByText("Beth i’w wneud â gormod o gnwd")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toContainText("Fforwm");
  const topics = page.getByRole("list", { name: "Pynciau yn Ryseitiau a Chyffeithio" });
  await expect(topics.getByText(/gweithgarwch diwethaf/).first()).toBeVisible();
  // Static for a member too: no module, only the live updates' file a member's page carries.
  expect(await scriptsOn(page).and(page.locator(":not([data-live-script])")).count()).toBe(0);
  await expectNoAxeViolations(page);

  // A member's topic stays as written; the page around it is in Welsh.
  await topics.getByRole("link", { name: "Courgette glut: your best recipes?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Courgette glut: your best recipes?",
  );
  await expect(page).toHaveTitle("Courgette glut: your best recipes? | Glut");
  await expect(page.getByText("Enghraifft").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Atebion \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ateb", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Dilyn y pwnc hwn" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The browser's check, from the schema in Welsh.
  await page.getByRole("button", { name: "Postio’r Ateb" }).click();
  await expect(page.getByText("Ysgrifennwch ateb cyn postio.").first()).toBeVisible();
  // The topic's report form checks in the browser too, in Welsh, and stays on the page.
  const topicPath = new URL(page.url()).pathname;
  const report = page.locator("details", { has: page.locator("form#report-topic") });
  await report.getByText("Rhoi gwybod", { exact: true }).click();
  // Checked open, before the error scrolls the disclosure's summary under the sticky header.
  await expectNoAxeViolations(page);
  await report.getByRole("button", { name: "Anfon yr adroddiad" }).click();
  await expect(report.getByText("Dewiswch pam rydych chi’n rhoi gwybod am hyn.")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(topicPath);

  // Another member's topic cannot be edited: the refusal page says why, in Welsh.
  const refused = await page.goto(`${new URL(page.url()).pathname}/edit?lng=cy`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Dim ond eich postiadau eich hun y gallwch eu newid.")).toBeVisible();
});

test("the new-post form in Welsh: a refusal in Welsh keeps what was typed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/forum/new-post?category=growing-tips&lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Creu Postiad yn y Fforwm | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Creu Postiad yn y Fforwm");
  const category = page.getByLabel("Categori");
  await expect(category.locator("option:checked")).toHaveText("Awgrymiadau Tyfu");
  await page.getByLabel("Teitl").fill("   ");
  // The title's counter, kept by the page's inline script, counts in Welsh.
  await expect(page.getByText("197 nod ar ôl")).toBeVisible();
  await page.getByLabel("Cynnwys").fill("Twneli yn nail fy ngoglys");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Creu’r Postiad" }).click();
  await expect(page.getByText("Llenwch bob maes cyn postio.").first()).toBeVisible();
  await expect(page.getByLabel("Cynnwys")).toHaveValue("Twneli yn nail fy ngoglys");
  await expectNoAxeViolations(page);
});

test("a member posts, replies and edits in Welsh: the toasts and the edit pages in Welsh", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await becomeMember(page, request, { confirmEmail: true });
  const title = `Malltod ${Date.now().toString(36)}`;
  await page.goto("/forum/new-post?lng=cy");
  await page.getByLabel("Categori").selectOption({ label: "Plâu a Phroblemau" });
  await page.getByLabel("Teitl").fill(title);
  await page.getByLabel("Cynnwys").fill("Smotiau brown ar y dail tatws.");
  await page.getByRole("button", { name: "Creu’r Postiad" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Postiad wedi’i greu")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toContainText(
    "Plâu a Phroblemau",
  );
  await page.getByLabel("Eich ateb").fill("Torrwch y coesau a’u llosgi.");
  await page.getByRole("button", { name: "Postio’r Ateb" }).click();
  await expect(page.getByText("Ateb wedi’i bostio")).toBeVisible();

  // The edit pages are static (decision 0111): the server's Welsh, and the inline script's check.
  await page.getByRole("link", { name: "Golygu’r postiad" }).click();
  await expect(page).toHaveTitle("Golygu Postiad yn y Fforwm | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Golygu Postiad yn y Fforwm");
  await page.getByLabel("Cynnwys").fill("");
  await page.getByRole("button", { name: "Cadw’r newidiadau" }).click();
  await expect(page.getByText("Llenwch bob maes cyn postio.").first()).toBeVisible();
  await expect(page.getByLabel("Teitl")).toHaveValue(title);
  await expectNoAxeViolations(page);
  await page.getByLabel("Cynnwys").fill("Smotiau brown ar y dail tatws, a’r coesau hefyd.");
  await page.getByRole("button", { name: "Cadw’r newidiadau" }).click();
  await expect(page.getByText("Postiad wedi’i ddiweddaru")).toBeVisible();

  await page.getByRole("link", { name: "Golygu’r ateb" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Golygu Ateb");
  await expect(page.getByLabel("Eich ateb")).toHaveValue("Torrwch y coesau a’u llosgi.");
  await expectNoAxeViolations(page);
  expect(await htmlLang(page)).toBe("cy");
});

test("the forum emails' unsubscribe page in Welsh", async ({ page }) => {
  const response = await page.goto("/forum/unsubscribe?token=dim-yn-ddilys&lng=cy");
  expect(response?.status()).toBe(400);
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("E-byst y fforwm | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-byst y fforwm");
  await expect(page.getByText("Nid yw’r ddolen hon yn ddilys.")).toBeVisible();
  await expect(page.getByRole("link", { name: "gosodiadau hysbysiadau" })).toBeVisible();
  await expectNoAxeViolations(page);
});
