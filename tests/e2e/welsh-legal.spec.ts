import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The terms and the privacy policy in Welsh (issue 38, decision 0098): static pages (no script),
// `<html lang="cy">`, their titles, contents and sections in Welsh with the site's own figures,
// accessible; and the English pages word for word as before (legal-pages.spec.ts has the rest).

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});
const sectionHeadings = (page: Page) =>
  page.getByRole("article").getByRole("heading", { level: 2 });
const scripts = (page: Page) =>
  page.locator(
    "script:not([type='application/ld+json']):not([data-shell-script]), link[rel='modulepreload']",
  );

test("the terms and the privacy policy in Welsh, and in English as before", async ({ page }) => {
  await page.goto("/terms?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Telerau Gwasanaeth | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Telerau Gwasanaeth");
  await expect(page.getByText("Diweddarwyd ddiwethaf")).toContainText("Tachwedd 2026");
  await expect(sectionHeadings(page)).toHaveCount(13);
  await expect(sectionHeadings(page).first()).toHaveText("1. Ynglŷn â’r telerau hyn");
  await expect(page.getByRole("region", { name: "2. Pwy all ddefnyddio Glut" })).toContainText(
    "Rhaid i chi fod yn 16 oed o leiaf",
  );
  await expect(page.getByRole("region", { name: "4. Aelodaeth a thalu" })).toContainText(
    "£1.00 y flwyddyn",
  );
  await expect(page.getByRole("region", { name: /^13\. / })).toContainText(
    "Cyfraith Cymru a Lloegr sy’n llywodraethu’r telerau hyn",
  );
  await expect(page.getByRole("link", { name: "Polisi Preifatrwydd" }).first()).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(scripts(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/privacy?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Polisi Preifatrwydd | Glut");
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toContainText("Hafan");
  const contents = page.getByRole("navigation", { name: "Cynnwys" }).getByRole("link");
  await expect(contents).toHaveCount(14);
  await expect(page.getByRole("region", { name: "1. Pwy ydym ni" })).toContainText(
    "ni yw’r rheolydd data",
  );
  await expect(page.getByRole("region", { name: /^3\. / })).toContainText("sail gyfreithlon");
  const retention = page.getByRole("region", { name: "9. Am ba hyd rydym yn ei gadw" });
  await expect(retention).toContainText("Os na fyddwch yn mewngofnodi am 3 blynedd");
  await expect(retention).toContainText("Negeseuon rhwng aelodau: 2 flynedd");
  await expect(page.getByRole("region", { name: "11. Cwcis" })).toContainText("glut_lng");
  const complaints = page.getByRole("region", { name: /^14\. / });
  await expect(complaints).toContainText("Swyddfa’r Comisiynydd Gwybodaeth (ICO)");
  await expect(complaints.getByRole("link", { name: "ico.org.uk" })).toBeVisible();
  await expect(scripts(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // English as it was.
  await page.goto("/privacy?lng=en");
  expect(await htmlLang(page)).toBe("en-GB");
  await expect(page).toHaveTitle("Privacy Policy | Glut");
  await expect(sectionHeadings(page).first()).toHaveText("1. Who we are");
  await expect(page.getByRole("region", { name: "1. Who we are" })).toContainText(
    "which makes us its controller under the UK General Data Protection Regulation (UK GDPR)",
  );
  await expect(page.getByText("Last updated")).toContainText("November 2026");
});
