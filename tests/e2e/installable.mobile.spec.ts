import { expect, test } from "@playwright/test";
import { becomeMember } from "./accounts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";

// On a phone, where installing matters most (decision 0095): the Install Glut hint fits the
// screen with tap targets of 44 px, and the offline page reads without sideways scrolling.

test("the Install Glut hint fits a phone, with full-size tap targets", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  // Static (decision 0105): its inline script answers the offer once the page has loaded.
  await page.goto("/dashboard");
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(offer);
  });
  const hint = page.getByRole("region", { name: "Install Glut" });
  await expect(hint).toBeVisible();
  for (const name of ["Install", "Not now"]) {
    const box = await hint.getByRole("button", { name, exact: true }).boundingBox();
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page);
  // Declining the browser's own prompt is remembered as Not now is.
  await hint.getByRole("button", { name: "Install", exact: true }).click();
  await expect(hint).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("glut-install-hint-dismissed"))).toBe("1");
});

test("the offline page reads on a phone", async ({ page }) => {
  await page.goto("/offline");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
