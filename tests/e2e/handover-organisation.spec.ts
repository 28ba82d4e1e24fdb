import { test } from "@playwright/test";
import { organisationLoop } from "./handover-organisation";
import { E2E_ORGANISATION_HANDOVERS } from "./handover-people";

// Issue 35's loop for a verified food bank, on desktop with JavaScript (decision 0087).

test("a food bank asks, goes first in the fair draw, and collects", async ({
  browser,
  baseURL,
}) => {
  // Two people signing in twice and a dozen pages with axe runs: a long story on two cores.
  test.setTimeout(300_000);
  await organisationLoop(browser, baseURL ?? "", E2E_ORGANISATION_HANDOVERS.desktop, {
    javaScriptEnabled: true,
  });
});
