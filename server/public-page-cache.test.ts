import { randomBytes } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE_CONTROL } from "~/server/public-page-headers";
import { createPublicPageCache, PRIVATE_PAGE, sharedPageKey } from "./public-page-cache.ts";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(
  base: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

let clock = 0;
let gate: Promise<void> = Promise.resolve();
let renders = 0;
/** Holds back the Brotli copies the cache makes, which it otherwise makes at once. */
let brotliGate: Promise<void> = Promise.resolve();
/** Writes the cache would tell the other instances of. */
let announced = 0;
const cache = createPublicPageCache({
  ttlSeconds: 60,
  now: () => clock,
  onWrite: () => announced++,
  brotli: async (body) => {
    await brotliGate;
    return brotliCompressSync(body);
  },
});
let base: string;
let server: http.Server;

/** An app shaped like Glut's: a per-request nonce, compression, pages streamed in pieces. */
function page(res: express.Response, cacheControl: string | null, status = 200) {
  renders++;
  const nonce = String(res.locals.nonce);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  res.status(status).type("html");
  res.write(`<!doctype html><script nonce="${nonce}">render ${renders}</script>`);
  // A body large enough to be compressed, sent in a second piece as React would.
  setImmediate(() => res.end(`<p>${"marrows ".repeat(500)}</p>`));
}

beforeAll(async () => {
  const app = express();
  app.use(cache.serve);
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(8).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
    next();
  });
  app.use(cache.capture);
  app.get("/shared", (_req, res) => page(res, SHARED_PAGE_CACHE_CONTROL));
  app.get("/gated", async (_req, res) => {
    await gate;
    page(res, SHARED_PAGE_CACHE_CONTROL);
  });
  app.get("/unmarked", (_req, res) => page(res, null));
  app.get("/with-cookie", (_req, res) => {
    res.setHeader("Set-Cookie", "glut_toast=; Max-Age=0");
    page(res, SHARED_PAGE_CACHE_CONTROL);
  });
  app.get("/missing", (_req, res) => page(res, SHARED_PAGE_CACHE_CONTROL, 404));
  app.get("/broken", (_req, res) => page(res, SHARED_PAGE_CACHE_CONTROL, 500));
  app.post("/change", (_req, res) => res.redirect(303, "/shared"));
  app.post("/refused", (_req, res) => res.status(403).send("no"));
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  cache.clear();
  clock = 0;
  gate = Promise.resolve();
  brotliGate = Promise.resolve();
});

const renderOf = (answer: Answer) => /render (\d+)/.exec(answer.body.toString())?.[1];

