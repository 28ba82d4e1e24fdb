import { devices, test } from "@playwright/test";
import { walkThePickup } from "./handover-flow";
import { E2E_HANDOVERS } from "./handover-people";

// The pickup and collection on a phone (decision 0088): the static pages and their live refresh
// (decision 0103) on a phone's screen. React's version after a client navigation was walked here
// until no page hydrated (decision 0115).

test("on a phone the two people agree a pickup and mark it collected", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await walkThePickup(browser, baseURL ?? "", E2E_HANDOVERS.phone, {
    javaScriptEnabled: true,
    contextOptions: { ...devices["Pixel 7"] },
  });
});
