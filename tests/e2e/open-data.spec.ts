import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { EXETER_FOOD_BANK } from "./food-bank-needs";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// Open data (decision 0096): the human page, the API read from another site's page, the widget
// framed by another site, the needs feed linked from a food bank's page, and the home page's
// structured data. Another site is a real second server on another port (another origin): a page
// the browser is only handed through page.route has no address, and Chrome then refuses its
// requests to a loopback server as a public site's requests to a private network.

/** Serves `html` at / from another origin until `work` ends. */
async function otherSite(html: string, work: (origin: string) => Promise<void>) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

test.describe("open data", () => {
  test("the page explains the API, its licence, limits, feeds and widget, axe clean, with no script", async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL ?? "");
    const response = await page.goto("/open-data");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open data");
    for (const name of [
      "The API",
      "Limits, caching and use from other sites",
      "Licence and credit",
      "Feeds",
      /A widget for your food bank/,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Give Food" })).toHaveAttribute(
      "href",
      "https://www.givefood.org.uk",
    );
    await expect(page.getByRole("link", { name: "OpenAPI 3.1 description" })).toHaveAttribute(
      "href",
      "/api/v1/openapi.json",
    );
    await expect(
      page.locator("script:not([type='application/ld+json']):not([data-shell-script])"),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an endpoint answers through the browser with CORS and an ETag, and 304 when unchanged", async ({
    page,
  }) => {
    const first = await page.request.get("/api/v1/cities?format=geojson");
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("application/geo+json; charset=utf-8");
    expect(first.headers()["access-control-allow-origin"]).toBe("*");
    expect(first.headers()["set-cookie"]).toBeUndefined();
    const body = await first.json();
    expect(body.type).toBe("FeatureCollection");
    expect(body.features.length).toBeGreaterThan(100);
    const etag = first.headers().etag ?? "";
    expect(etag).not.toBe("");
    const again = await page.request.get("/api/v1/cities?format=geojson", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
  });

  test("another site's page reads the API with fetch, and frames the widget", async ({
    browser,
    baseURL,
  }) => {
    // Without the config's Origin header, which is for API writes: a browser sets a page's own.
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: {} });
    const page = await context.newPage();
    const widget = `${baseURL}/embed/food-bank/${EXETER_FOOD_BANK.id}`;
    const html = `<!doctype html><html lang="en-GB"><head><title>A food bank's own site</title></head><body>
<h1>Our food bank</h1>
<iframe src="${widget}" title="What growers near us are offering" width="100%" height="120"></iframe>
</body></html>`;
    await otherSite(html, async (origin) => {
      await page.goto(`${origin}/`);
      const read = await page.evaluate(async (api) => {
        const response = await fetch(api);
        const json = await response.json();
        return { status: response.status, count: json.count as number };
      }, `${baseURL}/api/v1/planting-calendar`);
      expect(read.status).toBe(200);
      expect(read.count).toBeGreaterThan(10);

      const frame = page.frameLocator("iframe");
      await expect(
        frame.getByText(/^(Growers near us are offering: |No grower within)/),
      ).toBeVisible();
      await expect(
        frame.getByRole("link", { name: "See what growers offer on Glut" }),
      ).toHaveAttribute("href", `${baseURL}/food-bank/${EXETER_FOOD_BANK.id}`);
    });

    // Without a session or any cookie, and framable only here.
    const direct = await page.request.get(widget, { headers: { Cookie: "" } });
    expect(direct.status()).toBe(200);
    expect(direct.headers()["set-cookie"]).toBeUndefined();
    expect(direct.headers()["x-frame-options"]).toBeUndefined();
    expect(direct.headers()["content-security-policy"]).toContain("frame-ancestors *");
    const elsewhere = await page.request.get("/open-data");
    expect(elsewhere.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(elsewhere.headers()["x-frame-options"]).toBe("DENY");
    await context.close();
  });

  test("a food bank's page links its needs feed, which is well-formed Atom", async ({ page }) => {
    await page.goto(`/food-bank/${EXETER_FOOD_BANK.id}`);
    const link = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`/food-bank/${EXETER_FOOD_BANK.id}/needs\\.atom$`));
    const parsed = await page.evaluate(async (feed) => {
      const xml = await (await fetch(feed)).text();
      const document = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: document.getElementsByTagName("parsererror").length,
        root: document.documentElement.localName,
        entries: document.getElementsByTagName("entry").length,
        title: document.querySelector("feed > title")?.textContent,
      };
    }, href);
    expect(parsed).toEqual({
      error: 0,
      root: "feed",
      entries: 1,
      title: `${EXETER_FOOD_BANK.name}: what it needs`,
    });
  });

  test("the home page describes Glut as an Organization and a WebSite in JSON-LD", async ({
    page,
  }) => {
    await page.goto("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const types = blocks.flat().map((block: { "@type": string }) => block["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  });
});
