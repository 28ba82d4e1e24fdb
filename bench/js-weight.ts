// `npm run bench:js`: the first-load JavaScript of each page in bench/js-budget.json (public
// pages, and member pages as a paying member; staff pages are left to the e2e spec), loaded in Debian's Chromium from Glut's production server on the demo database, against
// bench/js-budget.json: each page's target and its enforced ceiling. Exits 1 when a page is over
// its ceiling (tests/e2e/js-budget.spec.ts checks the same in the e2e suite).
// Settings (environment): BENCH_PORT (4394), CHROMIUM_PATH (/usr/bin/chromium), BENCH_JS_FILES
// (set: also list every script of every page with its bytes as sent, largest first).
import { chromium } from "@playwright/test";
import { debianChromium } from "../debian-chromium.ts";
import { withDemoServer } from "./demo-server.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { cookiesFromHeader, pagesMeasuredTogether, pathToMeasure } from "./js-budget.ts";
import { markdownTable } from "./latency.ts";
import { log, positiveInteger } from "./page-bench.ts";

const port = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4394);
let over = 0;
await withDemoServer(port, async (member) => {
  const browser = await chromium.launch(debianChromium);
  try {
    const rows: string[][] = [];
    for (const page of pagesMeasuredTogether) {
      // The demo server has no staff account: the e2e spec measures those pages.
      if (page.staff) {
        log(`  ${page.label}: skipped (staff only; measured by tests/e2e/js-budget.spec.ts)`);
        continue;
      }
      // A fresh context each time: nothing cached, as on a first visit.
      const context = await browser.newContext({ baseURL: member.baseUrl });
      if (page.member) {
        await context.addCookies(cookiesFromHeader(member.cookie, member.baseUrl));
      }
      try {
        const tab = await context.newPage();
        const path = await pathToMeasure(page, async (from) =>
          (await tab.request.get(`${member.baseUrl}${from}`)).text(),
        );
        const measured = await measureFirstLoadJs(tab, `${member.baseUrl}${path}`, page.status);
        const kb = measured.compressedBytes / 1024;
        if (kb > page.ceilingKb) over++;
        log(`  ${page.label}: ${kb.toFixed(1)} KB in ${measured.files} files`);
        // The map's code loads on Show map only (decision 0097): in a first load it is a failure.
        if (measured.onDemandFiles.length > 0) {
          over++;
          log(`    loaded on-demand files at once: ${measured.onDemandFiles.join(", ")}`);
        }
        if (process.env.BENCH_JS_FILES) {
          for (const script of measured.scripts) {
            log(`    ${script.bytes}\t${script.encoding}\t${script.path}`);
          }
        }
        rows.push([
          `${page.label} (\`${page.path}\`)`,
          String(measured.files),
          kb.toFixed(1),
          String(page.targetKb),
          kb > page.targetKb ? `over by ${(kb - page.targetKb).toFixed(1)}` : "met",
          String(page.ceilingKb),
          kb > page.ceilingKb ? `over by ${(kb - page.ceilingKb).toFixed(1)}` : "within",
        ]);
      } finally {
        await context.close();
      }
    }
    console.log(
      markdownTable(
        [
          "page",
          "JS files",
          "first-load JS, KB as sent",
          "target KB",
          "target",
          "ceiling KB",
          "ceiling",
        ],
        rows,
      ),
    );
  } finally {
    await browser.close();
  }
});
if (over > 0) {
  console.error(`${over} page(s) over their JavaScript ceiling`);
  process.exitCode = 1;
}
