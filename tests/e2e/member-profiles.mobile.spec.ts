import { test } from "@playwright/test";
import { thanksAndProfiles } from "./member-profiles";

// The thanks and profile pages on a phone (decision 0089): nothing scrolls sideways.

test("on a phone both sides say thanks and see each other's notes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await thanksAndProfiles(browser, baseURL ?? "", "phone", {
    phone: true,
    javaScriptEnabled: true,
  });
});
