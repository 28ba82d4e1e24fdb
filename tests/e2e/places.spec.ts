import { expect, type Locator, type Page, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The places pages: /locations, /city/{slug}, /free-food, /free-food/{slug}, /sitemap and
// /sitemap.xml. Listings are made in Inverness (no other spec lists there); Newry stays empty.

const CITY_COUNT = 129;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/** The page's own section headings (the footer has headings of its own). */
const regionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

/** Lists produce straight through the create form's endpoint, as a confirmed member. */
async function list(page: Page, name: string, type: "Free" | "Swap", location: string) {
  const response = await page.request.post("/create-listing", {
    multipart: { name, type, category: "Vegetables", location },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

async function expectHref(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute("href", href);
}

test.describe("/locations", () => {
  test("lists every city grouped by region, with county, population and its two pages", async ({
    page,
  }) => {
    // Axe reads all 129 city cards.
    test.setTimeout(90_000);
    const response = await page.goto("/locations");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("UK Cities and Towns | Glut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UK cities and towns");
    await expect(page.getByText(`Showing ${CITY_COUNT} cities`)).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expectHref(breadcrumb.getByRole("link", { name: "Home" }), "/");

    const yorkshire = section(page, /^Yorkshire and The Humber/);
    const leeds = yorkshire.getByRole("listitem").filter({ hasText: "Leeds" });
    await expect(leeds.getByRole("heading", { name: "Leeds" })).toBeVisible();
    await expect(
      leeds.getByText(
        /^West Yorkshire · population \d{3},\d{3} \(Leeds council area, mid-2024 estimate\)$/,
      ),
    ).toBeVisible();
    await expectHref(leeds.getByRole("link", { name: "Growers in Leeds" }), "/city/leeds");
    await expectHref(leeds.getByRole("link", { name: "Free food in Leeds" }), "/free-food/leeds");

    // Regions A to Z; London's population is written with thousands separators.
    const regions = await regionHeadings(page).allTextContents();
    const names = regions.map((text) => text.replace(/\s*\(.*\)$/, ""));
    expect(names.slice(0, 3)).toEqual(["East Midlands", "East of England", "London"]);
    await expect(
      section(page, /^London/).getByText(
        /^Greater London · population \d,\d{3},\d{3} \(Greater London, mid-2024 estimate\)$/,
      ),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations$/);
    await expectNoAxeViolations(page);
  });

  test("filters as you type, by name, county or region, and says when nothing matches", async ({
    page,
  }) => {
    await page.goto("/locations");
    const search = page.getByLabel("Search by city, county or region");
    await search.fill("kent");
    await expect(page.getByText(/^Showing \d+ cities$/)).toBeVisible();
    await expect(page).toHaveURL(/\/locations\?q=kent$/);
    await expect(regionHeadings(page)).toHaveText([/^South East/]);
    await expect(page.getByRole("heading", { name: "Canterbury" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leeds" })).toHaveCount(0);

    await search.fill("WALES");
    await expect(regionHeadings(page)).toHaveText([/^Wales/]);
    await expect(page.getByRole("heading", { name: "Cardiff" })).toBeVisible();

    await search.fill("atlantis");
    await expect(page.getByText("No cities found matching your search.")).toBeVisible();
    await expect(regionHeadings(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await search.fill("");
    await expect(page.getByText(`Showing ${CITY_COUNT} cities`)).toBeVisible();
    await expect(page).toHaveURL(/\/locations$/);
  });

  test("a search by address shows its results, and Enter searches too", async ({ page }) => {
    await page.goto("/locations?q=scotland");
    await expect(page.getByLabel("Search by city, county or region")).toHaveValue("scotland");
    await expect(regionHeadings(page)).toHaveText([/^Scotland/]);
    await page.getByLabel("Search by city, county or region").fill("Greater Manchester");
    await page.getByLabel("Search by city, county or region").press("Enter");
    await expect(page).toHaveURL(/q=Greater\+Manchester/);
    await expect(page.getByRole("heading", { name: "Manchester", exact: true })).toBeVisible();
    await expect(regionHeadings(page)).toHaveText([/^North West/]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search is a form that sends ?q= and the server filters", async ({ page }) => {
      await page.goto("/locations");
      await expect(page.getByText(`Showing ${CITY_COUNT} cities`)).toBeVisible();
      await page.getByLabel("Search by city, county or region").fill("county antrim");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/locations\?q=county\+antrim$/);
      await expect(regionHeadings(page)).toHaveText([/^Northern Ireland/]);
      await expect(page.getByRole("heading", { name: "Belfast" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Derry" })).toHaveCount(0);

      await page.getByLabel("Search by city, county or region").fill("zzzz");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No cities found matching your search.")).toBeVisible();
      await page.getByRole("link", { name: "Show every city" }).click();
      await expect(page.getByText(`Showing ${CITY_COUNT} cities`)).toBeVisible();
    });
  });
});

test.describe("/city/{slug}", () => {
  test("renders every section, and the empty state where nobody has listed", async ({ page }) => {
    const response = await page.goto("/city/newry");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Garden produce in Newry/);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expectHref(crumbs.getByRole("link", { name: "UK Cities" }), "/locations");
    await expect(crumbs.getByText("Newry")).toHaveAttribute("aria-current", "page");

    const hero = section(page, "Garden produce in Newry");
    await expectHref(
      hero.getByRole("link", { name: "Browse Produce" }),
      // Listings within 5 miles of the centre (decision 0048).
      "/listings?near=Newry&within=5",
    );
    await expectHref(
      hero.getByRole("link", { name: "Share Your Garden Surplus" }),
      "/create-listing",
    );
    await expect(section(page, "How it works in Newry").getByRole("listitem")).toHaveCount(3);

    const produce = section(page, "Produce listed in Newry");
    await expect(produce.getByRole("heading", { name: "No Produce Listed Yet" })).toBeVisible();
    await expectHref(produce.getByRole("link", { name: "List your surplus" }), "/create-listing");
    // No free listings, so no free-food section.
    await expect(section(page, "Free food in Newry")).toHaveCount(0);

    const community = section(page, "Community and allotments in Newry");
    await expectHref(
      community.getByRole("link", { name: "Find community groups" }),
      "/community-groups",
    );
    await expectHref(
      community.getByRole("link", { name: "Allotments in Newry" }),
      "/allotments?location=Newry",
    );
    await expectHref(
      community.getByRole("link", { name: "Food banks in Newry" }),
      "/food-banks/newry",
    );
    await expectHref(
      community.getByRole("link", { name: "Earn for your society" }),
      "/signup?type=community-group",
    );

    const join = section(page, "Join the growers of Newry");
    await expectHref(join.getByRole("link", { name: "Join for £1.00 a year" }), "/signup");

    const related = section(page, "More for Newry");
    await expectHref(
      related.getByRole("link", { name: /^Free food in Newry/ }),
      "/free-food/newry",
    );
    await expectHref(
      related.getByRole("link", { name: /^Allotments/ }),
      "/allotments?location=Newry",
    );
    await expectHref(related.getByRole("link", { name: /^Community groups/ }), "/community-groups");
    // The nearest places, on the same side of the Irish Sea.
    const nearby = section(page, "Places near Newry").getByRole("link");
    await expect(nearby).toHaveText(["Lisburn", "Belfast", "Derry"]);
    await expectHref(nearby.first(), "/city/lisburn");

    // Structured data: the breadcrumb trail, and the canonical address.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes("Newry"))).toBe(
      true,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/city\/newry$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      /Garden produce in Newry/,
    );
    await expectNoAxeViolations(page);
  });

  test("shows the count, the first 8 cards, 'View All N Listings' and the free-food section", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await becomeMember(page, request, { confirmEmail: true });
    for (let i = 1; i <= 9; i++) {
      await list(page, `Swede ${i}`, i <= 3 ? "Free" : "Swap", "Inverness");
    }
    await page.goto("/city/inverness");
    const produce = section(page, "Produce listed in Inverness");
    const countText = await produce.getByText(/^\d+ active listings in Inverness$/).textContent();
    const total = Number(countText?.split(" ")[0]);
    expect(total).toBeGreaterThanOrEqual(9);
    await expect(produce.getByRole("listitem")).toHaveCount(8);
    await expect(produce.getByRole("heading", { level: 3 }).first()).toHaveText(/^Swede \d$/);
    await expectHref(
      produce.getByRole("link", { name: `View All ${total} Listings` }),
      "/listings?near=Inverness&within=5",
    );
    const free = section(page, "Free food in Inverness");
    await expect(free.getByText(/^\d+ free listings in Inverness right now/)).toBeVisible();
    await expectHref(
      free.getByRole("link", { name: "See free food in Inverness" }),
      "/free-food/inverness",
    );
    await expectNoAxeViolations(page);

    // The free-food page shows the Free ones only.
    await page.goto("/free-food/inverness");
    const freeNow = section(page, "Free right now in Inverness");
    await expect(freeNow.getByText(/^\d+ free listings in Inverness$/)).toBeVisible();
    const cards = freeNow.getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const card of await cards.all()) {
      await expect(card.getByText("Free", { exact: true })).toBeVisible();
    }
    await expect(freeNow.getByText("Swap", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("Browse Produce takes a member to /listings with the city in Location", async ({
    page,
    request,
  }) => {
    await becomeMember(page, request);
    await page.goto("/city/stirling");
    await page.getByRole("main").getByRole("link", { name: "Browse Produce" }).click();
    await expect(page).toHaveURL(/\/listings\?near=Stirling&within=5$/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Stirling");

    await page.goto("/free-food/stirling");
    await page.getByRole("main").getByRole("link", { name: "Browse Free Food" }).click();
    await expect(page).toHaveURL(/\/listings\?near=Stirling&within=5&type=Free$/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Stirling");
    await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Free");
  });

  test("an unknown city answers 404 with the not-found page", async ({ page }) => {
    for (const path of ["/city/atlantis", "/free-food/atlantis"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
      await expect(page.getByRole("link", { name: "Back to the homepage" })).toBeVisible();
      await expect(page).toHaveTitle("Page not found | Glut");
    }
    await expectNoAxeViolations(page);
  });

  test("a slug in capitals is sent to the one address", async ({ request }) => {
    const response = await request.get("/city/Leeds", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/city/leeds");
  });
});

test.describe("/free-food", () => {
  test("the index: 12 popular cities, every city A to Z, and the links onward", async ({
    page,
  }) => {
    const response = await page.goto("/free-food");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Free food from local growers",
    );
    await expectHref(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
      "/",
    );
    await expectHref(
      page.getByRole("link", { name: "Search All Free Food" }),
      "/listings?type=Free",
    );
    await expectHref(
      page.getByRole("link", { name: "Share Your Surplus Produce" }),
      "/create-listing",
    );
    const popular = section(page, "Popular cities").getByRole("link");
    await expect(popular).toHaveCount(12);
    await expect(popular.first()).toContainText("Free food in London");
    await expectHref(popular.first(), "/free-food/london");

    const all = section(page, "All cities A to Z").getByRole("link");
    await expect(all).toHaveCount(CITY_COUNT);
    await expect(all.first()).toHaveText("Aberdeen");
    await expectHref(all.first(), "/free-food/aberdeen");

    const related = section(page, "More ways to find food");
    for (const href of ["/listings", "/food-banks", "/community-groups", "/signup"]) {
      await expect(related.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test("a city with nothing free: the empty state, the links and the sign-up call", async ({
    page,
  }) => {
    const response = await page.goto("/free-food/newry");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Free food in Newry/);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expectHref(crumbs.getByRole("link", { name: "Free Food" }), "/free-food");
    const hero = section(page, "Free food in Newry");
    await expectHref(
      hero.getByRole("link", { name: "Browse Free Food" }),
      "/listings?near=Newry&within=5&type=Free",
    );
    await expectHref(hero.getByRole("link", { name: "Share Free Produce" }), "/create-listing");
    await expectHref(hero.getByRole("link", { name: "Everything shared in Newry" }), "/city/newry");
    await expectHref(
      hero.getByRole("link", { name: "Allotments in Newry" }),
      "/allotments?location=Newry",
    );

    const listings = section(page, "Free right now in Newry");
    await expect(
      listings.getByRole("heading", { name: "No Free Food Available Right Now" }),
    ).toBeVisible();
    await expectHref(
      listings.getByRole("link", { name: "Give away your surplus" }),
      "/create-listing",
    );
    await expectHref(
      listings.getByRole("link", { name: "See what’s shared in Newry" }),
      "/city/newry",
    );
    await expectHref(
      section(page, "Sign up to collect and share").getByRole("link", {
        name: "Join for £1.00 a year",
      }),
      "/signup",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("sitemaps", () => {
  test("/sitemap links every page and every city under its three kinds", async ({ page }) => {
    // Axe reads more than 400 links.
    test.setTimeout(60_000);
    const response = await page.goto("/sitemap");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    await expect(page.getByText(`Total pages: ${125 + 3 * CITY_COUNT}`)).toBeVisible();
    for (const href of [
      "/",
      "/listings",
      "/listings?category=Vegetables",
      "/listings?category=Seedlings",
      "/listings?type=Free",
      "/listings?type=Swap",
      "/forum",
      "/dashboard",
      "/privacy",
      "/sitemap",
    ]) {
      await expect(page.locator(`main section a[href="${href}"]`)).toHaveCount(1);
    }
    for (const [name, prefix] of [
      ["City pages", "/city/"],
      ["Free food by city", "/free-food/"],
      ["Food banks by city", "/food-banks/"],
    ] as const) {
      const links = section(page, name).getByRole("link");
      await expect(links).toHaveCount(CITY_COUNT);
      await expect(section(page, name).locator(`a[href="${prefix}leeds"]`)).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test("/sitemap.xml is well-formed XML with every city's pages at the app's address", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of [
      "/",
      "/locations",
      "/city/leeds",
      "/free-food/leeds",
      "/food-banks/leeds",
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).not.toContain(`<loc>${baseURL}/dashboard</loc>`);

    // The browser's own XML parser reads it without complaint.
    await page.goto("/");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.localName,
        urls: doc.getElementsByTagName("url").length,
      };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe("urlset");
    expect(parsed.urls).toBeGreaterThan(3 * CITY_COUNT);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
