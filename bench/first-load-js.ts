// First-load JavaScript of a page, as a browser receives it: every script response (module
// scripts, modulepreloads and anything they import) until the network is quiet, counted in
// bytes of body as sent (compressed), never in time. Used by `npm run bench:js`.
import type { Page } from "@playwright/test";
import { withoutLiveStream } from "./without-live-stream.ts";

/**
 * Files that must never be in a page's first load: the map's script and stylesheet, fetched only
 * when a visitor presses Show map (server/asset-bundles.ts, decision 0097).
 */
export const ON_DEMAND_FILES = /^\/assets\/leaflet-map-/;

export interface FirstLoadJs {
  files: number;
  /**
   * Bytes of body as sent over the wire: Brotli, which Chromium accepts from localhost as it does
   * over HTTPS (not over plain HTTP to another host, where it would get gzip; decision 0051).
   */
  compressedBytes: number;
  /**
   * Inline scripts in the HTML (a static page's own few lines, decision 0059), in bytes of text
   * before compression: counted in compressedBytes too, as an upper bound of what they add.
   */
  inlineBytes: number;
  /** Each script's path, bytes and Content-Encoding as sent, largest first: where the weight is. */
  scripts: { path: string; bytes: number; encoding: string }[];
  /** Files of ON_DEMAND_FILES the page fetched as it loaded: always to be none. */
  onDemandFiles: string[];
}

export async function measureFirstLoadJs(
  page: Page,
  url: string,
  expectedStatus = 200,
): Promise<FirstLoadJs> {
  const sizes: Promise<FirstLoadJs["scripts"][number]>[] = [];
  const onDemandFiles: string[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    const request = response.request();
    const requested = new URL(request.url()).pathname;
    if (ON_DEMAND_FILES.test(requested)) onDemandFiles.push(requested);
    if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(request.url())) {
      sizes.push(
        response
          .finished()
          .then(() => request.sizes())
          .then((s) => ({
            path: new URL(request.url()).pathname,
            bytes: s.responseBodySize,
            encoding: response.headers()["content-encoding"] ?? "identity",
          })),
      );
    }
  };
  page.on("response", onResponse);
  await withoutLiveStream(page);
  try {
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (response?.status() !== expectedStatus)
      throw new Error(`${url} answered ${response?.status()}`);
    const scripts = (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
    // Our own inline scripts (InlineScript marks them: the page's own, and the shell's on every page); React Router's inline scripts carry the
    // loader data and the import of its files, which are counted as files.
    const inlineBytes = await page.evaluate(() =>
      [
        ...document.querySelectorAll("script[data-inline-script], script[data-shell-script]"),
      ].reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? "").length, 0),
    );
    return {
      files: scripts.length,
      compressedBytes: scripts.reduce((sum, s) => sum + s.bytes, inlineBytes),
      inlineBytes,
      scripts,
      onDemandFiles,
    };
  } finally {
    page.off("response", onResponse);
  }
}
