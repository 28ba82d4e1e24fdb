import { createECDH, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN } from "./accounts";
import { expectNoAxeViolations } from "./helpers";

// /account/push (decision 0095): the page a member turns push on from and removes devices on.
// Headless Chromium has no push service to subscribe at, so a device is added by posting what
// the page's button posts after PushManager.subscribe (the worker's sending is tested against a
// local stand-in push service in app/push/push-sender.server.test.ts).

function subscriptionFields() {
  const browser = createECDH("prime256v1");
  browser.generateKeys();
  return {
    intent: "subscribe",
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString("hex")}`,
    p256dh: browser.getPublicKey("base64url", "uncompressed"),
    auth: randomBytes(16).toString("base64url"),
  };
}

test("a member sees the button, keeps the message-text choice, and their devices are listed", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  await page.goto("/account/push");
  await expect(page.getByRole("heading", { level: 1, name: "Push notifications" })).toBeVisible();
  // Static (decision 0105): the live updates' file and the page's own inline script, which
  // takes the button over.
  expect(await page.locator("link[rel='modulepreload']").count()).toBe(0);
  expect(await page.locator("script[data-inline-script]").count()).toBe(1);
  const liveScript = (await page.locator("script[data-live-script]").getAttribute("src")) ?? "";
  expect(scripts.filter((url) => new URL(url).pathname !== liveScript)).toEqual([]);
  const turnOn = page.getByRole("button", { name: "Turn on push notifications on this device" });
  await expect(turnOn).toBeEnabled();
  await expect(page.getByText("Turning push notifications on needs JavaScript.")).toHaveCount(0);
  // Headless Chromium has no push service: the script says why it could not, in the page's words.
  await turnOn.click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /cannot get push notifications|are blocked|could not be turned on/ }),
  ).toBeVisible();
  await expect(
    page.getByText("Push notifications are not on for any of your devices."),
  ).toBeVisible();
  const showText = page.getByRole("checkbox", { name: "Show message text in push notifications" });
  await expect(showText).not.toBeChecked();
  await showText.check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Push notifications will show message text.").first()).toBeVisible();
  await expect(showText).toBeChecked();

  const added = await page.request.post("/account/push", {
    form: subscriptionFields(),
    headers: { ...OUR_ORIGIN, "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove Chrome on Android" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a device is removed with the plain form", async ({ page, request }) => {
    await becomeMember(page, request);
    const added = await page.request.post("/account/push", {
      form: subscriptionFields(),
      headers: {
        ...OUR_ORIGIN,
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1",
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
    await page.goto("/account/push");
    await expect(page.getByText("Turning push notifications on needs JavaScript.")).toBeVisible();
    await page.getByRole("button", { name: "Remove Safari on iPhone" }).click();
    await expect(
      page.getByText("That device will not get push notifications any more."),
    ).toBeVisible();
    await expect(
      page.getByText("Push notifications are not on for any of your devices."),
    ).toBeVisible();
  });
});

test("signing out on a device turns its push notifications off, and not the other device's", async ({
  page,
  request,
  browser,
}) => {
  const account = await becomeMember(page, request);
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  const signedIn = await laptopPage.request.post("/login", {
    form: { email: account.email, password: account.password },
    headers: OUR_ORIGIN,
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const addFrom = async (on: typeof page, userAgent: string) => {
    const added = await on.request.post("/account/push", {
      form: subscriptionFields(),
      headers: { ...OUR_ORIGIN, "User-Agent": userAgent },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
  };
  await addFrom(page, "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile");
  await addFrom(laptopPage, "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Firefox/132.0");

  await page.goto("/account/push");
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await laptopPage.goto("/account/push");
  await expect(laptopPage.getByRole("button", { name: "Remove Firefox on Windows" })).toBeVisible();
  await expect(laptopPage.getByRole("button", { name: "Remove Chrome on Android" })).toHaveCount(0);
  await laptop.close();
});
