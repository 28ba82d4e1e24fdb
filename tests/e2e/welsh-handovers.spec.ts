import { expect, test } from "@playwright/test";
import { createAccount, signIn } from "./accounts";
import { personIn } from "./handover-flow";
import { E2E_WELSH_HANDOVERS } from "./handover-people";
import { expectNoAxeViolations } from "./helpers";
import { wantedToken } from "./wanted-posts";

// The handover pages in Welsh (issue 38, decision 0098): a member's handovers, one handover's
// pickup and collection with a form's error in Welsh, and the thank-you form with its error in
// Welsh; the same page in English is unchanged. The two members use Glut in Welsh (seeded), so
// the English pair of handover-pickup never changes language.

const pair = E2E_WELSH_HANDOVERS.desktop;

/** The UK calendar day `days` from now, as a date field takes it. */
const ukDayFrom = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test("a handover and its thank-you form in Welsh, with their errors in Welsh", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const receiver = await personIn(browser, baseURL ?? "", { javaScriptEnabled: true });
  const giver = await personIn(browser, baseURL ?? "", { javaScriptEnabled: true });
  try {
    const page = receiver.page;
    await signIn(page, pair.receiver);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/handovers?lng=cy");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await expect(page).toHaveTitle("Eich trosglwyddiadau | Glut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eich trosglwyddiadau");
    const row = page.getByRole("list", { name: "Trosglwyddiadau" }).getByRole("listitem");
    await expect(row.filter({ hasText: pair.item })).toContainText("Gan Gwen Rhoi");
    await expect(row.filter({ hasText: pair.item })).toContainText("Wedi’i neilltuo");
    await expectNoAxeViolations(page);

    // A handover's page is static (decision 0103): nothing to wait for.
    await page.getByRole("link", { name: pair.item, exact: true }).click();
    await expect(page).toHaveTitle(`Trosglwyddiad: ${pair.item} | Glut`);
    await expect(page.getByText("Mae Gwen Rhoi yn rhoi hwn i chi.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Amser casglu", level: 2 })).toBeVisible();
    const handoverPath = new URL(page.url()).pathname;

    // A window that ends before it starts: refused in Welsh, what was typed kept.
    await page.getByLabel("Diwrnod", { exact: true }).fill(ukDayFrom(3));
    await page.getByLabel("O", { exact: true }).fill("11:00");
    await page.getByLabel("Tan", { exact: true }).fill("10:00");
    await page.getByLabel("Ble i gwrdd").fill("Tu allan i lyfrgell Treganna");
    await page.getByRole("button", { name: "Cynnig yr amser hwn" }).click();
    await expect(page.getByText("Rhaid i’r casglu orffen ar ôl iddo ddechrau.")).toBeVisible();
    await expect(page.getByLabel("Ble i gwrdd")).toHaveValue("Tu allan i lyfrgell Treganna");
    await expectNoAxeViolations(page);
    await page.getByLabel("Tan", { exact: true }).fill("12:30");
    await page.getByRole("button", { name: "Cynnig yr amser hwn" }).click();
    await expect(page.getByText("Chi gynigiodd, yn aros i Gwen Rhoi ei dderbyn")).toBeVisible();

    // The giver accepts and marks it collected; the receiver confirms.
    await signIn(giver.page, pair.giver);
    await expect(giver.page).toHaveURL(/\/dashboard/);
    await giver.page.goto(`${handoverPath}?lng=cy`);
    await expect(giver.page.getByText("Rydych chi’n rhoi hwn i Twm Derbyn.")).toBeVisible();
    await expect(giver.page.getByTestId("pickup-window")).toContainText("11:00 i 12:30");
    await expect(page.locator("html")).toHaveAttribute("data-live", "open");
    await giver.page.getByRole("button", { name: "Derbyn yr amser hwn" }).click();
    await expect(giver.page.getByText("Wedi’i gytuno", { exact: true })).toBeVisible();
    // The receiver's open page refreshes itself and says why, in Welsh (decision 0103).
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Newydd ei diweddaru: Derbyniwyd eich amser casglu." }),
    ).toBeVisible();
    await expect(page.getByText("Wedi’i gytuno", { exact: true })).toBeVisible();
    await giver.page.getByRole("button", { name: "Nodi ei fod wedi’i gasglu" }).click();
    await expect(giver.page.getByText("Fe wnaethoch chi nodi ei fod wedi’i gasglu.")).toBeVisible();
    await page.goto(`${handoverPath}?lng=cy`);
    await page.getByRole("button", { name: "Cadarnhau ei fod wedi’i gasglu" }).click();
    await expect(page.getByRole("heading", { name: "Wedi’i gasglu", level: 2 })).toBeVisible();

    // The thank-you form: an empty one is refused in Welsh, in the browser, by the static page's
    // script (decision 0114), in the form's error box, the page not loaded again.
    await page.getByRole("link", { name: "Diolch i Gwen Rhoi" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dweud diolch");
    await expect(page.getByText(`Fe gawsoch chi “${pair.item}” gan`)).toBeVisible();
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await page.getByRole("button", { name: "Anfon diolch" }).click();
    await expect(page.locator("form#thanks").getByRole("alert")).toHaveText(
      "Ysgrifennwch nodyn diolch, dewiswch sgôr, neu’r ddau.",
    );
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel("5, ardderchog").check();
    await page.getByRole("button", { name: "Anfon diolch" }).click();
    await expect(page.getByText(/Fe ddywedoch chi ddiolch ar/)).toBeVisible();

    // The same handover in English, word for word as before.
    await page.goto(`${handoverPath}?lng=en`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByText("Gwen Rhoi is giving this to you.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Collected", level: 2 })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Your handovers" }),
    ).toBeVisible();
    await page.goto(`${handoverPath}?lng=cy`);
  } finally {
    await receiver.context.close();
    await giver.context.close();
  }
});

