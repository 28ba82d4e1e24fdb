import { test } from "@playwright/test";
import { person, requestAndReserve } from "./handover-requests";

// Decision 0087: a member asks for a listing with a note, the lister reserves it for them, and a
// third member sees it Reserved on its page and its card; with scripts and without (plain forms).

test("a member requests a listing, the lister reserves it, and others see Reserved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL ?? "";
  await requestAndReserve(
    await person(browser, url),
    await person(browser, url),
    await person(browser, url),
  );
});

test("the same without JavaScript", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const url = baseURL ?? "";
  const off = { javaScriptEnabled: false };
  await requestAndReserve(
    await person(browser, url, off),
    await person(browser, url, off),
    await person(browser, url, off),
    false,
  );
});
