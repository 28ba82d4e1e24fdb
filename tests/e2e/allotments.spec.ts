import { expect, type Page, test } from "@playwright/test";
import { allotmentEntries } from "../../app/data/allotments";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

const PATH = "/allotments";
const ALL = allotmentEntries.length;
const countIn = (county: string) => allotmentEntries.filter((e) => e.county === county).length;

function directory(page: Page) {
  const section = page.getByRole("region", { name: "Council allotment directory" });
  return {
    section,
    search: section.getByRole("searchbox", { name: "Town, city, county or council" }),
    county: section.getByRole("combobox", { name: "County" }),
    status: section.getByRole("status"),
    cards: section.getByRole("article"),
    card: (councilName: string) => section.getByRole("article", { name: councilName }),
    clear: section.getByRole("link", { name: "Clear Filters" }).first(),
  };
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test.describe("allotments page", () => {
  test("lists every council with its count, title and canonical link", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(`${PATH}?location=Leeds`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Council allotments across the UK.*\| Glut$/);
    // The canonical address leaves the search out.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${PATH}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a council allotment");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Allotments");
    await expect(page.getByText(/typically 250–300 square metres/)).toBeVisible();

    await page.goto(PATH);
    const dir = directory(page);
    await expect(dir.status).toHaveText(`Showing ${ALL} allotment locations`);
    await expect(dir.cards).toHaveCount(ALL);
    await expect(dir.county.locator("option").first()).toHaveText("All counties");
  });

  test("each card offers the council's page and, for a known city, its city pages", async ({
    page,
  }) => {
    await page.goto(PATH);
    const dir = directory(page);

    const leeds = dir.card("Leeds City Council");
    const contact = leeds.getByRole("link", { name: /^Contact Council/ });
    await expect(contact).toHaveAttribute("href", "https://www.leeds.gov.uk/allotments");
    await expect(contact).toHaveAttribute("target", "_blank");
    await expect(contact).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(contact).toHaveAccessibleName(/Leeds City Council \(opens in a new tab\)/);
    await expect(leeds.getByRole("link", { name: "Growers in Leeds" })).toHaveAttribute(
      "href",
      "/city/leeds",
    );
    await expect(leeds.getByRole("link", { name: "Free food in Leeds" })).toHaveAttribute(
      "href",
      "/free-food/leeds",
    );

    // Carrickfergus is not one of the seeded cities: no city links.
    const antrim = dir.card("Mid and East Antrim Borough Council");
    await expect(antrim.getByRole("link", { name: /^Contact Council/ })).toBeVisible();
    await expect(antrim.getByRole("link", { name: /Growers in|Free food in/ })).toHaveCount(0);

    // An email address the council publishes is a mail link.
    const dundee = dir.card("Dundee City Council");
    await expect(
      dundee.getByRole("link", { name: "events.activities@dundeecity.gov.uk" }),
    ).toHaveAttribute("href", "mailto:events.activities@dundeecity.gov.uk");
  });

  test("filters live as you type, by city, county or council, and keeps it in the address", async ({
    page,
  }) => {
    await page.goto(PATH);
    const dir = directory(page);

    await dir.search.fill("LEEDS");
    await expect(dir.status).toHaveText("Showing 1 allotment location");
    await expect(dir.card("Leeds City Council")).toBeVisible();
    await expect(page).toHaveURL(/\/allotments\?location=LEEDS$/);

    await dir.search.fill("yorkshire");
    await expect(dir.cards).toHaveCount(
      allotmentEntries.filter((e) => e.county.includes("Yorkshire")).length,
    );

    await dir.search.fill("metropolitan");
    await expect(dir.cards).toHaveCount(2);
    await expect(dir.card("City of Bradford Metropolitan District Council")).toBeVisible();
    await expect(dir.card("Solihull Metropolitan Borough Council")).toBeVisible();

    // A space typed between words stays in the box while the list follows.
    await dir.search.fill("");
    await dir.search.pressSequentially("Royal Borough");
    await expect(dir.search).toHaveValue("Royal Borough");
    await expect(dir.cards).toHaveCount(1);
  });

  test("filters by county, together with the search, and Clear Filters resets both", async ({
    page,
  }) => {
    await page.goto(PATH);
    const dir = directory(page);

    await dir.county.selectOption("Greater London");
    await expect(dir.status).toHaveText(`Showing ${countIn("Greater London")} allotment locations`);
    await expect(page).toHaveURL(/county=Greater\+London/);
    for (const text of await dir.cards.allInnerTexts()) expect(text).toContain("Greater London");

    await dir.search.fill("lewisham");
    await expect(dir.cards).toHaveCount(1);
    await dir.search.fill("leeds");
    await expect(dir.cards).toHaveCount(0);

    await dir.clear.click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(dir.search).toHaveValue("");
    await expect(dir.county).toHaveValue("");
    await expect(dir.cards).toHaveCount(ALL);
  });

  test("says No Allotments Found when nothing matches, and is accessible", async ({ page }) => {
    // Two axe passes over every council's card: past 30 s on a slow two-core machine.
    test.slow();
    await page.goto(PATH);
    await expectNoAxeViolations(page);

    const dir = directory(page);
    await dir.search.fill("Atlantis");
    await expect(dir.status).toHaveText("Showing 0 allotment locations");
    await expect(page.getByRole("heading", { name: "No Allotments Found" })).toBeVisible();
    await expectNoAxeViolations(page);

    await dir.section.getByRole("link", { name: "Clear Filters" }).last().click();
    await expect(dir.cards).toHaveCount(ALL);
  });

  test("fills the search from the location other pages link with", async ({ page }) => {
    await page.goto(`${PATH}?location=Cardiff`);
    const dir = directory(page);
    await expect(dir.search).toHaveValue("Cardiff");
    await expect(dir.status).toHaveText("Showing 1 allotment location");
    await expect(dir.card("Cardiff Council")).toBeVisible();

    // Back to the whole list and forward again: the box follows the address.
    await dir.search.fill("");
    await expect(dir.cards).toHaveCount(ALL);
    await page.goto(`${PATH}?location=Glasgow&county=Glasgow+City`);
    await expect(dir.search).toHaveValue("Glasgow");
    await expect(dir.county).toHaveValue("Glasgow City");
    await expect(dir.cards).toHaveCount(1);
  });

  test("offers the society sign-up and links onwards", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("link", { name: "Register your society" })).toHaveAttribute(
      "href",
      "/signup?type=community-group",
    );
    const onwards = page.getByRole("region", { name: "Already growing?" });
    await expect(onwards.getByRole("link", { name: "Browse produce" })).toHaveAttribute(
      "href",
      "/listings",
    );
    await expect(onwards.getByRole("link", { name: /How Glut works/ })).toHaveAttribute(
      "href",
      "/how-it-works",
    );
  });
});

test.describe("allotments page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches and filters by county through the form", async ({ page }) => {
    await page.goto(PATH);
    const dir = directory(page);
    await expect(dir.cards).toHaveCount(ALL);

    await dir.search.fill("glasgow");
    await dir.section.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/allotments\?location=glasgow&county=$/);
    await expect(dir.status).toHaveText("Showing 1 allotment location");
    await expect(dir.card("Glasgow City Council")).toBeVisible();
    await expect(dir.search).toHaveValue("glasgow");

    await dir.search.fill("");
    await dir.county.selectOption("West Yorkshire");
    await dir.section.getByRole("button", { name: "Search" }).click();
    await expect(dir.county).toHaveValue("West Yorkshire");
    await expect(dir.status).toHaveText(`Showing ${countIn("West Yorkshire")} allotment locations`);

    await dir.search.fill("nowhere at all");
    await dir.search.press("Enter");
    await expect(page.getByRole("heading", { name: "No Allotments Found" })).toBeVisible();

    await dir.clear.click();
    await expect(dir.cards).toHaveCount(ALL);
    await expect(dir.county).toHaveValue("");
  });
});