test("a wanted post posted in Welsh, its error in Welsh, and one's own wanted posts in Welsh", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = wantedToken();
  const { context, page } = await personIn(browser, baseURL ?? "", { javaScriptEnabled: true });
  try {
    await signIn(page, pair.giver);
    await expect(page).toHaveURL(/\/dashboard/);
    // Static (decision 0106): the inline script checks the form in the page's language.
    await page.goto("/wanted/new?lng=cy");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await expect(page).toHaveTitle("Postio Cais ‘Yn Eisiau’ | Glut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gofyn am Rywbeth");
    await expectNoAxeViolations(page);

    // Nothing said of what is wanted: refused in Welsh, the rest kept.
    await page.getByLabel("Categori").selectOption("Vegetables");
    await expect(page.getByLabel("Categori").locator("option:checked")).toHaveText("Llysiau");
    await page.getByLabel("Ger", { exact: true }).fill("LS6");
    await page.getByRole("button", { name: "Postio", exact: true }).click();
    await expect(page.getByText("Dywedwch beth rydych chi’n chwilio amdano.")).toBeVisible();
    await expect(page.getByLabel("Ger", { exact: true })).toHaveValue("LS6");
    await expectNoAxeViolations(page);

    await page.getByLabel("Beth rydych chi’n chwilio amdano?").fill(`${word} crowns`);
    await page.getByRole("button", { name: "Postio", exact: true }).click();
    await expect(page).toHaveURL(/\/wanted\/mine$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eich Ceisiadau ‘Yn Eisiau’");
    const post = page.getByRole("listitem", { name: `Yn chwilio am: ${word} crowns` });
    await expect(post.getByText("Llysiau · ger LS6")).toBeVisible();
    await expect(post.getByText("Yn cael ei ddangos")).toBeVisible();
    await expectNoAxeViolations(page);

    // The same page in English, word for word as before; then Welsh again for the next run.
    await page.goto("/wanted/mine?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Wanted Posts");
    await expect(page.getByRole("heading", { name: `Looking for: ${word} crowns` })).toBeVisible();
    await page.goto("/wanted/mine?lng=cy");
    await page
      .getByRole("listitem", { name: `Yn chwilio am: ${word} crowns` })
      .getByRole("button", { name: /Cau/ })
      .click();
    await expect(page.getByText("Dydy e ddim yn cael ei ddangos i neb mwyach.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a refused handover, and a refused staff page, are titled in the page's language", async ({
  page,
  request,
}) => {
  await signIn(page, await createAccount(request));
  await expect(page).not.toHaveURL(/\/login/);
  // A handover that does not exist: the page's own refusal, and a title in its language (decision
  // 0116), not the 500 its meta made when it read no loader data.
  const missing = `/handovers/${crypto.randomUUID()}`;
  expect((await page.goto(`${missing}?lng=cy`))?.status()).toBe(404);
  await expect(page).toHaveTitle("Trosglwyddiad | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Heb Ddod o Hyd i’r Trosglwyddiad",
  );
  expect((await page.goto(`${missing}?lng=en`))?.status()).toBe(404);
  await expect(page).toHaveTitle("Handover | Glut");
  // The moderation screen refuses a member who is not staff, in the page's language.
  expect((await page.goto("/admin/reports?lng=cy"))?.status()).toBe(403);
  await expect(page).toHaveTitle("Adroddiadau | Glut");
});
