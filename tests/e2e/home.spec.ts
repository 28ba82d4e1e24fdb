import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.describe("home page", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
  });

  test("renders every section the specification lists", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    const hero = page.getByRole("region", { name: /share them with your neighbours/i });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Find Produce" })).toHaveAttribute(
      "href",
      "/listings",
    );
    await expect(hero.getByRole("link", { name: "Share Your Garden" })).toHaveAttribute(
      "href",
      "/create-listing",
    );

    await expect(
      page.getByRole("heading", { name: "Personal membership: £1.00 a year" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Free for organisations" })).toBeVisible();

    const earn = page.getByRole("region", { name: /organisations earn 25p/i });
    await expect(earn.getByRole("link", { name: "How the partnership works" })).toHaveAttribute(
      "href",
      "/community-partnership",
    );
    await expect(earn.getByRole("link", { name: "Sign up your group" })).toHaveAttribute(
      "href",
      "/signup?type=community-group",
    );

    const calendar = page.getByRole("region", { name: "What should you sow this month?" });
    await expect(calendar.getByRole("link", { name: /planting calendar/i })).toHaveAttribute(
      "href",
      "/planting-calendar",
    );

    const cities = page.getByRole("region", { name: "Growing near you" });
    const cityLinks = cities.getByRole("listitem").getByRole("link");
    await expect(cityLinks).toHaveCount(12);
    await expect(cityLinks.first()).toHaveAttribute("href", "/city/london");
    await expect(cityLinks.nth(1)).toHaveAttribute("href", "/city/birmingham");

    const how = page.getByRole("region", { name: "How Glut works" });
    await expect(how.getByRole("listitem")).toHaveCount(3);

    // Other specs list produce on the same server: with none yet, the empty state shows; cards
    // are covered by freshly-listed.spec.ts, the empty state also by freshly-listed.test.tsx.
    const fresh = page.getByRole("region", { name: "Freshly Listed" });
    await expect(fresh.getByRole("heading", { name: "Freshly Listed" })).toBeVisible();
    const cards = await fresh.getByRole("listitem").count();
    if (cards === 0) {
      await expect(fresh.getByRole("heading", { name: "No Produce Listed Yet" })).toBeVisible();
      await expect(fresh.getByRole("link", { name: "Share Your Garden" })).toHaveAttribute(
        "href",
        "/create-listing",
      );
    } else {
      expect(cards).toBeLessThanOrEqual(3);
    }

    const features = page.getByRole("region", { name: "Everything for growers and neighbours" });
    const featureHrefs = await features
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(featureHrefs).toEqual([
      "/listings",
      "/planting-calendar",
      "/how-it-works",
      "/free-food",
      "/community-groups",
      "/allotments",
      "/food-banks",
    ]);

    const cta = page.getByRole("region", { name: "Don’t let your surplus go to waste" });
    const ctaHrefs = await cta
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(ctaHrefs).toEqual(["/create-listing", "/listings", "/free-food"]);
  });

  test("has a title, description, canonical link and Open Graph tags", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Glut/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /swap/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Glut/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");

    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await page.request.get(new URL(image ?? "").pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test("the footer lists the 20 most populous cities, 8 of them as popular", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const popular = footer.getByRole("region", { name: "Popular Locations" }).getByRole("link");
    const more = footer.getByRole("region", { name: "More Cities" }).getByRole("link");
    await expect(popular).toHaveCount(8);
    await expect(more).toHaveCount(12);
    await expect(popular.first()).toHaveText("London");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
  });

  test("is accessible (axe)", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("serves robots.txt", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Disallow: /dashboard");
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders in full from the server", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /share them with your neighbours/i,
    );
    await expect(
      page.getByRole("region", { name: "Growing near you" }).getByRole("link"),
    ).toHaveCount(13);
    await expect(page.getByRole("heading", { name: "Freshly Listed" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "London" })).toBeVisible();
  });
});
