// `npm run bench:js`: the first-load JavaScript of each public page, and of create-listing for a
// member, loaded in Debian's Chromium from Glut's production server on the demo database, against
// the budget in bench/js-budget.json. Exits 1 when a page is over its budget.
// Settings (environment): BENCH_PORT (4394), CHROMIUM_PATH (/usr/bin/chromium), BENCH_JS_FILES
// (set: also list every script of every page with its bytes as sent, largest first).
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { firstLink, withDemoServer } from "./demo-server.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { markdownTable } from "./latency.ts";
import { log, positiveInteger } from "./page-bench.ts";

const port = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4394);
const budget = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "js-budget.json"), "utf8"),
) as { publicPageKb: number; createListingKb: number };

let over = 0;
await withDemoServer(port, async (member) => {
  const anonymous = { ...member, cookie: "" };
  const pages = [
    { label: "home", path: "/", member: false, kb: budget.publicPageKb },
    { label: "a city", path: "/city/leeds", member: false, kb: budget.publicPageKb },
    {
      label: "a free-food city",
      path: await firstLink(anonymous, "/free-food", /^\/free-food\/[a-z-]+$/),
      member: false,
      kb: budget.publicPageKb,
    },
    { label: "food banks", path: "/food-banks", member: false, kb: budget.publicPageKb },
    { label: "allotments", path: "/allotments", member: false, kb: budget.publicPageKb },
    { label: "locations", path: "/locations", member: false, kb: budget.publicPageKb },
    { label: "login", path: "/login", member: false, kb: budget.publicPageKb },
    { label: "create listing", path: "/create-listing", member: true, kb: budget.createListingKb },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
  });
  try {
    const rows: string[][] = [];
    for (const page of pages) {
      // A fresh context each time: nothing cached, as on a first visit.
      const context = await browser.newContext({ baseURL: member.baseUrl });
      if (page.member) {
        await context.addCookies(
          member.cookie.split("; ").map((pair) => {
            const equals = pair.indexOf("=");
            return {
              name: pair.slice(0, equals),
              value: pair.slice(equals + 1),
              url: member.baseUrl,
            };
          }),
        );
      }
      try {
        const tab = await context.newPage();
        const measured = await measureFirstLoadJs(tab, `${member.baseUrl}${page.path}`);
        const kb = measured.compressedBytes / 1024;
        if (kb > page.kb) over++;
        log(`  ${page.label}: ${kb.toFixed(1)} KB in ${measured.files} files`);
        if (process.env.BENCH_JS_FILES) {
          for (const script of measured.scripts) log(`    ${script.bytes}\t${script.path}`);
        }
        rows.push([
          `${page.label} (\`${page.path}\`)`,
          String(measured.files),
          kb.toFixed(1),
          String(page.kb),
          kb > page.kb ? `over by ${(kb - page.kb).toFixed(1)}` : "within",
        ]);
      } finally {
        await context.close();
      }
    }
    console.log(
      markdownTable(["page", "JS files", "first-load JS, KB gzip", "budget KB", "verdict"], rows),
    );
  } finally {
    await browser.close();
  }
});
if (over > 0) {
  console.error(`${over} page(s) over the JavaScript budget`);
  process.exitCode = 1;
}
