import { createHash } from "node:crypto";
import { tileImageSource } from "../app/server/map-tiles.ts";

/**
 * What may run as a page's inline script: either this response's nonce, or (for a page served
 * again from the response cache, whose scripts carry the nonce of the response it was kept from)
 * the SHA-256 hashes of exactly the inline scripts it holds. Either way no one else's script runs,
 * and a nonce is never shared between responses.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy: no inline script runs unless this response allows it, and no
 * other site may frame Glut, except the one address made to be framed (`framing: "anyone"`: the
 * food banks' widget, decision 0096). Development adds what Vite's hot reload needs. Images may
 * also come from the map tile server (`mapTileUrl`, MAP_TILE_URL: decision 0097).
 */
export function contentSecurityPolicy(
  inline: InlineScripts,
  mode: "production" | "development",
  framing: "none" | "anyone" = "none",
  mapTileUrl?: string,
): string {
  const tiles = mapTileUrl ? tileImageSource(mapTileUrl) : null;
  const allowed = "nonce" in inline ? [`nonce-${inline.nonce}`] : inline.hashes;
  const scriptSrc =
    mode === "development"
      ? "'self' 'unsafe-inline' 'unsafe-eval'"
      : ["'self'", ...allowed.map((source) => `'${source}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self' data:",
    `connect-src 'self'${mode === "development" ? " ws: wss:" : ""}`,
    "form-action 'self'",
    framing === "anyone" ? "frame-ancestors *" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** CSP source expressions ('sha256-…') for every inline script a page holds, in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
