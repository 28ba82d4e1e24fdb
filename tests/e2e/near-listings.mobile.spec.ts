import { expect, test } from "@playwright/test";
import { becomeMember } from "./accounts";
import { expectNoAxeViolations } from "./helpers";
import { listAt, nearToken } from "./near-listings";

// Issue 17 on a phone: the distance filters fit, and the city page finds what its name missed.

test("on a phone, a member searches near a town and a city page finds Hull's listings", async ({
  page,
  request,
}) => {
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
  // The filters, Within included, fit the phone's width.
  const form = await page.getByRole("search", { name: "Filter listings" }).boundingBox();
  expect((form?.x ?? 0) + (form?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page);

  // The Kingston upon Hull page counts both: 'Hull' was missed by the old name match.
  await page.goto("/city/kingston-upon-hull");
  await expect(page.getByRole("link", { name: /Hull rhubarb/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Hessle Road beans/ })).toBeVisible();
});
