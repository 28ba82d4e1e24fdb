import { readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/server/env.server";
import { SHARED_PAGE_CACHE_CONTROL } from "~/server/public-page-headers";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createToasts } from "~/server/toast.server";
import { inlineScriptHashes } from "./content-security-policy.ts";
import type { ReadinessReport } from "./health-probes.ts";
import { createHttpApp, type HttpAppOptions } from "./http-app.ts";
import { ERROR_NO_STORE, PRIVATE_NO_STORE } from "./http-caching.ts";
import { createResponseCache } from "./response-cache.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverBuildFile = path.join(root, "build", "server", "index.js");
const clientDir = path.join(root, "build", "client");

// What a traversal out of the uploads folder would find, so a leak shows in the body.
const SENTINEL = "sentinel-outside-uploads";
const WEBP = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes");

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * A request sent exactly as written: fetch would tidy "/uploads/../x" into "/x" before sending,
 * and would undo compression, both of which these tests must see.
 */
function request(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function nonceOf(response: RawResponse): string {
  const csp = String(response.headers["content-security-policy"] ?? "");
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  if (!nonce) throw new Error(`No script nonce in the CSP: ${csp}`);
  return nonce;
}

let tmp: string;
let build: ServerBuild;
let readiness: ReadinessReport = { ready: true, checks: { database: "ok" } };
let draining = false;
const servers: http.Server[] = [];

async function listen(overrides: Partial<HttpAppOptions> = {}): Promise<string> {
  const storage = new LocalFileStorage(path.join(tmp, "data"));
  const app = createHttpApp({
    mode: "production",
    logger: pino({ level: "silent" }),
    // No database here: pages that read one show their own "could not load" state, which
    // they log, so the logger is needed.
    services: {
      env: loadEnv({ DATA_DIR: path.join(tmp, "data"), BETTER_AUTH_SECRET: "x".repeat(32) }),
      logger: pino({ level: "silent" }),
      toasts: createToasts({ secret: "x".repeat(32), secureCookie: false }),
    },
    build: async () => build,
    ready: async () => readiness,
    draining: () => draining,
    trustProxy: "loopback",
    appUrl: "http://127.0.0.1:3000",
    readUpload: (key) => storage.get(key),
    clientDir,
    ...overrides,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base: string;

beforeAll(async () => {
  // The app's routes come from the real production build (tests/global-setup.ts builds it).
  build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;

  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-http-"));
  await writeFile(path.join(tmp, "package.json"), SENTINEL);
  await mkdir(path.join(tmp, "data"), { recursive: true });
  await writeFile(path.join(tmp, "data", "package.json"), SENTINEL);
  await new LocalFileStorage(path.join(tmp, "data")).put("a/b.webp", WEBP, "image/webp");

  base = await listen();
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe("/healthz and /readyz", () => {
  const notReady: ReadinessReport = {
    ready: false,
    checks: { database: "timed out", storage: "ok", "job queue": "failed" },
  };

  it("/healthz answers 200 while the process runs, whatever the readiness checks say", async () => {
    readiness = notReady;
    draining = true;
    try {
      const response = await request(base, "/healthz");
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text)).toEqual({ status: "ok" });
      expect(response.headers["cache-control"]).toBe("no-store");
    } finally {
      readiness = { ready: true, checks: { database: "ok" } };
      draining = false;
    }
  });

  it("/readyz answers 200 with each check when all pass, and is never cached", async () => {
    const response = await request(base, "/readyz");
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz answers 503 naming the checks that fail", async () => {
    readiness = notReady;
    try {
      const response = await request(base, "/readyz");
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({
        status: "not ready",
        failing: ["database", "job queue"],
        checks: notReady.checks,
      });
      expect(response.headers["cache-control"]).toBe("no-store");
    } finally {
      readiness = { ready: true, checks: { database: "ok" } };
    }
  });

  it("/readyz answers 503 while the instance drains before stopping", async () => {
    draining = true;
    try {
      const response = await request(base, "/readyz");
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({ status: "not ready", failing: ["draining"] });
    } finally {
      draining = false;
    }
  });
});

describe("security headers", () => {
  it.each([
    ["the home page", () => "/"],
    ["/healthz", () => "/healthz"],
    ["a page that does not exist", () => "/no/such/page"],
    ["an upload", () => "/uploads/a/b.webp"],
    ["robots.txt", () => "/robots.txt"],
  ])("are on %s", async (_, target) => {
    const response = await request(base, target());
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/(^|; )script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("gives each page a fresh nonce, carried by every inline script on it", async () => {
    // A page that hydrates: static pages (decision 0057) carry no inline script to check.
    const first = await request(base, "/contact");
    const second = await request(base, "/contact");
    expect(first.status).toBe(200);
    expect(nonceOf(first)).not.toBe(nonceOf(second));

    for (const response of [first, second]) {
      const nonce = nonceOf(response);
      const scripts = [...response.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      // JSON-LD is a data block the browser never runs, so the CSP does not ask it for a nonce.
      const inline = scripts.filter(
        (attributes) => !/\bsrc=/.test(attributes) && !attributes.includes("application/ld+json"),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it("sends HSTS only over https", async () => {
    const plain = await request(base, "/healthz");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();

    // The load balancer in front (here: loopback, which TRUST_PROXY=loopback trusts) says https.
    const proxied = await request(base, "/healthz", { "X-Forwarded-Proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("ignores X-Forwarded-Proto from a proxy it does not trust", async () => {
    const untrusting = await listen({ trustProxy: "false" });
    const response = await request(untrusting, "/healthz", { "X-Forwarded-Proto": "https" });
    expect(response.status).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("static files", () => {
  it("caches hashed assets for a year, as immutable", async () => {
    const assets = readdirSync(path.join(clientDir, "assets"));
    const css = assets.find((name) => name.endsWith(".css"));
    expect(css).toBeDefined();
    const response = await request(base, `/assets/${css}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    const cacheControl = String(response.headers["cache-control"]);
    expect(cacheControl).toContain("max-age=31536000");
    expect(cacheControl).toContain("immutable");
  });

  it("sends a hashed asset with nosniff and none of a document's headers, nothing to revalidate", async () => {
    const file = readdirSync(path.join(clientDir, "assets")).find((name) => name.endsWith(".js"));
    const response = await request(base, `/assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    for (const header of [
      "content-security-policy",
      "permissions-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "etag",
      "last-modified",
    ]) {
      expect(response.headers[header], header).toBeUndefined();
    }
    // A missing asset is still a page of ours, with every header.
    const missing = await request(base, "/assets/no-such-file.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-security-policy"]).toBeDefined();
  });

  it("caches other public files briefly, not as immutable", async () => {
    const response = await request(base, "/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("compresses when the browser accepts gzip, and not otherwise", async () => {
    const zipped = await request(base, "/", { "Accept-Encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toMatch(/^<!DOCTYPE html>/i);

    const plain = await request(base, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toMatch(/^<!DOCTYPE html>/i);
  });
});

describe("precompressed assets", () => {
  // The largest script of the build: the one that matters most, and surely compressed.
  const assetsDir = path.join(clientDir, "assets");
  const largest = () =>
    readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => ({ name, body: readFileSync(path.join(assetsDir, name)) }))
      .sort((a, b) => b.body.length - a.body.length)[0] ?? { name: "", body: Buffer.alloc(0) };

  it("sends the build's Brotli copy to a browser that takes br, decoding to the file", async () => {
    const { name, body } = largest();
    const response = await request(base, `/assets/${name}`, {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(response.headers["cache-control"])).toContain("immutable");
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.body.equals(readFileSync(path.join(assetsDir, `${name}.br`)))).toBe(true);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).equals(body)).toBe(true);
    // Quality 11, not the on-the-fly quality 4: smaller than gzip -9 of the same file.
    expect(response.body.length).toBeLessThan(
      readFileSync(path.join(assetsDir, `${name}.gz`)).length,
    );
  });

  it("sends the gzip copy where br is not accepted, or weighs less", async () => {
    const { name, body } = largest();
    for (const accept of ["gzip, deflate", "br;q=0.5, gzip", "br;q=0, gzip;q=0.1"]) {
      const response = await request(base, `/assets/${name}`, { "Accept-Encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(gunzipSync(response.body).equals(body), accept).toBe(true);
    }
  });

  it("sends the file itself when no coding is accepted, and refuses when identity is refused too", async () => {
    const { name, body } = largest();
    for (const headers of [
      {} as Record<string, string>,
      { "Accept-Encoding": "identity" },
      { "Accept-Encoding": "br;q=0, gzip;q=0" },
    ]) {
      const response = await request(base, `/assets/${name}`, headers);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.equals(body)).toBe(true);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    const refused = await request(base, `/assets/${name}`, { "Accept-Encoding": "br;q=0, *;q=0" });
    expect(refused.status).toBe(406);
  });

  it("answers HEAD with the variant's headers and no body, and a range of the variant's bytes", async () => {
    const { name } = largest();
    const brotli = readFileSync(path.join(assetsDir, `${name}.br`));
    const head = await request(base, `/assets/${name}`, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(brotli.length);
    expect(head.body.length).toBe(0);

    const range = await request(base, `/assets/${name}`, {
      "Accept-Encoding": "br",
      Range: "bytes=0-99",
    });
    expect(range.status).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 0-99/${brotli.length}`);
    expect(range.body.equals(brotli.subarray(0, 100))).toBe(true);

    // No validators on a hashed asset: a revalidation with a guessed tag or a date is answered
    // in full, never with a 304 for the wrong bytes; "*" (any copy at all) is a 304, empty.
    const revalidated = await request(base, `/assets/${name}`, {
      "Accept-Encoding": "br",
      "If-None-Match": '"guessed"',
      "If-Modified-Since": new Date().toUTCString(),
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.equals(brotli)).toBe(true);
    const any = await request(base, `/assets/${name}`, {
      "Accept-Encoding": "br",
      "If-None-Match": "*",
    });
    expect(any.status).toBe(304);
    expect(any.body.length).toBe(0);
  });
});

describe("pages", () => {
  it("serves the home page", async () => {
    const response = await request(base, "/");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.text).toContain('<html lang="en-GB"');
  });

  it("answers an unknown path with a real 404 page", async () => {
    const response = await request(base, "/no/such/page");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.text).toContain("Oops! Page Not Found");
  });

  it("shares an anonymous public page through the response cache, under this response's own policy", async () => {
    const cached = await listen({
      responseCache: createResponseCache({ mode: "production", ttlSeconds: 60 }),
    });
    const first = await request(cached, "/contact");
    const second = await request(cached, "/contact", {
      "Accept-Encoding": "gzip",
      "X-Forwarded-Proto": "https",
    });
    expect(first.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(second.headers["x-cache"]).toBe("HIT");
    const page = gunzipSync(second.body).toString();
    expect(page).toBe(first.text);

    // The kept page's scripts carry the first response's nonce; the second response's policy
    // allows exactly those scripts by their hashes, and no nonce at all.
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain(nonceOf(first));
    const hashes = inlineScriptHashes(page);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
    // HSTS is the request's: this one came over https, the kept one did not.
    expect(first.headers["strict-transport-security"]).toBeUndefined();
    expect(second.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");

    // The sign-in page is shared too; a page for one person (a one-time message) is not.
    const personal = await request(cached, "/login", { Cookie: "glut_toast=anything" });
    expect(personal.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect(personal.headers["x-cache"]).toBeUndefined();
    // A page no route marks as shareable is never kept.
    await request(cached, "/no/such/page");
    const missing = await request(cached, "/no/such/page");
    expect(missing.headers["x-cache"]).toBeUndefined();
  });
});

describe("Cache-Control, by class of response", () => {
  it.each([
    ["an anonymous public page", "/", {}, SHARED_PAGE_CACHE_CONTROL],
    ["a public page's data for a client navigation", "/about.data", {}, SHARED_PAGE_CACHE_CONTROL],
    [
      "a public page asked for with a one-time message",
      "/",
      { Cookie: "glut_toast=x" },
      PRIVATE_NO_STORE,
    ],
    ["a members' page (here a redirect to sign in)", "/dashboard", {}, PRIVATE_NO_STORE],
    ["a members' page's data", "/messages.data", {}, PRIVATE_NO_STORE],
    ["an admin page", "/admin", {}, PRIVATE_NO_STORE],
    ["a page that does not exist", "/no/such/page", {}, ERROR_NO_STORE],
    ["the health check", "/healthz", {}, "no-store"],
  ])("%s", async (_, target, headers: Record<string, string>, expected) => {
    const response = await request(base, target, headers);
    expect(response.headers["cache-control"]).toBe(expected);
    if (expected === SHARED_PAGE_CACHE_CONTROL) {
      expect(response.status).toBe(200);
      expect(response.headers.vary).toBe("Accept-Encoding, Cookie");
    }
  });

  it("a write's answer", async () => {
    const response = await request(base, "/contact", {}, "POST");
    expect(response.headers["cache-control"]).toMatch(/no-store/);
  });
});

describe("/uploads", () => {
  it("serves a stored upload with its content type, cached for good", async () => {
    const response = await request(base, "/uploads/a/b.webp");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.equals(WEBP)).toBe(true);
  });

  it("answers 404 for an upload that does not exist", async () => {
    const response = await request(base, "/uploads/a/missing.webp");
    expect(response.status).toBe(404);
    expect(String(response.headers["cache-control"])).not.toContain("immutable");
  });

  it.each([
    "/uploads/../package.json",
    "/uploads/../../package.json",
    "/uploads/%2e%2e/package.json",
    "/uploads/%2e%2e/%2e%2e/package.json",
    "/uploads/..%2fpackage.json",
    "/uploads/..%2f..%2fpackage.json",
    "/uploads/a/..%2f..%2f..%2fpackage.json",
    "/uploads/%2fetc%2fpasswd",
    "/uploads/..%5c..%5cpackage.json",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/%2e%2e/package.json",
  ])("never serves a file outside the folder for %s", async (target) => {
    const response = await request(base, target);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(SENTINEL);
    expect(response.text).not.toContain('"name": "glut"');
    expect(response.text).not.toContain("root:x:0:0");
  });
});

describe("X-Request-Id", () => {
  it("echoes a well-formed id from the proxy", async () => {
    const response = await request(base, "/healthz", { "X-Request-Id": "lb-7f3a_9" });
    expect(response.headers["x-request-id"]).toBe("lb-7f3a_9");
  });

  it.each([
    ["odd characters", "abc<script>"],
    ["spaces", "a b"],
    ["a log-forging attempt", 'x", "level": "fatal'],
    ["too many characters", "a".repeat(65)],
  ])("replaces one with %s", async (_, given) => {
    const response = await request(base, "/healthz", { "X-Request-Id": given });
    const id = String(response.headers["x-request-id"]);
    expect(id).not.toBe(given);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("makes one up when none is given, different each time", async () => {
    const first = await request(base, "/healthz");
    const second = await request(base, "/healthz");
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });
});
