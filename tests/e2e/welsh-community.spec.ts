import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The community pages in Welsh (issue 38, decision 0098): community groups, schools and the
// community partnership with its calculator, from the `community` catalogue; still static (the
// partnership page's one inline script counts in Welsh from the words the server puts in the
// page), accessible, and English as it was.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

/** A static page: no module scripts, nothing preloaded for React. */
async function expectStatic(page: Page) {
  await expect(page.locator("link[rel='modulepreload'], script[src]")).toHaveCount(0);
}

test("community groups and schools in Welsh, still static", async ({ page, baseURL }) => {
  await page.goto("/community-groups?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(
    "Grwpiau cymunedol: rhannwch gynnyrch ffres â’r bobl rydych chi’n eu gwasanaethu | Glut",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/community-groups?lng=cy`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grwpiau cymunedol ar Glut");
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toContainText(
    "Grwpiau Cymunedol",
  );
  const types = page.getByRole("region", { name: "I bwy mae Glut" });
  await expect(types.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(types.getByRole("link", { name: "Banciau bwyd" })).toHaveAttribute(
    "href",
    "/food-banks",
  );
  await expect(
    page.getByRole("region", { name: "Angen banc bwyd?" }).getByRole("link").first(),
  ).toHaveText("Banciau bwyd yn London");
  // Cardiff by its Welsh name, mutated after 'yn'.
  await expect(
    page.getByRole("region", { name: "Grwpiau ledled y DU" }).getByRole("heading", {
      name: "Grwpiau cymunedol yng Nghaerdydd",
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Cofrestrwch eich grŵp" }).first()).toHaveAttribute(
    "href",
    "/signup?type=community-group",
  );
  await expectStatic(page);
  await expectNoAxeViolations(page);

  await page.goto("/schools?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(/^Glut i ysgolion: .* \| Glut$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glut i ysgolion");
  await expect(page.getByRole("link", { name: "Cofrestrwch eich ysgol" })).toHaveAttribute(
    "href",
    "/signup?organizationType=school",
  );
  await expect(
    page.getByRole("region", { name: "Sut mae ysgolion yn defnyddio Glut" }),
  ).toBeVisible();
  await expect(page.getByText(/16 oed a hŷn/)).toBeVisible();
  await expectStatic(page);
  await expectNoAxeViolations(page);
});

test("the community partnership and its calculator in Welsh", async ({ page, baseURL }) => {
  await page.goto("/community-partnership?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(/^Partneriaeth gymunedol: .* \| Glut$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /ennill 25p/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/community-partnership?lng=cy`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dewch â’ch cymuned i Glut ac ennill 25p am bob aelod sy’n ymuno",
  );
  // The launch offer in the dashboard's Welsh words, its date in Welsh.
  await expect(
    page.getByRole("region", { name: "Yn barod i ddod â’ch cymuned gyda chi?" }),
  ).toContainText("Daeth y cynnig lansio o 50p i ben ar 31 Rhagfyr 2025.");

  const calculator = page.getByRole("region", { name: "Faint allai eich sefydliad ei ennill?" });
  const reach = calculator.getByRole("textbox", {
    name: "Faint o bobl mae eich sefydliad yn eu cyrraedd?",
  });
  await expect(calculator.locator("#maximum-revenue")).toHaveText("£12.50");
  await reach.fill("abc");
  await expect(calculator.locator("#maximum-revenue")).toHaveText("£0.00");
  await expect(reach).toHaveAccessibleDescription(
    /Doedden ni ddim yn gallu darllen “abc” fel rhif/,
  );
  await reach.fill("1200.5");
  await expect(calculator.locator("#maximum-revenue")).toHaveText("£300.00");
  await expect(calculator).toContainText("wedi cyfrifo ar gyfer 1,200.");
  await reach.fill("200");
  await expect(calculator.locator("#example-revenue")).toHaveText("£5.00");

  const faq = page.getByRole("region", { name: "Cwestiynau mae sefydliadau’n eu gofyn" });
  await expect(faq.locator("summary").first()).toHaveText("Pa sefydliadau all ymuno?");
  await expect(faq.locator("summary").last()).toHaveText(
    "Beth ddigwyddodd i’r cynnig lansio o 50p?",
  );
  await expect(
    page.getByRole("region", { name: "Beth mae eich sefydliad yn ei gael" }).getByRole("listitem"),
  ).toHaveCount(6);
  // Static still: only its one inline script.
  await expectStatic(page);
  await expect(page.locator("script[data-inline-script]")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("English is unchanged", async ({ page }) => {
  await page.goto("/community-partnership?lng=en");
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Bring your community to Glut and earn 25p for every member who joins",
  );
  const calculator = page.getByRole("region", { name: "What could your organisation earn?" });
  await calculator.getByRole("textbox").fill("abc");
  await expect(calculator).toContainText("We could not read “abc” as a number");

  await page.goto("/community-groups?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Community groups on Glut");
  await expect(
    page.getByRole("region", { name: "Groups across the UK" }).getByRole("listitem").last(),
  ).toContainText("Community groups in Cardiff");
});
