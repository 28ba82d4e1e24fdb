import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { languageFromCookie, languageFromQuery } from "../app/i18n/languages.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";
import { httpCaching, markAppResponse, PRIVATE_NO_STORE } from "./http-caching.ts";
import { createResponseCache, type ResponseCacheOptions } from "./response-cache.ts";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * A small app with the server's order of middleware: a fresh nonce per request, the cache, then
 * the caching rules and the pages. `/page` shows how many changes were saved, and can be held
 * part-way through its rendering until the test lets it go.
 */
async function site(options: Partial<ResponseCacheOptions> = {}) {
  let changes = 0;
  let renderings = 0;
  let hold: Promise<void> | null = null;
  const cache = createResponseCache({
    mode: "production",
    ttlSeconds: 60,
    brotli: async () => Buffer.from("not used"),
    ...options,
  });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use((req, res, next) => {
    const nonce = `n${Math.random().toString(36).slice(2)}`;
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, "production"));
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000");
    next();
  });
  app.use(httpCaching);
  app.use(cache.handle);
  app.use((_req, res, next) => {
    markAppResponse(res);
    next();
  });
  app.get("/page", async (_req, res) => {
    renderings++;
    const seen = changes;
    if (hold) await hold;
    res.setHeader("Cache-Control", PUBLIC);
    res
      .type("html")
      .send(
        `<p>changes: ${seen}</p><script nonce="${res.locals.nonce}">document.title = "${seen}";</script>`,
      );
  });
  // Says hello in the visitor's language, chosen as the app chooses it (decision 0098).
  app.get("/hello", (req, res) => {
    const lng =
      languageFromQuery(new URL(req.originalUrl, "http://glut.invalid")) ??
      languageFromCookie(req.headers.cookie);
    res.setHeader("Cache-Control", PUBLIC);
    res.type("html").send(lng === "cy" ? "<p>Croeso</p>" : "<p>Welcome</p>");
  });
  app.get("/private", (_req, res) => res.type("html").send("<p>yours</p>"));
  app.post("/change", (_req, res) => {
    changes++;
    res.redirect(303, "/page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    base,
    get renderings() {
      return renderings;
    },
    /** Holds every rendering that starts from now until the returned function is called. */
    holdRenderings() {
      let release = () => {};
      hold = new Promise<void>((done) => {
        release = () => {
          hold = null;
          done();
        };
      });
      return release;
    },
  };
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  return { response, text: await response.text() };
}

describe("the response cache", () => {
  it("serves an anonymous public page again from the cache", async () => {
    const glut = await site();
    const first = await get(glut.base, "/page");
    const second = await get(glut.base, "/page");
    expect(first.response.headers.get("x-cache")).toBeNull();
    expect(second.response.headers.get("x-cache")).toBe("HIT");
    expect(second.text).toBe(first.text);
    expect(glut.renderings).toBe(1);
    expect(second.response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(second.response.headers.get("cache-control")).toBe(PUBLIC);
  });

  it("never stores a rendering that began before a write and finished after it", async () => {
    const glut = await site();
    const release = glut.holdRenderings();
    // A visitor's GET reads the page's data, then waits part-way through rendering.
    const held = get(glut.base, "/page");
    while (glut.renderings === 0) await new Promise((done) => setTimeout(done, 5));
    // Meanwhile a member saves a change.
    const write = await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    expect(write.status).toBe(303);
    release();
    expect((await held).text).toContain("changes: 0");
    // The next visitor gets the page as it is after the write, rendered afresh.
    const next = await get(glut.base, "/page");
    expect(next.response.headers.get("x-cache")).toBeNull();
    expect(next.text).toContain("changes: 1");
    expect(glut.cache.size).toBe(1);
  });

  it("is emptied by any write, and by an invalidation from elsewhere (a job, another instance)", async () => {
    let told = 0;
    const glut = await site({ onWrite: () => told++ });
    await get(glut.base, "/page");
    expect(glut.cache.size).toBe(1);
    await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    expect(told).toBe(1);
    expect(glut.cache.size).toBe(0);
    expect((await get(glut.base, "/page")).text).toContain("changes: 1");

    // A rendering in progress while a job writes is not stored either.
    const release = glut.holdRenderings();
    glut.cache.invalidate();
    const held = get(glut.base, "/page");
    while (glut.renderings < 3) await new Promise((done) => setTimeout(done, 5));
    glut.cache.invalidate();
    release();
    await held;
    expect(glut.cache.size).toBe(0);
  });

  it("gives a kept page this response's own headers: its scripts allowed by hash, never by another response's nonce", async () => {
    const glut = await site();
    const first = await get(glut.base, "/page");
    const hit = await get(glut.base, "/page", { "X-Forwarded-Proto": "https" });
    expect(hit.response.headers.get("x-cache")).toBe("HIT");
    const keptNonce = /nonce="([^"]+)"/.exec(hit.text)?.[1];
    expect(keptNonce).toBeTruthy();
    const policy = hit.response.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain(String(keptNonce));
    expect(policy).not.toContain("nonce-");
    for (const hash of inlineScriptHashes(hit.text)) expect(policy).toContain(`'${hash}'`);
    expect(inlineScriptHashes(hit.text)).toHaveLength(1);
    expect(first.response.headers.get("content-security-policy")).toContain(`nonce-${keptNonce}`);
    // HSTS belongs to the request (https here), not to the response the page was kept from.
    expect(first.response.headers.get("strict-transport-security")).toBeNull();
    expect(hit.response.headers.get("strict-transport-security")).toBe("max-age=63072000");
  });

  it("answers a revalidation with 304, and sends gzip as kept", async () => {
    const glut = await site();
    await get(glut.base, "/page");
    const hit = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
      http
        .get(`${glut.base}/page`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
        })
        .on("error", reject);
    });
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(hit.body).toString()).toContain("changes: 0");
    const etag = String(hit.headers.etag);
    const again = await fetch(`${glut.base}/page`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("keeps nothing for a visitor with a session or a one-time message, and makes their page private", async () => {
    const glut = await site();
    for (const cookie of ["glut.session_token=abc", "glut_toast=hello"]) {
      const personal = await get(glut.base, "/page", { Cookie: cookie });
      expect(personal.response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
      expect(personal.response.headers.get("x-cache")).toBeNull();
    }
    expect(glut.cache.size).toBe(0);
    // Another site's cookie on the same host does not make a page personal.
    await get(glut.base, "/page", { Cookie: "other_app=1" });
    expect(glut.cache.size).toBe(1);
  });

  it("keeps a page apart for each cookie choice, which changes what it shows", async () => {
    const glut = await site();
    await get(glut.base, "/page");
    const chose = await get(glut.base, "/page", { Cookie: "glut_cookie_consent=accepted" });
    expect(chose.response.headers.get("x-cache")).toBeNull();
    expect(glut.cache.size).toBe(2);
  });

  it("never gives an English visitor a Welsh visitor's page, nor the other way round", async () => {
    const glut = await site();
    const welsh = { Cookie: "glut_lng=cy" };
    for (let round = 0; round < 2; round++) {
      const english = await get(glut.base, "/hello");
      const cymraeg = await get(glut.base, "/hello", welsh);
      const byLink = await get(glut.base, "/hello?lng=cy");
      expect(english.text).toBe("<p>Welcome</p>");
      expect(cymraeg.text).toBe("<p>Croeso</p>");
      expect(byLink.text).toBe("<p>Croeso</p>");
      for (const answer of [english, cymraeg, byLink]) {
        expect(answer.response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
        expect(answer.response.headers.get("x-cache")).toBe(round === 0 ? null : "HIT");
      }
    }
    expect(glut.cache.size).toBe(3);
  });

  it("never keeps a page the app did not make public", async () => {
    const glut = await site();
    await get(glut.base, "/private");
    const again = await get(glut.base, "/private");
    expect(again.response.headers.get("x-cache")).toBeNull();
    expect(again.response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect(glut.cache.size).toBe(0);
  });

  it("renders a page once for everyone asking while no copy is in hand", async () => {
    const glut = await site();
    await get(glut.base, "/page");
    // A write empties the cache; the page was kept before, so its next visitors wait for one.
    await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    const release = glut.holdRenderings();
    const asking = [get(glut.base, "/page"), get(glut.base, "/page"), get(glut.base, "/page")];
    while (glut.renderings < 2) await new Promise((done) => setTimeout(done, 5));
    await new Promise((done) => setTimeout(done, 50));
    release();
    const answers = await Promise.all(asking);
    expect(glut.renderings).toBe(2);
    expect(answers.map((answer) => answer.response.headers.get("x-cache")).sort()).toEqual([
      "HIT",
      "HIT",
      null,
    ]);
    for (const answer of answers) expect(answer.text).toContain("changes: 1");
  });

  it("lets the waiting requests render for themselves when the one rendering is not kept", async () => {
    const glut = await site();
    await get(glut.base, "/page");
    await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    const release = glut.holdRenderings();
    const asking = [get(glut.base, "/page"), get(glut.base, "/page")];
    while (glut.renderings < 2) await new Promise((done) => setTimeout(done, 5));
    await new Promise((done) => setTimeout(done, 50));
    await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    release();
    const answers = await Promise.all(asking);
    expect(glut.renderings).toBe(3);
    expect(answers.map((answer) => answer.text).sort()).toEqual([
      expect.stringContaining("changes: 1"),
      expect.stringContaining("changes: 2"),
    ]);
  });

  it("never makes anyone wait for a page that was never kept", async () => {
    const glut = await site();
    const release = glut.holdRenderings();
    const asking = [get(glut.base, "/page"), get(glut.base, "/page")];
    while (glut.renderings < 2) await new Promise((done) => setTimeout(done, 5));
    release();
    await Promise.all(asking);
    expect(glut.renderings).toBe(2);
  });

  it("serves a page past its time while one request renders it again", async () => {
    let clock = 0;
    const glut = await site({ now: () => clock, ttlSeconds: 60, staleSeconds: 300 });
    await get(glut.base, "/page");
    clock = 61_000;
    const release = glut.holdRenderings();
    const refreshing = get(glut.base, "/page");
    while (glut.renderings < 2) await new Promise((done) => setTimeout(done, 5));
    const meanwhile = await get(glut.base, "/page");
    expect(meanwhile.response.headers.get("x-cache")).toBe("HIT");
    expect(meanwhile.response.headers.get("age")).toBe("61");
    release();
    await refreshing;
    expect(glut.renderings).toBe(2);
    clock = 61_000 + 400_000;
    expect((await get(glut.base, "/page")).response.headers.get("x-cache")).toBeNull();
  });
});

describe("member pages rendered for a viewer (decision 0120)", () => {
  const rendering = (html: string) => ({
    status: 200,
    headers: [["content-type", "text/html"]] as [string, string][],
    html,
  });

  it("keeps a rendering under its viewer's key, apart from every shared page", async () => {
    const glut = await site();
    const store = glut.cache.viewerRenderings;
    store.keep("/page\nviewer-a", rendering("<p>for viewers like a</p>"), store.writes());
    expect(store.find("/page\nviewer-a")?.html).toBe("<p>for viewers like a</p>");
    expect(store.find("/page\nviewer-b")).toBeUndefined();
    // An anonymous visitor's /page is never answered with a rendering made for a viewer.
    const visitor = await get(glut.base, "/page");
    expect(visitor.text).toContain("changes: 0");
    expect(visitor.response.headers.get("x-cache")).toBeNull();
  });

  it("never keeps a rendering that began before a write through the site and finished after it", async () => {
    const glut = await site();
    const store = glut.cache.viewerRenderings;
    const before = store.writes();
    const write = await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    expect(write.status).toBe(303);
    store.keep("/page\nviewer", rendering("<p>changes: 0</p>"), before);
    expect(store.find("/page\nviewer")).toBeUndefined();
    store.keep("/page\nviewer", rendering("<p>changes: 1</p>"), store.writes());
    expect(store.find("/page\nviewer")?.html).toBe("<p>changes: 1</p>");
  });

  it("is emptied with the shared pages by any write or invalidation, and kept no longer than their time", async () => {
    let clock = 0;
    const glut = await site({ now: () => clock });
    const store = glut.cache.viewerRenderings;
    store.keep("k", rendering("<p>a</p>"), store.writes());
    glut.cache.invalidate();
    expect(store.find("k")).toBeUndefined();
    store.keep("k", rendering("<p>b</p>"), store.writes());
    await fetch(`${glut.base}/change`, { method: "POST", redirect: "manual" });
    expect(store.find("k")).toBeUndefined();
    store.keep("k", rendering("<p>c</p>"), store.writes());
    clock = 59_999;
    expect(store.find("k")?.html).toBe("<p>c</p>");
    clock = 60_000;
    expect(store.find("k")).toBeUndefined();
  });
});
