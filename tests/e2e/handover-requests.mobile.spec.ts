import { test } from "@playwright/test";
import { person, requestAndReserve } from "./handover-requests";

// The request-and-reserve story on a phone (decision 0087).

test("on a phone a member requests, the lister reserves, and others see Reserved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL ?? "";
  const phone = { isMobile: true, viewport: { width: 390, height: 844 } };
  await requestAndReserve(
    await person(browser, url, phone),
    await person(browser, url, phone),
    await person(browser, url, phone),
  );
});
