import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The launch offer (50p) ended on 31 December 2025, so from here on the page works at 25p.
const PATH = "/community-partnership";
const SIGNUP = "/signup?type=community-group";

const QUESTIONS = [
  "Which organisations can join?",
  "Does it cost anything?",
  "How long does verification take?",
  "How does our organisation earn money?",
  "Does a member pay more if they use our code?",
  "When and how do we get paid?",
  "Is there a limit on what we can earn?",
  "What happened to the 50p launch offer?",
];

function calculator(page: Page) {
  const section = page.getByRole("region", { name: "What could your organisation earn?" });
  return {
    section,
    reach: section.getByRole("textbox", { name: "How many people does your organisation reach?" }),
    maximum: section.locator("#maximum-revenue"),
    example: section.locator("#example-revenue"),
  };
}

function faq(page: Page) {
  const section = page.getByRole("region", { name: "Questions organisations ask" });
  return { section, items: section.locator("details"), questions: section.locator("summary") };
}

test.describe("community partnership page", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
  });

  test("offers sign-up in the hero and in the closing call to action, with an email link", async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);

    const hero = page.getByRole("region", { name: /earn 25p for every member who joins/i });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Sign up your organisation" })).toHaveAttribute(
      "href",
      SIGNUP,
    );

    const cta = page.getByRole("region", { name: "Ready to bring your community on board?" });
    await expect(cta.getByRole("link", { name: "Register your organisation" })).toHaveAttribute(
      "href",
      SIGNUP,
    );
    // The e2e server sets no CONTACT_EMAIL, so the address comes from the default MAIL_FROM.
    const email = cta.getByRole("link", { name: /^Email hello@glut\.localhost$/ });
    await expect(email).toHaveAttribute("href", /^mailto:hello@glut\.localhost\?subject=/);
  });

  test("says plainly that the 50p launch offer ended on 31 December 2025", async ({ page }) => {
    await page.goto(PATH);
    const statement =
      "The 50p launch offer ended on 31 December 2025. Every paying member you bring now earns your organisation 25p.";
    await expect(page.getByRole("region", { name: /earn 25p/i })).toContainText(statement);
    await expect(
      page.getByRole("region", { name: "Ready to bring your community on board?" }),
    ).toContainText(statement);
  });

  test("has a title, description and canonical link", async ({ page, baseURL }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle(/^Community partnership.*\| Glut$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /25p/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${PATH}`,
    );
  });

  test("the calculator starts at 50 people and works at today's rate", async ({ page }) => {
    await page.goto(PATH);
    const calc = calculator(page);
    await expect(calc.reach).toHaveValue("50");
    await expect(calc.reach).toHaveAttribute("inputmode", "numeric");
    await expect(calc.maximum).toHaveText("£12.50");
    await expect(calc.example).toHaveText("£1.25");
    await expect(calc.section.locator("[aria-live=polite]")).toContainText("£12.50");
  });

  test("the calculator updates as you type", async ({ page }) => {
    await page.goto(PATH);
    const calc = calculator(page);

    await calc.reach.fill("200");
    await expect(calc.maximum).toHaveText("£50.00");
    await expect(calc.example).toHaveText("£5.00");

    await calc.reach.fill("abc");
    await expect(calc.maximum).toHaveText("£0.00");
    await expect(calc.example).toHaveText("£0.00");
    await expect(calc.section).toContainText("We could not read “abc” as a number");
    await expect(calc.reach).toHaveAccessibleDescription(/could not read “abc”/);

    await calc.reach.fill("-3");
    await expect(calc.maximum).toHaveText("£0.00");
    await expect(calc.example).toHaveText("£0.00");
    await expect(calc.section).toContainText("cannot be below 0");

    await calc.reach.fill("12.7");
    await expect(calc.maximum).toHaveText("£3.00");
    await expect(calc.example).toHaveText("£0.30");

    await calc.reach.fill("");
    await expect(calc.maximum).toHaveText("£0.00");
  });

  test("sending the calculator puts the reach in the address", async ({ page }) => {
    await page.goto(PATH);
    const calc = calculator(page);
    await calc.reach.fill("120");
    await calc.reach.press("Enter");
    await expect(page).toHaveURL(/\?reach=120$/);
    await expect(calc.reach).toHaveValue("120");
    await expect(calc.maximum).toHaveText("£30.00");
    await expect(calc.example).toHaveText("£3.00");
  });

  test("the benefits grid has six items and a food-bank note", async ({ page }) => {
    await page.goto(PATH);
    const benefits = page.getByRole("region", { name: "What your organisation gets" });
    await expect(benefits.getByRole("listitem")).toHaveCount(6);
    await expect(
      benefits.getByRole("complementary", { name: "Running a food bank?" }),
    ).toBeVisible();
  });

  test("the FAQ: eight questions, the first open, one open at a time", async ({ page }) => {
    await page.goto(PATH);
    const { items, questions } = faq(page);
    await expect(questions).toHaveText(QUESTIONS);

    // The first is open when the page loads, the rest closed.
    await expect(items.nth(0)).toHaveJSProperty("open", true);
    for (let index = 1; index < QUESTIONS.length; index++) {
      await expect(items.nth(index)).toHaveJSProperty("open", false);
    }
    await expect(items.nth(0).getByText(/food banks, community centres/i)).toBeVisible();

    // Opening another closes the first.
    await questions.nth(3).click();
    await expect(items.nth(3)).toHaveJSProperty("open", true);
    await expect(items.nth(3).getByText(/which is 25p now/)).toBeVisible();
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await expect(items.nth(0).getByText(/food banks, community centres/i)).toBeHidden();

    // Clicking the open one closes it, leaving none open.
    await questions.nth(3).click();
    await expect(items.nth(3)).toHaveJSProperty("open", false);
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("the FAQ keeps one open at a time where the browser does not group details by name", async ({
    page,
  }) => {
    await page.goto(PATH);
    const { items, questions } = faq(page);
    await expect(items.first()).toHaveJSProperty("open", true);
    // As in a browser without exclusive <details name>: the script must do the closing.
    await items.evaluateAll((details) => {
      for (const item of details) item.removeAttribute("name");
    });
    await questions.nth(4).click();
    await expect(items.nth(4)).toHaveJSProperty("open", true);
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await expect(page.locator("details[open]")).toHaveCount(1);
  });

  test("logs no errors while loading and hydrating", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(PATH);
    await page.waitForLoadState("networkidle");
    await calculator(page).reach.fill("75");
    await expect(calculator(page).maximum).toHaveText("£18.75");
    expect(errors).toEqual([]);
  });

  test("the FAQ works from the keyboard", async ({ page }) => {
    await page.goto(PATH);
    const { items, questions } = faq(page);

    await questions.nth(7).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(7)).toHaveJSProperty("open", true);
    await expect(items.nth(7)).toContainText("It ended on 31 December 2025");
    await expect(items.nth(0)).toHaveJSProperty("open", false);

    await page.keyboard.press("Space");
    await expect(items.nth(7)).toHaveJSProperty("open", false);

    // Shift+Tab reaches the question before, and Space opens it.
    await page.keyboard.press("Shift+Tab");
    await expect(questions.nth(6)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(6)).toHaveJSProperty("open", true);
  });

  test("is accessible (axe)", async ({ page }) => {
    await page.goto(PATH);
    await expectNoAxeViolations(page);
    // And with the calculator showing a note, and another question open.
    await calculator(page).reach.fill("abc");
    await faq(page).questions.nth(2).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("community partnership page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? "");
  });

  test("renders in full from the server, every question and answer included", async ({ page }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("earn 25p");
    await expect(calculator(page).maximum).toHaveText("£12.50");
    await expect(calculator(page).example).toHaveText("£1.25");

    const { items, questions } = faq(page);
    await expect(questions).toHaveText(QUESTIONS);
    await expect(items).toHaveCount(8);
    const answers = await items.evaluateAll((details) =>
      details.map((item) => item.querySelector(":scope > div")?.textContent?.trim() ?? ""),
    );
    expect(answers).toHaveLength(8);
    for (const answer of answers) expect(answer.length).toBeGreaterThan(40);
    expect(answers[7]).toContain("It ended on 31 December 2025");

    // The questions still open and close, one at a time, with no script at all.
    await expect(items.nth(0)).toHaveJSProperty("open", true);
    await questions.nth(1).click();
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await expect(items.nth(0)).toHaveJSProperty("open", false);
  });

  test("?reach=200 works the figures out on the server", async ({ page }) => {
    await page.goto(`${PATH}?reach=200`);
    const calc = calculator(page);
    await expect(calc.reach).toHaveValue("200");
    await expect(calc.maximum).toHaveText("£50.00");
    await expect(calc.example).toHaveText("£5.00");

    await page.goto(`${PATH}?reach=abc`);
    await expect(calc.reach).toHaveValue("abc");
    await expect(calc.maximum).toHaveText("£0.00");
    await expect(calc.section).toContainText("We could not read “abc” as a number");
  });

  test("the calculator form sends the reach and comes back to the results", async ({ page }) => {
    await page.goto(PATH);
    const calc = calculator(page);
    await calc.reach.fill("80");
    await calc.section.getByRole("button", { name: "Work it out" }).click();
    await expect(page).toHaveURL(/\?reach=80#calculator$/);
    await expect(calc.maximum).toHaveText("£20.00");
    await expect(calc.example).toHaveText("£2.00");
  });
});
