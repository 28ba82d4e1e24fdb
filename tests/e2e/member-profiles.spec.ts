import { test } from "@playwright/test";
import { thanksAndProfiles } from "./member-profiles";

// Thanks after a collection and member profiles (decision 0089), on a desktop, with and without
// JavaScript (plain forms): both sides of a collected handover say thanks, each note shows on the
// other's profile, axe finds nothing.

test("both sides say thanks and each note shows on the other's profile", async ({
  browser,
  baseURL,
}) => {
  // Two members, each signed in, four pages and three axe runs: on a loaded two-core machine this
  // took more than 90 s.
  test.setTimeout(180_000);
  await thanksAndProfiles(browser, baseURL ?? "", "desktop", {
    phone: false,
    javaScriptEnabled: true,
  });
});

test("the same without JavaScript", async ({ browser, baseURL }) => {
  // Two members, each signed in, four pages and three axe runs: on a loaded two-core machine this
  // took more than 90 s.
  test.setTimeout(180_000);
  await thanksAndProfiles(browser, baseURL ?? "", "noScript", {
    phone: false,
    javaScriptEnabled: false,
  });
});
