import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The food-bank directory and a city's page, on a fresh server: nothing has been imported for
// these cities, so no food bank is listed (none are ever invented). The only food banks are the
// fictional Exeter and Carlisle ones food-bank-needs.spec.ts imports (tests/e2e/seed-food-banks.ts).

function citySearch(page: Page) {
  const form = page.getByRole("search", { name: "Find food banks by city" });
  return {
    form,
    box: form.getByRole("combobox", { name: "Your town or city" }),
    list: form.getByRole("listbox", { name: "Suggested cities" }),
    submit: form.getByRole("button", { name: "Find food banks" }),
  };
}

test.describe("food banks", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
  });

  test("the directory shows its sections: search, three steps, cities, promo and credit", async ({
    page,
  }) => {
    const response = await page.goto("/food-banks");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Find a Food Bank Near You | Glut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a Food Bank Near You");
    await expect(citySearch(page).box).toBeVisible();

    const steps = page.getByRole("region", { name: "How to get help from a food bank" });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Get a referral",
      "Step 2: Find your local food bank",
      "Step 3: Receive your parcel",
    ]);
    await expect(steps).toContainText("GP, a social worker, Citizens Advice, your school");
    await expect(steps).toContainText("about 3 days of emergency food");

    const cities = page.getByRole("region", { name: "Food banks by city" });
    const links = cities.getByRole("link");
    // Largest first, then every city folded by region.
    await expect(links.nth(0)).toHaveAttribute("href", "/food-banks/london");
    await expect(links.nth(1)).toHaveAttribute("href", "/food-banks/birmingham");
    expect(await cities.getByRole("link", { includeHidden: true }).count()).toBeGreaterThan(100);
    await cities.getByText("Yorkshire and The Humber (10)").click();
    await expect(
      cities.getByRole("link", { name: /^Food banks in Kingston upon Hull/ }),
    ).toHaveAttribute("href", "/food-banks/kingston-upon-hull");

    const promo = page.getByRole("region", { name: "Free fresh produce from local growers" });
    await expect(promo.getByRole("link", { name: "Find free food" })).toHaveAttribute(
      "href",
      "/free-food",
    );
    await expect(page.getByRole("link", { name: "Give Food" })).toHaveAttribute(
      "href",
      "https://www.givefood.org.uk",
    );
    await expectNoAxeViolations(page);
  });

  test("the search suggests up to 8 cities by name or county, by keyboard or pointer", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // A static page: its inline script has wired the box by the time the page has loaded.
    await page.goto("/food-banks");
    const search = citySearch(page);
    await search.box.fill("kent");
    await expect(search.box).toHaveAttribute("aria-expanded", "true");
    const options = search.list.getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    for (const text of await options.allInnerTexts()) expect(text).toContain("Kent");
    await expectNoAxeViolations(page);

    await search.box.fill("sheff");
    await expect(options).toHaveCount(1);
    await expect(options).toContainText("Sheffield");
    await search.box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(search.box).toHaveAttribute("aria-activedescendant", /.+/);
    await search.box.press("Enter");
    await expect(page).toHaveURL(/\/food-banks\/sheffield$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food Banks in Sheffield");

    await page.goto("/food-banks");
    await search.box.fill("york");
    await search.box.press("Escape");
    await expect(search.box).toHaveAttribute("aria-expanded", "false");
    await search.box.press("ArrowDown");
    await search.list.getByRole("option", { name: /^York/ }).click();
    await expect(page).toHaveURL(/\/food-banks\/york$/);
    expect(errors).toEqual([]);
  });

  test("a city page on a fresh server shows its sections and the empty text", async ({ page }) => {
    const response = await page.goto("/food-banks/leeds");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Food Banks in Leeds | Glut");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Food Banks" })).toHaveAttribute(
      "href",
      "/food-banks",
    );
    await expect(breadcrumb.getByText("Leeds")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food Banks in Leeds");

    const help = page.getByRole("region", { name: "Need help right now?" });
    await expect(help.getByRole("link", { name: "0800 144 8848" })).toHaveAttribute(
      "href",
      "tel:08001448848",
    );
    await expect(help.getByRole("link", { name: "116 123" })).toHaveAttribute("href", "tel:116123");

    const list = page.getByRole("region", { name: "Food banks near Leeds" });
    await expect(list).toContainText(
      "No food banks currently listed for Leeds. Contact local services or check back later.",
    );
    await expect(list.getByRole("article")).toHaveCount(0);

    const faq = page.getByRole("region", { name: "Questions about food banks" });
    await expect(faq.locator("summary")).toHaveText([
      "Do I need a referral?",
      "What will I receive?",
      "How often can I use a food bank?",
      "Is it free?",
    ]);

    const support = page.getByRole("region", { name: "Support food banks in Leeds" });
    await expect(support.getByRole("heading", { level: 3 })).toHaveText([
      "Donate food",
      "Make a donation",
      "Volunteer",
    ]);
    await expect(
      page
        .getByRole("region", { name: "Free fresh produce in Leeds" })
        .getByRole("link", { name: "Free food in Leeds" }),
    ).toHaveAttribute("href", "/free-food/leeds");

    const related = page.getByRole("navigation", { name: "More for Leeds" });
    await expect(related.getByRole("link")).toHaveText([
      "Free food in Leeds",
      "Garden produce in Leeds",
      "Community groups",
    ]);
    await expect(related.getByRole("link", { name: "Garden produce in Leeds" })).toHaveAttribute(
      "href",
      "/city/leeds",
    );
    await expectNoAxeViolations(page);
  });

  test("shows 6 skeleton cards while another city's food banks load", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // A static page (decision 0057): its inline script shows the skeletons as the click asks for
    // the next city's page. Playwright's locators wait for a navigation in flight to finish, so
    // the page records what it shows the moment the click has been handled, where the next page
    // can read it back (the tab's session storage).
    await page.goto("/food-banks/leeds");
    await page.evaluate(() => {
      window.addEventListener("click", () => {
        const skeletons = [
          ...document.querySelectorAll('[data-testid="food-bank-skeletons"] > li'),
        ].filter((card) => card.checkVisibility()).length;
        sessionStorage.setItem(
          "shown-while-loading",
          JSON.stringify({
            skeletons,
            status: document.querySelector("[data-skeletons-status]")?.textContent,
            busy: document.querySelector("[data-skeletons-status]")?.getAttribute("aria-busy"),
            empty: document.body.innerText.includes("No food banks currently listed for Leeds."),
          }),
        );
      });
    });
    await page
      .getByRole("navigation", { name: "Food banks in nearby cities" })
      .getByRole("link", { name: "Bradford" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food Banks in Bradford");
    await expect(page.getByTestId("food-bank-skeletons")).toHaveCount(0);
    const shown = await page.evaluate(() => sessionStorage.getItem("shown-while-loading"));
    expect(JSON.parse(shown ?? "null")).toEqual({
      skeletons: 6,
      status: "Loading food banks…",
      busy: "true",
      empty: false,
    });
    expect(errors).toEqual([]);
  });

  test("an unknown city answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/food-banks/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
  });
});

test.describe("food banks without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
  });

  test("the search is a GET form: a city's name goes to its page, a county lists matches", async ({
    page,
  }) => {
    await page.goto("/food-banks");
    const search = citySearch(page);
    await search.box.fill("York");
    await search.submit.click();
    await expect(page).toHaveURL(/\/food-banks\/york$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food Banks in York");

    await page.goto("/food-banks");
    await search.box.fill("Kent");
    await search.submit.click();
    await expect(page).toHaveURL(/\/food-banks\?q=Kent$/);
    const results = page.getByRole("region", { name: "Cities matching “Kent”" });
    await expect(results.getByRole("link", { name: /Maidstone/ })).toHaveAttribute(
      "href",
      "/food-banks/maidstone",
    );
    await expect(search.box).toHaveValue("Kent");

    await search.box.fill("Atlantis");
    await search.submit.click();
    await expect(page.getByText("No cities found matching your search.")).toBeVisible();
  });
});
