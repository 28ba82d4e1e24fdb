import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// The public pages in Welsh (issue 38, decision 0098): home, about and how it works, with their
// titles, headings and words from the `pages` catalogue, still static and accessible.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
});

test("the home, about and how-it-works pages are in Welsh with ?lng=cy", async ({
  page,
  baseURL,
}) => {
  await page.goto("/?lng=cy");
  expect(await page.locator("html").getAttribute("lang")).toBe("cy");
  await expect(page).toHaveTitle(/^Glut – rhannwch gynnyrch dros ben eich gardd/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Gormod o gorbwmpenni? Rhannwch nhw â’ch cymdogion.",
  );
  await expect(page.getByRole("heading", { name: "Newydd eu Rhestru" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wedi’i rannu drwy Glut" })).toBeVisible();
  // Cardiff by its Welsh name among the city tiles.
  await expect(
    page.getByRole("region", { name: "Tyfu yn agos atoch chi" }).getByRole("link", {
      name: /Caerdydd/,
    }),
  ).toHaveAttribute("href", "/city/cardiff");
  // Static still: no scripts on the page.
  await expect(page.locator("link[rel='modulepreload'], script[src]")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/about?lng=cy");
  expect(await page.locator("html").getAttribute("lang")).toBe("cy");
  await expect(page).toHaveTitle("Am Glut: bwyd cartref, wedi’i rannu â chymdogion | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Am Glut");
  await expect(page.getByRole("navigation", { name: "Briwsion bara" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/about?lng=cy`,
  );
  await expectNoAxeViolations(page);

  await page.goto("/how-it-works?lng=cy");
  expect(await page.locator("html").getAttribute("lang")).toBe("cy");
  await expect(page).toHaveTitle(
    "Sut mae Glut yn gweithio: rhannu, cyfnewid a chadw’n ddiogel | Glut",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sut mae Glut yn gweithio");
  await expect(
    page.getByRole("region", { name: "Canllawiau cymunedol" }).getByRole("listitem"),
  ).toHaveCount(6);
  await expectNoAxeViolations(page);
});
