import { test } from "@playwright/test";
import { thanksAndProfiles } from "./member-profiles";

// The thanks and profile pages on a phone (decision 0089): nothing scrolls sideways.

test("on a phone both sides say thanks and see each other's notes", async ({
  browser,
  baseURL,
}) => {
  // Two members, each signed in, four pages and three axe runs: on a loaded two-core machine this
  // took more than 90 s.
  test.setTimeout(180_000);
  await thanksAndProfiles(browser, baseURL ?? "", "phone", {
    phone: true,
    javaScriptEnabled: true,
  });
});
