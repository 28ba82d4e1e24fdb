// `npm run bench:lighthouse`: Lighthouse in its default mobile mode (a phone-sized screen,
// simulated slow 4G and a 4× slower CPU) on Debian's Chromium, against Glut's production server
// on the demo database, for the public pages and two member pages. Prints one Markdown table: the
// four category scores, LCP, TBT and CLS, and the compressed JavaScript and HTML bytes Lighthouse
// saw arrive. It reports and never fails: the scores depend on the machine; the byte budget is
// checked by tests/e2e/js-budget.spec.ts.
// Settings (environment): BENCH_PORT (4395), LIGHTHOUSE_DEBUG_PORT (9333), CHROMIUM_PATH
// (/usr/bin/chromium), LIGHTHOUSE_ONLY (the start of page labels, comma-separated: only those
// pages; "a listing" selects "a listing, as a member", "Welsh" the Welsh pages).
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { debianChromium } from "../debian-chromium.ts";
import { firstLink, withDemoServer } from "./demo-server.ts";
import { markdownTable } from "./latency.ts";
import { log, positiveInteger } from "./page-bench.ts";

const port = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4395);
const debugPort = positiveInteger("LIGHTHOUSE_DEBUG_PORT", process.env.LIGHTHOUSE_DEBUG_PORT, 9333);

// Set to a comma-separated list of label starts ("home,login,a listing") to run only those pages.
const only = process.env.LIGHTHOUSE_ONLY?.split(",")
  .map((start) => start.trim())
  .filter((start) => start !== "");

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  url: string;
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

await withDemoServer(port, async (member) => {
  const pages = [
    { label: "home", path: "/", cookie: "" },
    { label: "a city", path: "/city/leeds", cookie: "" },
    { label: "a free-food city", path: "/free-food/london", cookie: "" },
    { label: "food banks", path: "/food-banks", cookie: "" },
    { label: "allotments", path: "/allotments", cookie: "" },
    { label: "locations", path: "/locations", cookie: "" },
    { label: "login", path: "/login", cookie: "" },
    { label: "sign-up", path: "/signup", cookie: "" },
    { label: "community partnership", path: "/community-partnership", cookie: "" },
    { label: "contact", path: "/contact", cookie: "" },
    // The same kinds of public page in Welsh (issue 38): their own words, still within budget.
    { label: "Welsh: home", path: "/?lng=cy", cookie: "" },
    { label: "Welsh: a city", path: "/city/cardiff?lng=cy", cookie: "" },
    { label: "Welsh: a free-food city", path: "/free-food/cardiff?lng=cy", cookie: "" },
    { label: "Welsh: food banks", path: "/food-banks?lng=cy", cookie: "" },
    { label: "Welsh: allotments", path: "/allotments?lng=cy", cookie: "" },
    { label: "Welsh: sign-up", path: "/signup?lng=cy", cookie: "" },
    {
      label: "a listing, as a member",
      path: await firstLink(member, "/listings", /^\/listings\/[0-9a-f]{8}-[0-9a-f-]{27}$/),
      cookie: member.cookie,
    },
    { label: "create listing, as a member", path: "/create-listing", cookie: member.cookie },
  ].filter((page) => !only || only.some((start) => page.label.startsWith(start)));
  // The first request of each page loads its modules and fills the server's caches; Lighthouse
  // should measure the page as a visitor meets it on a running site, not the server's first use.
  for (const page of pages) {
    const response = await fetch(`${member.baseUrl}${page.path}`, {
      headers: page.cookie ? { cookie: page.cookie } : {},
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  }

  // Playwright only starts the browser: Lighthouse drives it over the DevTools port, as it would
  // a browser chrome-launcher started. The flags are playwright.config.ts's.
  const browser = await chromium.launch({
    ...debianChromium,
    args: [...debianChromium.args, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const rows: string[][] = [];
    for (const page of pages) {
      const url = `${member.baseUrl}${page.path}`;
      log(`Lighthouse: ${page.label} (${page.path})…`);
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) on a busy machine; such a
      // run has no numbers at all, so it is run again, at most three times.
      let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"] | undefined;
      for (let attempt = 1; !lhr; attempt++) {
        const result = await lighthouse(url, {
          port: debugPort,
          output: "json",
          logLevel: "error",
          onlyCategories: [...categories],
          // A member's session; Lighthouse keeps cookies across its storage reset.
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (!result.lhr.runtimeError) lhr = result.lhr;
        else if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        else log(`  ${result.lhr.runtimeError.code}; running it again`);
      }
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        return value == null ? "–" : String(Math.round(value * 100));
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })
        ?.items ?? []) as NetworkRequest[];
      const bytes = (type: string) =>
        requests
          .filter((request) => request.resourceType === type)
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      const failing = categories.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${ref.id}`),
      );
      if (failing.length > 0) log(`  below full marks: ${failing.join(", ")}`);
      // What moved: the elements behind the layout shift score, largest first.
      const shifts = (
        (
          lhr.audits["layout-shifts"]?.details as {
            items?: { score?: number; node?: { snippet?: string } }[];
          }
        )?.items ?? []
      ).slice(0, 3);
      for (const shift of shifts) {
        log(`  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet?.slice(0, 140)}`);
      }
      rows.push([
        `${page.label} (\`${page.path}\`)`,
        ...categories.map(score),
        `${(numeric("largest-contentful-paint") / 1000).toFixed(1)} s`,
        `${Math.round(numeric("total-blocking-time"))} ms`,
        numeric("cumulative-layout-shift").toFixed(3),
        (bytes("Script") / 1024).toFixed(1),
        (bytes("Document") / 1024).toFixed(1),
      ]);
    }
    console.log(
      markdownTable(
        [
          "page",
          "performance",
          "accessibility",
          "best practices",
          "SEO",
          "LCP",
          "TBT",
          "CLS",
          "JS KB sent",
          "HTML KB sent",
        ],
        rows,
      ),
    );
  } finally {
    await browser.close();
  }
});
