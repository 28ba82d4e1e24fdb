import { devices, expect, test } from "@playwright/test";
import { signIn } from "./accounts";
import { personIn } from "./handover-flow";
import { E2E_WELSH_HANDOVERS } from "./handover-people";
import { expectNoAxeViolations } from "./helpers";

// A handover in Welsh on a phone (issue 38): the page in Welsh, and cancelling without a reason
// refused in Welsh by the server.

test("on a phone a handover is in Welsh, and a cancel without a reason is refused in Welsh", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pair = E2E_WELSH_HANDOVERS.phone;
  const { context, page } = await personIn(browser, baseURL ?? "", {
    javaScriptEnabled: true,
    contextOptions: { ...devices["Pixel 7"] },
  });
  try {
    await signIn(page, pair.receiver);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/handovers?lng=cy");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await page.getByRole("link", { name: pair.item, exact: true }).click();
    await expect(page.getByRole("heading", { name: pair.item, level: 1 })).toBeVisible();
    await expect(page.getByText("Dim amser casglu eto.")).toBeVisible();
    await page.getByText("Canslo, gyda rheswm").click();
    await page.getByRole("button", { name: "Canslo’r neilltuad" }).click();
    await expect(page.getByText("Dewiswch pam rydych chi’n canslo.")).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
