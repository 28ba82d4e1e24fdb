import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

const PRIVACY_SECTIONS = [
  "Who we are",
  "The data we collect",
  "Why we use it: our lawful bases",
  "What other people can see",
  "Your photos",
  "Reports, moderation and complaints",
  "Who we share it with",
  "Transfers outside the UK",
  "How long we keep it",
  "Your rights",
  "Cookies",
  "Children",
  "Keeping your data safe",
  "Complaints and changes to this policy",
];

const TERMS_SECTIONS = [
  "About these terms",
  "Who can use Glut",
  "Your account",
  "Membership and payment",
  "Sharing produce",
  "Meeting up and food safety",
  "Community rules",
  "How we moderate content and handle complaints",
  "Your content",
  "Organisations and community partners",
  "Suspending or closing accounts",
  "Our responsibility to you",
  "Changes, governing law and contact",
];

test.describe("legal pages", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
  });

  test("the privacy policy has its 14 sections, the retention it promises and the ICO", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Privacy Policy | Glut");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/privacy`,
    );
    const headings = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(PRIVACY_SECTIONS.map((title, i) => `${i + 1}. ${title}`));
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(14);

    const retention = page.getByRole("region", { name: "9. How long we keep it" });
    await expect(retention).toContainText(
      "If you do not sign in for 3 years, we delete the account",
    );
    await expect(retention).toContainText("We email you 30 days before");
    await expect(retention).toContainText("Messages between members: 2 years");
    await expect(page.getByRole("region", { name: "5. Your photos" })).toContainText("EXIF");
    const rights = page.getByRole("region", { name: "10. Your rights" });
    await expect(rights).toContainText("Download my data");
    await expect(rights).toContainText("Delete my account");
    const complaints = page.getByRole("region", {
      name: "14. Complaints and changes to this policy",
    });
    await expect(complaints.getByRole("link", { name: "ico.org.uk" })).toHaveAttribute(
      "href",
      "https://ico.org.uk/make-a-complaint/",
    );
    await expect(complaints).toContainText("0303 123 1113");
    await expect(page.getByRole("link", { name: "hello@glut.localhost" }).first()).toHaveAttribute(
      "href",
      "mailto:hello@glut.localhost",
    );

    // Links in the contents jump to their section.
    await contents.filter({ hasText: "Your rights" }).click();
    await expect(page).toHaveURL(/\/privacy#your-rights$/);
    await expectNoAxeViolations(page);
  });

  test("the terms have their 13 sections, the minimum age and the law of England and Wales", async ({
    page,
  }) => {
    const response = await page.goto("/terms");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Terms of Service | Glut");
    const headings = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(TERMS_SECTIONS.map((title, i) => `${i + 1}. ${title}`));
    await expect(page.getByRole("region", { name: "2. Who can use Glut" })).toContainText(
      "at least 16 years old",
    );
    await expect(page.getByRole("region", { name: "4. Membership and payment" })).toContainText(
      "£1.00 a year",
    );
    await expect(
      page.getByRole("region", { name: "13. Changes, governing law and contact" }),
    ).toContainText("governed by the law of England and Wales");
    await expectNoAxeViolations(page);
  });

  test("the breadcrumbs lead home and carry their structured data", async ({ page }) => {
    for (const [path, title] of [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/contact", "Contact"],
    ] as const) {
      await page.goto(path);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(trail.getByText(title, { exact: true })).toHaveAttribute("aria-current", "page");
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(data.some((json) => json.includes('"BreadcrumbList"'))).toBe(true);
    }
  });

  test("the sign-up form's links lead to both pages", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("link", { name: "Terms of Service" }).first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto("/signup");
    await page.getByRole("link", { name: "Privacy Policy" }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});
