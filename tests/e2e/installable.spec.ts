import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";
import { debianChromium } from "../../debian-chromium";
import { becomeMember } from "./accounts";
import { expectNoAxeViolations } from "./helpers";

// Glut as an installed app (issue 36, decision 0095): the manifest and its icons, the service
// worker on members' pages only, Chromium's own installability check, the offline page, what
// the worker keeps (never a member's page), and the Install Glut hint.

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function serviceWorkerScope(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

test("the manifest is served as a web app manifest, with icons that are what it says", async ({
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Glut",
    short_name: "Glut",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#2f6b2f",
    background_color: "#fbf7ee",
  });
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    purposes.add(icon.purpose);
  }
  expect([...purposes].sort()).toEqual(["any", "maskable"]);
  expect((await request.get("/icons/apple-touch-icon.png")).status()).toBe(200);

  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
});

test("public pages link the manifest but register no service worker", async ({ page }) => {
  await page.goto("/planting-calendar");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  expect(await page.evaluate(async () => navigator.serviceWorker.getRegistrations())).toHaveLength(
    0,
  );
});

test("a member's pages register the service worker, and Chromium finds Glut installable", async ({
  page,
  request,
  baseURL,
}) => {
  await becomeMember(page, request);
  // Playwright's contexts are off the record, where Chromium never offers installing
  // ("in-incognito"): the check runs in a browser profile on disk, as a person's would be.
  const profile = mkdtempSync(path.join(os.tmpdir(), "glut-installable-"));
  const browser = await chromium.launchPersistentContext(profile, { ...debianChromium, baseURL });
  try {
    await browser.addCookies(await page.context().cookies());
    const member = browser.pages()[0] ?? (await browser.newPage());
    await member.goto("/dashboard");
    expect(await serviceWorkerScope(member)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // What Lighthouse's installable-manifest audit asked Chromium before Lighthouse 12 dropped
    // it: the browser's own installability errors for this page, and its reading of the manifest.
    const devtools = await browser.newCDPSession(member);
    const manifest = (await devtools.send("Page.getAppManifest")) as {
      errors: { message: string }[];
      url: string;
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the service worker keeps no member's page, and shows the offline page without a network", async ({
  page,
  request,
}) => {
  const account = await becomeMember(page, request);
  await page.goto("/dashboard");
  await serviceWorkerScope(page);
  // A second load, now under the worker's control, and a few more members' pages through it.
  for (const path of ["/dashboard", "/messages", "/account", "/account/push"]) {
    await page.goto(path);
  }
  const kept = await page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("content-type") ?? "";
        entries.push({
          url: request.url,
          body: type.includes("html") ? ((await response?.text()) ?? "") : "",
        });
      }
    }
    return entries;
  });
  const paths = kept.map((entry) => new URL(entry.url).pathname);
  expect(paths).toContain("/offline");
  expect(paths.filter((path) => path !== "/offline" && !path.startsWith("/assets/"))).toEqual([]);
  for (const entry of kept) {
    expect(entry.body).not.toContain(account.email);
    expect(entry.body).not.toContain(account.username);
  }

  await page.context().setOffline(true);
  await page.goto("/messages");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await page.context().setOffline(false);
});

test("the offline page is plain HTML and accessible", async ({ page }) => {
  await page.goto("/offline");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  expect(await page.locator("script[src]").count()).toBe(0);
  // The worker keeps it without cookies: it must not greet a member with the cookie banner.
  await expect(page.locator("#cookie-banner")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the Install Glut hint shows where the browser offers installing, and Not now is remembered", async ({
  page,
  request,
}) => {
  await becomeMember(page, request);
  const offerInstall = () =>
    page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
      return offer.defaultPrevented;
    });
  // The dashboard is static (decision 0105): its inline script keeps the offer, as the members'
  // layout does on a page React runs.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Install Glut" })).toHaveCount(0);
  expect(await offerInstall()).toBe(true);
  const hint = page.getByRole("region", { name: "Install Glut" });
  await expect(hint).toBeVisible();
  await expectNoAxeViolations(page);
  await hint.getByRole("button", { name: "Not now" }).click();
  await expect(hint).toHaveCount(0);

  await page.reload();
  await offerInstall();
  await expect(page.getByRole("heading", { name: "Install Glut" })).toHaveCount(0);
});
