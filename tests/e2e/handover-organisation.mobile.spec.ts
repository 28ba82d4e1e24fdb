import { devices, test } from "@playwright/test";
import { organisationLoop } from "./handover-organisation";
import { E2E_ORGANISATION_HANDOVERS } from "./handover-people";

// Issue 35's loop for a verified food bank on a phone, with plain forms (no JavaScript).

test("on a phone without JavaScript a food bank asks, is drawn first, and collects", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await organisationLoop(browser, baseURL ?? "", E2E_ORGANISATION_HANDOVERS.noScript, {
    javaScriptEnabled: false,
    contextOptions: { ...devices["Pixel 7"] },
  });
});
