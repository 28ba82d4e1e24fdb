import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./script-preloads.server";

describe("withoutModulePreloads", () => {
  it("drops every module preload and keeps the other links and scripts", () => {
    const head = [
      "<head>",
      '<link rel="stylesheet" href="/assets/app.css"/>',
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
      '<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>',
      '<link nonce="abc" rel="modulepreload" href="/assets/root-2.js"/>',
      '<script type="application/ld+json">{}</script>',
      "</head>",
    ].join("");
    expect(withoutModulePreloads(head)).toBe(
      [
        "<head>",
        '<link rel="stylesheet" href="/assets/app.css"/>',
        '<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>',
        '<script type="application/ld+json">{}</script>',
        "</head>",
      ].join(""),
    );
  });
});
