import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The UK's biggest cities by the seeded populations (decision 0007).
const TOP_SIX = ["london", "birmingham", "leeds", "glasgow", "manchester", "sheffield"];

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test.describe("community groups page", () => {
  test("shows the six kinds of group, the food-bank cities and twelve city cards", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto("/community-groups");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Community groups.*\| Glut$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/community-groups`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Community groups on Glut");
    await expect(page.getByRole("link", { name: "Register your group" }).first()).toHaveAttribute(
      "href",
      "/signup?type=community-group",
    );

    const types = page.getByRole("region", { name: "Who Glut is for" });
    await expect(types.getByRole("heading", { level: 3 })).toHaveText([
      "Food banks",
      "Community centres",
      "Youth groups",
      "Senior centres",
      "Environmental groups",
      "Homeless shelters",
    ]);
    // Only food banks have a page of their own.
    await expect(types.getByRole("link")).toHaveCount(1);
    await expect(types.getByRole("link", { name: "Food banks" })).toHaveAttribute(
      "href",
      "/food-banks",
    );

    const foodBanks = page.getByRole("region", { name: "Need a food bank?" });
    const cityLinks = foodBanks.getByRole("listitem").getByRole("link");
    await expect(cityLinks).toHaveCount(6);
    for (const [index, slug] of TOP_SIX.entries()) {
      await expect(cityLinks.nth(index)).toHaveAttribute("href", `/food-banks/${slug}`);
    }

    const cities = page.getByRole("region", { name: "Groups across the UK" });
    await expect(cities.getByRole("listitem")).toHaveCount(12);
    await expect(cities.getByRole("link")).toHaveCount(0);
    await expect(cities.getByRole("listitem").first()).toContainText("Community groups in London");

    await expectNoAxeViolations(page);
  });
});

test.describe("schools page", () => {
  test("both sign-up buttons set the organisation type to school", async ({ page, baseURL }) => {
    await page.goto("/schools");
    await expect(page).toHaveTitle(/^Glut for schools.*\| Glut$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/schools`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glut for schools");

    const signUps = page.locator('a[href="/signup?organizationType=school"]');
    await expect(signUps).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Register your school" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up your school" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See what growers are sharing" })).toHaveAttribute(
      "href",
      "/listings",
    );
    await expect(page.getByRole("region", { name: "How schools use Glut" })).toBeVisible();
    await expect(page.getByText(/aged 16 and over/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Register your school" }).click();
    await expect(page).toHaveURL(/\/signup\?organizationType=school$/);
    await expect(page.getByRole("radio", { name: "Organisation" })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Organisation type" })).toHaveValue("school");
  });
});

test.describe("how it works page", () => {
  test("has six steps, four categories, three safety tips and the community guidelines", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/how-it-works");
    await expect(page).toHaveTitle(/^How Glut works.*\| Glut$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/how-it-works`,
    );

    const steps = page.getByRole("region", { name: "Six steps to sharing" });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Sign up and create your profile",
      "Share from your garden",
      "Browse and discover",
      "Connect and communicate",
      "Arrange collection or swap",
      "Grow and enjoy",
    ]);
    await expect(steps).toContainText("£1.00 a year");

    const categories = page.getByRole("region", { name: "What you can share" });
    await expect(categories.getByRole("heading", { level: 3 })).toHaveText([
      "Fresh produce",
      "Seeds and bulbs",
      "Cuttings and seedlings",
      "Flowers and plants",
    ]);

    const safety = page.getByRole("region", { name: "Staying safe" });
    await expect(safety.getByRole("heading", { level: 3 })).toHaveCount(3);

    await expect(page.getByRole("link", { name: "Join Glut" }).first()).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("link", { name: "Browse produce" }).first()).toHaveAttribute(
      "href",
      "/listings",
    );
    await expectNoAxeViolations(page);

    await page.goto("/how-it-works#community-guidelines");
    const guidelines = page.locator("#community-guidelines");
    await expect(
      guidelines.getByRole("heading", { name: "Community guidelines" }),
    ).toBeInViewport();
    await expect(guidelines.getByRole("listitem")).toHaveCount(6);
  });
});

test.describe("about page", () => {
  test("tells the story and mission, with six benefits and a sign-up link", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/^About Glut.*\| Glut$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Glut");
    await expect(page.getByRole("region", { name: "Our story" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Our mission" })).toContainText("£1.00 a year");
    await expect(
      page.getByRole("region", { name: "Why share on Glut" }).getByRole("listitem"),
    ).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expectNoAxeViolations(page);
  });
});
