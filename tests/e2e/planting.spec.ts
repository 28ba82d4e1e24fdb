import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import {
  becomeMember,
  createAccount,
  OUR_ORIGIN,
  randomClientAddress,
  signIn,
  useOwnClientAddress,
} from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** This month and year as the UK calendar has them. */
function ukMonthAndYear() {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    month: "long",
    year: "numeric",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("year")}`;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFromToday = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

async function secondPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return context.newPage();
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** One companion in a companion table: the list item naming `other` in `plant`'s row. */
const companion = (scope: Locator, table: string, plant: string, other: string) =>
  scope
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: scope.page().getByRole("rowheader", { name: plant, exact: true }) })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${other}\\b`) });

/** Adds a planting through the form, the way a person would. */
async function addPlanting(
  page: Page,
  values: { name: string; planted: string; harvest?: string; location?: string; remind?: boolean },
) {
  await page.getByLabel("Plant name (required)").fill(values.name);
  await page.getByLabel("Planted date (required)").fill(values.planted);
  if (values.harvest !== undefined) {
    await page.getByLabel("Expected harvest date").fill(values.harvest);
  }
  if (values.location) await page.getByLabel("Location", { exact: true }).fill(values.location);
  if (values.remind) await page.getByLabel("Email me the morning it should be ready").check();
  await page.getByRole("button", { name: "Add planting" }).click();
  await expect(card(page, values.name)).toBeVisible();
}