describe("an anonymous public page", () => {
  it("is rendered once and then served from memory, nonce and all, until it is a minute old", async () => {
    const first = await send(base, "/shared");
    const second = await send(base, "/shared");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(renderOf(second)).toBe(renderOf(first));
    expect(second.body.equals(first.body)).toBe(true);
    // The inline script's nonce still matches the policy it is sent with.
    expect(second.headers["content-security-policy"]).toBe(
      first.headers["content-security-policy"],
    );
    expect(second.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");

    clock = 59_000;
    expect(renderOf(await send(base, "/shared"))).toBe(renderOf(first));
    clock = 60_000;
    const later = await send(base, "/shared");
    expect(later.headers["x-cache"]).toBe("MISS");
    expect(renderOf(later)).not.toBe(renderOf(first));
  });

  it("past its minute, is rendered again by one request while the others get the copy in hand", async () => {
    const first = await send(base, "/gated");
    clock = 61_000;
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const refreshing = send(base, "/gated");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await send(base, "/gated");
    expect(renderOf(meanwhile)).toBe(renderOf(first));
    expect(Number(meanwhile.headers.age)).toBe(61);
    open();
    const refreshed = await refreshing;
    expect(refreshed.headers["x-cache"]).toBe("MISS");
    expect(renderOf(refreshed)).not.toBe(renderOf(first));
    expect(renderOf(await send(base, "/gated"))).toBe(renderOf(refreshed));

    // Past the five stale minutes too, the copy is gone: the next visitor waits for a rendering.
    clock = 61_000 + 60_000 + 300_000;
    const afterwards = await send(base, "/gated");
    expect(afterwards.headers["x-cache"]).toBe("MISS");
    expect(renderOf(afterwards)).not.toBe(renderOf(refreshed));
  });

  it("answers a revalidation with 304 when the ETag matches, and with the page when not", async () => {
    await send(base, "/shared");
    const hit = await send(base, "/shared");
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const unchanged = await send(base, "/shared", { headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    const changed = await send(base, "/shared", { headers: { "If-None-Match": 'W/"other"' } });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(hit.body)).toBe(true);
  });

  it("is kept compressed, and each encoding unpacks to the same page", async () => {
    const plain = await send(base, "/shared");
    const gzip = await send(base, "/shared", { headers: { "Accept-Encoding": "gzip" } });
    const br = await send(base, "/shared", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
  });

  it("sends gzip where Brotli is taken until its Brotli copy is made, off the event loop", async () => {
    let made = () => {};
    brotliGate = new Promise<void>((resolve) => {
      made = resolve;
    });
    const first = await send(base, "/shared");
    const meanwhile = await send(base, "/shared", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(meanwhile.headers["x-cache"]).toBe("HIT");
    expect(meanwhile.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(meanwhile.body).equals(first.body)).toBe(true);
    made();
    await new Promise((resolve) => setImmediate(resolve));
    const after = await send(base, "/shared", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(after.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(after.body).equals(first.body)).toBe(true);
  });

  it("is kept apart for each cookie-consent choice", async () => {
    const none = await send(base, "/shared");
    const accepted = await send(base, "/shared", {
      headers: { Cookie: "glut_cookie_consent=all; other_site=1" },
    });
    expect(renderOf(accepted)).not.toBe(renderOf(none));
    const againAccepted = await send(base, "/shared", {
      headers: { Cookie: "other_site=2; glut_cookie_consent=all" },
    });
    expect(renderOf(againAccepted)).toBe(renderOf(accepted));
    expect(renderOf(await send(base, "/shared"))).toBe(renderOf(none));
  });

  it("is emptied by a successful write, and not by a refused one", async () => {
    const first = await send(base, "/shared");
    await send(base, "/refused", { method: "POST" });
    expect(renderOf(await send(base, "/shared"))).toBe(renderOf(first));
    await send(base, "/change", { method: "POST" });
    expect(renderOf(await send(base, "/shared"))).not.toBe(renderOf(first));
  });

  it("tells the other instances of a successful write, and not of a refused one", async () => {
    const before = announced;
    await send(base, "/refused", { method: "POST" });
    expect(announced).toBe(before);
    await send(base, "/change", { method: "POST" });
    expect(announced).toBe(before + 1);
  });

  it("is emptied when another instance says something changed", async () => {
    const first = await send(base, "/shared");
    expect(renderOf(await send(base, "/shared"))).toBe(renderOf(first));
    cache.clear();
    expect(renderOf(await send(base, "/shared"))).not.toBe(renderOf(first));
  });
});

describe("what is never shared", () => {
  it.each([
    ["a session", "glut.session_token=abc.def"],
    ["a secure session", "__Secure-glut.session_token=abc.def"],
    ["a one-time message", "glut_toast=eyJ"],
  ])("a request carrying %s is rendered for itself and marked private", async (_, cookie) => {
    const anonymous = await send(base, "/shared");
    const personal = await send(base, "/shared", { headers: { Cookie: cookie } });
    const again = await send(base, "/shared", { headers: { Cookie: cookie } });
    expect(renderOf(personal)).not.toBe(renderOf(anonymous));
    expect(renderOf(again)).not.toBe(renderOf(personal));
    expect(personal.headers["cache-control"]).toBe(PRIVATE_PAGE);
    expect(personal.headers["x-cache"]).toBeUndefined();
    // Nor did the personal pages replace the anonymous one.
    expect(renderOf(await send(base, "/shared"))).toBe(renderOf(anonymous));
  });

  it("a page that sets a cookie is private and not kept", async () => {
    const first = await send(base, "/with-cookie");
    expect(first.headers["cache-control"]).toBe(PRIVATE_PAGE);
    expect(renderOf(await send(base, "/with-cookie"))).not.toBe(renderOf(first));
  });

  it("a page the app did not mark public is not kept", async () => {
    const first = await send(base, "/unmarked");
    expect(renderOf(await send(base, "/unmarked"))).not.toBe(renderOf(first));
    expect(first.headers["x-cache"]).toBeUndefined();
  });

  it("a not-found page may be cached by a CDN but is not kept here; a server error is private", async () => {
    const missing = await send(base, "/missing");
    expect(missing.status).toBe(404);
    expect(renderOf(await send(base, "/missing"))).not.toBe(renderOf(missing));
    const broken = await send(base, "/broken");
    expect(broken.headers["cache-control"]).toBe(PRIVATE_PAGE);
    expect(renderOf(await send(base, "/broken"))).not.toBe(renderOf(broken));
  });

  it("nothing is kept when the cache is off", async () => {
    const off = createPublicPageCache({ ttlSeconds: 0 });
    const app = express();
    app.use(off.serve);
    app.use(off.capture);
    app.get("/shared", (_req, res) => page(res, SHARED_PAGE_CACHE_CONTROL));
    const offServer = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => offServer.once("listening", () => resolve()));
    const offBase = `http://127.0.0.1:${(offServer.address() as AddressInfo).port}`;
    const first = await send(offBase, "/shared");
    const second = await send(offBase, "/shared");
    await new Promise<void>((resolve) => offServer.close(() => resolve()));
    expect(renderOf(second)).not.toBe(renderOf(first));
    // A CDN may still keep it: the page says it is shareable.
    expect(second.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(off.size).toBe(0);
  });
});

describe("sharedPageKey", () => {
  it("keys by address and the consent cookies, ignoring other sites' cookies", () => {
    expect(sharedPageKey("/a?b=1", undefined)).toBe("/a?b=1\n");
    expect(sharedPageKey("/a", "x=1; glut_cookie_consent=all")).toBe("/a\nglut_cookie_consent=all");
    expect(sharedPageKey("/a", "glut.session_token=1")).toBeNull();
    expect(sharedPageKey("/a", "glut.dont_remember=1")).toBeNull();
  });
});
