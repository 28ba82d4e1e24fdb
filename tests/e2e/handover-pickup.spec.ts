import { test } from "@playwright/test";
import { walkThePickup } from "./handover-flow";
import { E2E_HANDOVERS } from "./handover-people";

// Issue 35, item 3 and 4: a reserved item's two people agree a pickup and mark it collected,
// with JavaScript and without (plain forms), axe clean at each step, the page within its
// first-load JavaScript budget (decision 0088).

test("the two people agree a pickup, and it is marked collected and confirmed", async ({
  browser,
  baseURL,
}) => {
  // Two people signing in and eight pages with three axe runs: a long story on a busy machine.
  test.setTimeout(240_000);
  await walkThePickup(browser, baseURL ?? "", E2E_HANDOVERS.desktop, {
    javaScriptEnabled: true,
    measureJs: true,
  });
});

test("the same without JavaScript, with plain forms", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  await walkThePickup(browser, baseURL ?? "", E2E_HANDOVERS.noScript, { javaScriptEnabled: false });
});