test("a visitor reads the monthly, seasonal and yearly guides and the companion dialog", async ({
  page,
}) => {
  // Five axe runs and a dozen page loads on a busy machine.
  test.setTimeout(120_000);
  await page.goto("/planting-calendar");
  await expect(
    page.getByRole("heading", { level: 1, name: "Interactive Fruit & Veg Planting Calendar" }),
  ).toBeVisible();
  // Visitors start on the Monthly View, for this UK month and year.
  await expect(
    page.getByRole("heading", { level: 2, name: `What to Plant in ${ukMonthAndYear()}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Monthly View" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);

  // Next month, by the address.
  await page.getByRole("navigation", { name: "Other months" }).getByRole("link").last().click();
  await expect(page).toHaveURL(/tab=monthly&month=\d{4}-\d{2}/);
  await expect(page.getByRole("heading", { name: /^What to Plant in/ })).not.toHaveText(
    `What to Plant in ${ukMonthAndYear()}`,
  );
  await page.goto("/planting-calendar?tab=monthly&month=2026-12");
  await expect(page.getByRole("heading", { name: "What to Plant in December 2026" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Garden Activities" })).toBeVisible();
  await page.goto("/planting-calendar?tab=monthly&month=2026-01");
  // January sows nothing outside: the list is not shown.
  await expect(page.getByRole("heading", { name: "Sow Under Cover" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sow Outside" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Garden Activities" })).toHaveCount(0);
  // October still picks courgettes (the crop table's months reach the page).
  await page.goto("/planting-calendar?tab=monthly&month=2026-10");
  await expect(
    page.getByRole("region", { name: "Ready to Harvest" }).getByRole("listitem"),
  ).toContainText(["Courgettes"]);

  await page.getByRole("link", { name: "Seasonal View" }).click();
  await expect(page).toHaveURL(/tab=seasonal/);
  for (const season of ["Spring", "Summer", "Autumn", "Winter"]) {
    await expect(page.getByRole("heading", { level: 3, name: season })).toBeVisible();
  }
  await expect(page.getByText("March to May")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Yearly Overview" }).click();
  await expect(page).toHaveURL(/tab=yearly/);
  await expect(page.locator("#calendar-views").getByRole("heading", { level: 3 })).toHaveCount(12);
  await expect(page.getByText("Planning & Preparation")).toBeVisible();
  await expect(page.getByText("Main Planting Season")).toBeVisible();
  await expect(page.getByText("Main Harvest Time")).toBeVisible();
  await expectNoAxeViolations(page);

  // The tracker asks visitors to sign in.
  await page.getByRole("link", { name: "My Garden", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to use My Garden" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/planting-calendar?tab=garden")}`,
  );

  // A feature card switches tab; Companion Planting opens the dialog.
  await page.getByRole("link", { name: /What to Plant Now/ }).click();
  await expect(page).toHaveURL(/tab=monthly#calendar-views$/);
  await page.getByRole("button", { name: /Companion Planting/ }).click();
  const dialog = page.getByRole("dialog", { name: "Companion Planting" });
  await expect(dialog).toBeVisible();
  // Each pair says, in words, how good the evidence is, with its source.
  await expect(dialog.getByText(/What it cannot do:/)).toBeVisible();
  const marigolds = companion(dialog, "Good companions", "Tomatoes", "Marigolds");
  await expect(marigolds).toContainText("Supported by trials");
  await expect(companion(dialog, "Good companions", "Carrots", "Onions")).toContainText(
    "Contested",
  );
  await expect(companion(dialog, "Bad companions", "Carrots", "Celery")).toContainText(
    "Traditional (widely repeated, little evidence)",
  );
  await marigolds.getByRole("link", { name: /source/ }).click();
  await expect(dialog.getByRole("link", { name: /^Conboy and others/ })).toHaveAttribute(
    "href",
    "https://doi.org/10.1371/journal.pone.0213071",
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a signed-in grower keeps a garden: add, common-plant dates, badges, edit, delete, calendar feed", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Any account: no membership needed.
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/planting-calendar");
  await expect(page.getByRole("heading", { name: "Add a planting" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Garden", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // The page is static (decision 0113): its inline script checks the form from the schema.
  await expect(page.locator("script[type=module]")).toHaveCount(0);
  const add = page.getByRole("button", { name: "Add planting" });
  await page.getByLabel("Plant name (required)").fill("Lettuce");
  await add.click();
  await expect(page.getByText("Please enter the date you planted it")).toBeVisible();
  await expect(page.getByLabel("Planted date (required)")).toBeFocused();
  const planted = daysFromToday(-40);
  await page.getByLabel("Planted date (required)").fill(planted);
  // A common plant sets its category and, with the planted date, the harvest: 45 days.
  await expect(page.getByLabel("Category")).toHaveValue("Salads");
  await expect(page.getByLabel("Expected harvest date")).toHaveValue(daysFromToday(5));
  await page.getByLabel("Location", { exact: true }).fill("Plot 14, Leeds");
  await add.click();
  await expect(page.getByText("Planting added")).toBeVisible();

  await addPlanting(page, { name: "Sunflowers", planted: daysFromToday(-3) });
  await addPlanting(page, {
    name: "Garlic",
    planted: daysFromToday(-200),
    harvest: daysFromToday(60),
  });
  await addPlanting(page, {
    name: "Peas",
    planted: daysFromToday(-80),
    harvest: daysFromToday(-1),
  });
  await addPlanting(page, {
    name: "Radishes",
    planted: daysFromToday(-30),
    harvest: daysFromToday(0),
  });
  await addPlanting(page, {
    name: "Kale",
    planted: daysFromToday(-30),
    harvest: daysFromToday(20),
  });

  // Soonest harvest first, undated last, each with its badge.
  const names = page.getByRole("article").getByRole("heading", { level: 3 });
  await expect(names).toHaveText(["Peas", "Radishes", "Lettuce", "Kale", "Garlic", "Sunflowers"]);
  await expect(card(page, "Peas")).toHaveAttribute("data-badge", "overdue");
  await expect(card(page, "Peas").getByText("Overdue")).toBeVisible();
  await expect(card(page, "Radishes").getByText("Ready today!")).toBeVisible();
  await expect(card(page, "Lettuce").getByText("5 days")).toBeVisible();
  await expect(card(page, "Lettuce")).toHaveAttribute("data-badge", "prominent");
  await expect(card(page, "Kale")).toHaveAttribute("data-badge", "secondary");
  await expect(card(page, "Garlic")).toHaveAttribute("data-badge", "outline");
  await expect(card(page, "Sunflowers").getByText("No date set").first()).toBeVisible();
  await expect(
    card(page, "Lettuce").getByRole("link", { name: /List your surplus/ }),
  ).toHaveAttribute(
    "href",
    "/create-listing?name=Lettuce&category=Vegetables&location=Plot+14%2C+Leeds",
  );
  await expectNoAxeViolations(page);

  // Edit: the form comes back filled in.
  await card(page, "Sunflowers").getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Sunflowers" })).toBeVisible();
  await expect(page.getByLabel("Plant name (required)")).toHaveValue("Sunflowers");
  await page.getByLabel("Variety").fill("Russian Giant");
  await page.getByLabel("Expected harvest date").fill(daysFromToday(90));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Planting updated")).toBeVisible();
  await expect(card(page, "Sunflowers").getByText("Russian Giant")).toBeVisible();
  await expect(card(page, "Sunflowers").getByText("90 days")).toBeVisible();

  // Delete, after confirming in a dialog.
  await card(page, "Peas")
    .getByRole("button", { name: /^Delete/ })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete this planting?" });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "Peas")).toBeVisible();
  await card(page, "Peas")
    .getByRole("button", { name: /^Delete/ })
    .click();
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Planting deleted")).toBeVisible();
  await expect(card(page, "Peas")).toHaveCount(0);

  // The private calendar feed: a parser reads it; resetting stops the old address.
  await page.getByRole("button", { name: "Get my calendar address" }).click();
  const address = await page.getByLabel("Your calendar address").inputValue();
  expect(address).toMatch(/\/planting-calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(address, { headers: { Cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const summaries = calendar
    .getAllSubcomponents("vevent")
    .map((event) => new ICAL.Event(event).summary);
  expect(summaries).toEqual([
    "Harvest: Radishes",
    "Harvest: Lettuce",
    "Harvest: Kale",
    "Harvest: Garlic",
    "Harvest: Sunflowers (Russian Giant)",
  ]);
  // A calendar app polling a feed it holds is answered 304, without the body.
  const etag = feed.headers().etag ?? "";
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await request.get(address, { headers: { Cookie: "", "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  await page.getByRole("button", { name: "Reset the address" }).click();
  await expect(page.getByText("Your calendar address has been reset")).toBeVisible();
  await expect(page.getByLabel("Your calendar address")).not.toHaveValue(address);
  expect((await request.get(address)).status()).toBe(404);
});

test("another account cannot see, change or delete a planting; visitors are sent to sign in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/planting-calendar?tab=garden");
  await addPlanting(page, { name: "Courgettes", planted: daysFromToday(-10) });
  const editHref = await card(page, "Courgettes")
    .getByRole("link", { name: /^Edit/ })
    .getAttribute("href");
  const id = new URLSearchParams(editHref?.split("?")[1]?.split("#")[0]).get("edit") ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const other = await secondPerson(browser, baseURL ?? "");
  await becomeMember(other, other.request, { username: "Nosy Neighbour" });
  const peek = await other.goto(`/planting-calendar?tab=garden&edit=${id}`);
  expect(peek?.status()).toBe(403);
  await expect(other.getByText("You can only change your own plantings.")).toBeVisible();
  await expect(other.getByLabel("Plant name (required)")).toHaveCount(0);

  const forgedEdit = await other.request.post("/planting-calendar?tab=garden", {
    form: {
      intent: "update",
      plantingId: id,
      plantName: "Mine now",
      plantedDate: "2026-01-01",
      category: "Herbs",
    },
    maxRedirects: 0,
  });
  expect(forgedEdit.status()).toBe(403);
  const forgedDelete = await other.request.post("/planting-calendar?tab=garden", {
    form: { intent: "delete", plantingId: id },
    maxRedirects: 0,
  });
  expect(forgedDelete.status()).toBe(403);

  const visitor = await request.post("/planting-calendar?tab=garden", {
    form: { intent: "delete", plantingId: id },
    maxRedirects: 0,
    headers: { Cookie: "" },
  });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toMatch(/^\/login\?redirectTo=/);

  await page.reload();
  await expect(card(page, "Courgettes")).toBeVisible();
  await expect(page.getByText("Mine now")).toHaveCount(0);
  await other.context().close();
});

test("'List your surplus' opens the listing form filled in", async ({ page, request }) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  await page.goto("/planting-calendar?tab=garden");
  await addPlanting(page, {
    name: "Runner Beans",
    planted: daysFromToday(-70),
    location: "Plot 3, Leeds",
  });
  await card(page, "Runner Beans")
    .getByRole("link", { name: /List your surplus/ })
    .click();
  await expect(page).toHaveURL(/\/create-listing\?/);
  await expect(page.getByLabel(/^Name/)).toHaveValue("Runner Beans");
  await expect(page.getByLabel(/^Category/)).toHaveValue("Vegetables");
  await expect(page.getByLabel(/^Location/)).toHaveValue("Plot 3, Leeds");
});

test("the yearly overview prints as a one-page wall chart", async ({ page }) => {
  await page.goto("/planting-calendar?tab=yearly");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Calendar views" })).toBeHidden();
  await expect(page.getByText("January", { exact: true })).toBeVisible();
  const pdf = (await page.pdf({ format: "A4", landscape: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test("before scripts load, the companion tables stand on the page, axe clean", async ({ page }) => {
  // Axe needs a page that can run its script: take the page's own inline script out of the HTML
  // instead (decision 0113), so the page stays otherwise exactly as the server sent it.
  await page.route("**/planting-calendar?tab=seasonal", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const withoutScript = html.replace(
      /<script[^>]*data-inline-script[^>]*>[\s\S]*?<\/script>/g,
      "",
    );
    expect(withoutScript).not.toBe(html);
    const {
      "content-encoding": _encoding,
      "content-length": _length,
      ...headers
    } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: withoutScript });
  });
  await page.goto("/planting-calendar?tab=seasonal");
  const section = page.getByRole("region", { name: "Companion Planting" });
  await expect(companion(section, "Good companions", "Lettuce", "Radishes")).toContainText(
    "Traditional",
  );
  await expect(page.getByRole("link", { name: /Companion Planting/ })).toHaveAttribute(
    "href",
    "#companion-planting",
  );
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the views, the companion tables and the whole tracker work", async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto("/planting-calendar");
    await expect(
      page.getByRole("heading", { name: `What to Plant in ${ukMonthAndYear()}` }),
    ).toBeVisible();
    await page.getByRole("link", { name: /Companion Planting/ }).click();
    await expect(page).toHaveURL(/#companion-planting$/);
    const section = page.getByRole("region", { name: "Companion Planting" });
    await expect(companion(section, "Good companions", "Peppers", "Tomatoes")).toBeVisible();
    await expect(companion(section, "Bad companions", "Potatoes", "Tomatoes")).toContainText(
      "Supported by trials",
    );
    await page.getByRole("link", { name: "Yearly Overview" }).click();
    await expect(page.getByText("Main Harvest Time")).toBeVisible();

    const account = await createAccount(request);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/planting-calendar");
    // The server refuses a blank form and keeps what was typed.
    await page.getByLabel("Variety").fill("Boltardy");
    await page.getByRole("button", { name: "Add planting" }).click();
    await expect(page.getByText("Please enter the plant name.")).toBeVisible();
    await expect(page.getByText("Please enter the date you planted it.")).toBeVisible();
    await expect(page.getByLabel("Variety")).toHaveValue("Boltardy");

    // Left blank, a common plant's harvest date is worked out on the server.
    await page.getByLabel("Plant name (required)").fill("Beetroot");
    await page.getByLabel("Planted date (required)").fill("2026-04-01");
    await page.getByLabel("Category").selectOption("Root Vegetables");
    await page.getByRole("button", { name: "Add planting" }).click();
    await expect(card(page, "Beetroot").getByText("31 May 2026")).toBeVisible();

    await card(page, "Beetroot").getByRole("link", { name: /^Edit/ }).click();
    await page.getByLabel("Notes").fill("Thin to 10cm");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(card(page, "Beetroot").getByText("Thin to 10cm")).toBeVisible();

    await card(page, "Beetroot")
      .getByRole("link", { name: /^Delete/ })
      .click();
    await expect(page.getByRole("heading", { name: "Delete “Beetroot”?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(card(page, "Beetroot")).toHaveCount(0);
    await expect(page.getByText("Nothing planted yet")).toBeVisible();
  });
});
