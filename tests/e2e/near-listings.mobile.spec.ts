import { expect, test } from "@playwright/test";
import { becomeMember } from "./accounts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";
import { listAt, nearToken } from "./near-listings";

// Issue 17 on a phone: the distance filters fit, and the city page finds what its name missed.
// Issue 32: on a 390 px phone, cards that show a distance kept the pages wider than the screen.
test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a member searches near a town and a city page finds Hull's listings", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request, { confirmEmail: true });
  const tag = nearToken();
  await listAt(page, "Hull rhubarb", "Hull", tag);
  await listAt(page, "Hessle Road beans", "HU3", tag);

  await page.goto(`/listings?search=${tag}`);
  await page.getByLabel("Location", { exact: true }).fill("Kingston upon Hull");
  await page.getByLabel("Within", { exact: true }).selectOption({ label: "5 miles" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Found 2 garden swaps")).toBeVisible();
  await expect(page.getByText(/HU3, (about \d+ miles?|less than a mile) away/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The filters' placeholders are whole, not cut off ("Tomatoes, cour").
  for (const label of ["Search", "Location"]) {
    const field = page.getByLabel(label, { exact: true });
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return false;
      context.font = style.font;
      const room =
        input.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits, `the ${label} placeholder fits its field`).toBe(true);
  }
  // The filters, Within included, fit the phone's width.
  const form = await page.getByRole("search", { name: "Filter listings" }).boundingBox();
  expect((form?.x ?? 0) + (form?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page);

  // The Kingston upon Hull page counts both: 'Hull' was missed by the old name match.
  await page.goto("/city/kingston-upon-hull");
  await expect(page.getByRole("link", { name: /Hull rhubarb/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Hessle Road beans/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto("/free-food/kingston-upon-hull");
  await expect(page.getByRole("link", { name: /Hessle Road beans/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
