import { test } from "@playwright/test";
import { thanksAndProfiles } from "./member-profiles";

// Thanks after a collection and member profiles (decision 0089), on a desktop, with and without
// JavaScript (plain forms): both sides of a collected handover say thanks, each note shows on the
// other's profile, axe finds nothing.

test("both sides say thanks and each note shows on the other's profile", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await thanksAndProfiles(browser, baseURL ?? "", "desktop", {
    phone: false,
    javaScriptEnabled: true,
  });
});

test("the same without JavaScript", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  await thanksAndProfiles(browser, baseURL ?? "", "noScript", {
    phone: false,
    javaScriptEnabled: false,
  });
});
