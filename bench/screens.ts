// `npm run bench:screens [label]`: what a person sees first, on a phone (390×844, Pixel 7-like)
// and at 1280×800, loaded in Debian's Chromium from Glut's production server on the demo
// database. Saves screenshots under docs/performance-screens/<label>/ (default "after") and prints
// the cookie banner's share of the first screen, page heights, listing cards in the first phone
// screen and header items that wrap. Measures sizes, never timings.
// Settings (environment): BENCH_PORT (4395), CHROMIUM_PATH (/usr/bin/chromium).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, devices, type Page } from "@playwright/test";
import { debianChromium } from "../debian-chromium.ts";
import { withDemoServer } from "./demo-server.ts";
import { markdownTable } from "./latency.ts";
import { type BenchSession, log, positiveInteger } from "./page-bench.ts";
import { withoutLiveStream } from "./without-live-stream.ts";

const port = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4395);
const label = process.argv[2] ?? "after";
if (!/^[a-z0-9-]+$/.test(label)) throw new Error(`label "${label}": use a-z, 0-9 and -`);
const outDir = path.join(import.meta.dirname, "..", "docs", "performance-screens", label);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Where the desktop header starts (Tailwind's lg): the tightest width it must fit.
const DESKTOP_HEADER_START = { width: 1024, height: 800 };

/** The cookie choice already made (as tests/e2e/helpers.ts acceptCookies), so no banner. */
function consentCookie(baseUrl: string) {
  const value = Buffer.from(
    JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: false,
      timestamp: new Date().toISOString(),
      version: 1,
    }),
  ).toString("base64");
  return { name: "glut_cookie_consent", value: encodeURIComponent(value), url: baseUrl };
}

function memberCookies(session: BenchSession) {
  // Not the flash toast left from signing up: it would cover the page it is not about.
  return session.cookie
    .split("; ")
    .filter((pair) => !pair.startsWith("glut_toast="))
    .map((pair) => {
      const equals = pair.indexOf("=");
      return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url: session.baseUrl };
    });
}

async function openContext(
  browser: Browser,
  session: BenchSession,
  options: {
    phone: boolean;
    viewport: { width: number; height: number };
    member: boolean;
    consent: boolean;
  },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(options.phone ? devices["Pixel 7"] : {}),
    viewport: options.viewport,
    // One image pixel per CSS pixel keeps the kept screenshots small.
    deviceScaleFactor: 1,
    baseURL: session.baseUrl,
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  const cookies = [
    ...(options.consent ? [consentCookie(session.baseUrl)] : []),
    ...(options.member ? memberCookies(session) : []),
  ];
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/** Opens `url`, scrolls to the end and back so lazy images load, and waits for quiet. */
async function load(page: Page, url: string) {
  await withoutLiveStream(page);
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Listing cards whose whole box is inside the first screen, and those that start in it. */
function cardsInFirstScreen(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('main li > a[href^="/listings/"]')].map((card) =>
      card.getBoundingClientRect(),
    );
    return {
      whole: cards.filter((box) => box.top >= 0 && box.bottom <= window.innerHeight).length,
      started: cards.filter((box) => box.top < window.innerHeight).length,
    };
  });
}

/** Header links and buttons taller than one line of their own text. */
function wrappedHeaderItems(page: Page) {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll("header a, header button")].filter(
      (item) => (item as HTMLElement).offsetParent !== null && item.textContent?.trim(),
    );
    return items
      .filter((item) => {
        // One line box per line of text: text on more than one distinct top has wrapped.
        const tops = new Set<number>();
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((item) => item.textContent?.trim() ?? "");
  });
}

await withDemoServer(port, async (member) => {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(debianChromium);
  const rows: string[][] = [];
  const shot = (name: string) => path.join(outDir, name);
  try {
    // 1. The first screen of the home page with the cookie banner, on a phone and a desktop.
    for (const [device, viewport, phone] of [
      ["phone", PHONE, true],
      ["desktop", DESKTOP, false],
    ] as const) {
      const context = await openContext(browser, member, {
        phone,
        viewport,
        member: false,
        consent: false,
      });
      const page = await context.newPage();
      await load(page, "/");
      const banner = await page.locator("#cookie-banner").boundingBox();
      const share = banner ? banner.height / viewport.height : 0;
      await page.screenshot({ path: shot(`${device}-home-with-banner.png`) });
      log(`  ${device} home first screen: banner ${Math.round(banner?.height ?? 0)} px`);
      rows.push([
        `cookie banner's share of the first screen, ${device} ${viewport.width}×${viewport.height}`,
        `${(share * 100).toFixed(0)}% (${Math.round(banner?.height ?? 0)} px)`,
      ]);
      await context.close();
    }

    // 2. Whole pages on a phone: /listings as a member, home as a visitor (choice made).
    for (const [name, url, asMember] of [
      ["listings", "/listings", true],
      ["home", "/", false],
    ] as const) {
      const context = await openContext(browser, member, {
        phone: true,
        viewport: PHONE,
        member: asMember,
        consent: true,
      });
      const page = await context.newPage();
      await load(page, url);
      const height = await pageHeight(page);
      const cards = await cardsInFirstScreen(page);
      await page.screenshot({ path: shot(`phone-${name}-first-screen.png`) });
      // JPEG: a whole page of photos is several megabytes as PNG.
      await page.screenshot({
        path: shot(`phone-${name}-full.jpg`),
        fullPage: true,
        type: "jpeg",
        quality: 60,
      });
      log(`  phone ${url}: ${height} px`);
      rows.push([`phone page height, \`${url}\`${asMember ? " as a member" : ""}`, `${height} px`]);
      rows.push([
        `listing cards in the first phone screen, \`${url}\``,
        `${cards.whole} whole, ${cards.started} begun`,
      ]);
      await context.close();
    }

    // 3. The desktop header, at 1280 and where it starts, for a visitor and a member.
    for (const viewport of [DESKTOP, DESKTOP_HEADER_START]) {
      for (const asMember of [false, true]) {
        const context = await openContext(browser, member, {
          phone: false,
          viewport,
          member: asMember,
          consent: true,
        });
        const page = await context.newPage();
        await load(page, "/");
        const wrapped = await wrappedHeaderItems(page);
        const who = asMember ? "member" : "visitor";
        await page
          .locator("header")
          .screenshot({ path: shot(`header-${viewport.width}-${who}.png`) });
        log(`  header ${viewport.width} ${who}: ${wrapped.length} wrapped`);
        rows.push([
          `header items on two lines or more, ${viewport.width} px, ${who}`,
          wrapped.length === 0 ? "none" : `${wrapped.length}: ${wrapped.join(", ")}`,
        ]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(markdownTable(["measure", label], rows));
  log(`Screenshots in ${path.relative(process.cwd(), outDir)}/`);
});
