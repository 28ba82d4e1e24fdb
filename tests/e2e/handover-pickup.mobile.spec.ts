import { devices, test } from "@playwright/test";
import { walkThePickup } from "./handover-flow";
import { E2E_HANDOVERS } from "./handover-people";

// The pickup and collection on a phone (decision 0088), reached by client navigation: the pages
// React renders, with React's live refresh (the desktop run has the static pages, decision 0103).

test("on a phone the two people agree a pickup and mark it collected", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await walkThePickup(browser, baseURL ?? "", E2E_HANDOVERS.phone, {
    javaScriptEnabled: true,
    contextOptions: { ...devices["Pixel 7"] },
    // React's version of the page, after a client navigation (decision 0103).
    clientNavigation: true,
  });
});
