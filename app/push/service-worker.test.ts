import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

// public/sw.js as shipped, run in a stand-in for a browser's service-worker scope: a Cache API
// kept in maps, a fetch that answers from a table (or fails, as offline), and the events a
// browser dispatches. What it may store, and what it must never store, are checked here.

const ORIGIN = "https://glut.test";
const source = readFileSync(path.resolve("public/sw.js"), "utf8");

class FakeCache {
  readonly entries = new Map<string, Response>();
  async put(request: Request | string, response: Response) {
    this.entries.set(urlOf(request), response);
  }
  async match(request: Request | string) {
    return this.entries.get(urlOf(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(urlOf(request));
  }
}

function urlOf(request: Request | string): string {
  return new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
}

type Answer = () => Response;

function serviceWorker(answers: Record<string, Answer>) {
  const stores = new Map<string, FakeCache>();
  const listeners = new Map<string, (event: unknown) => void>();
  const fetched: { url: string; credentials?: string }[] = [];
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const windows: { url: string }[] = [];
  let online = true;
  const caches = {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name) as FakeCache;
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async match(request: Request | string, options?: { cacheName?: string }) {
      for (const [name, store] of stores) {
        if (options?.cacheName && name !== options.cacheName) continue;
        const found = await store.match(request);
        if (found) return found;
      }
      return undefined;
    },
  };
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const url = urlOf(input);
    fetched.push({ url, credentials: init?.credentials });
    if (!online) throw new TypeError("Failed to fetch");
    const answer = answers[new URL(url).pathname];
    return answer ? answer() : new Response("Not found", { status: 404 });
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        windows.map((client) => ({ url: client.url, focus: async () => focused.push(client.url) })),
      openWindow: async (url: string) => opened.push(url),
    },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        shown.push({ title, options }),
    },
  };
  vm.runInNewContext(source, {
    self,
    caches,
    fetch,
    URL,
    Response,
    Request,
    Headers,
    console,
    Promise,
    Set,
  });

  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (work: Promise<unknown>) => waits.push(work),
      respondWith: (answer: Promise<Response>) => {
        response = answer;
      },
    });
    await Promise.all(waits);
    return response;
  }
  return {
    stores,
    fetched,
    shown,
    opened,
    focused,
    windows,
    goOffline: () => {
      online = false;
    },
    install: () => dispatch("install"),
    activate: () => dispatch("activate"),
    fetch: (url: string, init: { mode?: RequestMode; method?: string } = {}) =>
      dispatch("fetch", {
        request: {
          url: new URL(url, ORIGIN).href,
          mode: init.mode ?? "cors",
          method: init.method ?? "GET",
        },
      }),
    push: (data: unknown) =>
      dispatch("push", {
        data: { json: () => (typeof data === "string" ? JSON.parse(data) : data) },
      }),
    click: (href: unknown) =>
      dispatch("notificationclick", { notification: { close: () => undefined, data: { href } } }),
    storedUrls: () => [...stores.values()].flatMap((store) => [...store.entries.keys()]),
  };
}

const OFFLINE_HTML = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-3f2a.css"><link rel="preload" href="/assets/nunito-latin-9b1c.woff2" as="font"></head><body><h1>You are offline</h1><script src="/assets/never-needed.js"></script></body></html>`;

const html =
  (body: string, cacheControl = "private, no-store") =>
  () =>
    new Response(body, { headers: { "content-type": "text/html", "cache-control": cacheControl } });
const asset =
  (body: string, cacheControl = "public, max-age=31536000, immutable") =>
  () =>
    new Response(body, { headers: { "cache-control": cacheControl } });

const site = {
  "/offline": html(OFFLINE_HTML, "public, max-age=0, s-maxage=60"),
  "/assets/app-3f2a.css": asset("body{}"),
  "/assets/nunito-latin-9b1c.woff2": asset("font"),
  "/assets/entry-77aa.js": asset("console.log(1)"),
  "/assets/private-1.js": asset("x", "private, max-age=60"),
  "/assets/no-store-1.js": asset("x", "no-store"),
  "/messages/42": html("<h1>Sam: my number is 07700 900123</h1>"),
  "/dashboard": html("<h1>Welcome back, Sam</h1>"),
  "/messages/42.data": () =>
    new Response("[]", { headers: { "cache-control": "private, no-store" } }),
};

describe("the service worker", () => {
  it("keeps the offline page, fetched without cookies, with the stylesheet and font it names", async () => {
    const worker = serviceWorker(site);
    await worker.install();
    await worker.activate();
    expect(worker.storedUrls().sort()).toEqual(
      [
        `${ORIGIN}/assets/app-3f2a.css`,
        `${ORIGIN}/assets/nunito-latin-9b1c.woff2`,
        `${ORIGIN}/offline`,
      ].sort(),
    );
    expect(worker.fetched.find((request) => request.url === `${ORIGIN}/offline`)?.credentials).toBe(
      "omit",
    );
  });

  it("sends members' pages to the network only and never stores them", async () => {
    const worker = serviceWorker(site);
    await worker.install();
    for (const page of ["/messages/42", "/dashboard"]) {
      const answer = await worker.fetch(page, { mode: "navigate" });
      expect(await answer?.text()).toContain("<h1>");
    }
    // A page's data, fetched by the router, and the live stream are left to the browser.
    expect(await worker.fetch("/messages/42.data")).toBeUndefined();
    expect(await worker.fetch("/live")).toBeUndefined();
    expect(await worker.fetch("/api/auth/get-session")).toBeUndefined();
    expect(
      await worker.fetch("/messages/42", { method: "POST", mode: "navigate" }),
    ).toBeUndefined();
    const stored = worker.storedUrls();
    expect(stored.filter((url) => !url.includes("/assets/") && !url.endsWith("/offline"))).toEqual(
      [],
    );
    for (const store of worker.stores.values()) {
      for (const response of store.entries.values()) {
        expect(await response.clone().text()).not.toMatch(/07700|Welcome back/);
      }
    }
  });

  it("shows the offline page when a navigation cannot reach the network", async () => {
    const worker = serviceWorker(site);
    await worker.install();
    worker.goOffline();
    const answer = await worker.fetch("/messages/42", { mode: "navigate" });
    expect(await answer?.text()).toContain("You are offline");
  });

  it("serves hashed assets cache-first, and keeps none that say private or no-store", async () => {
    const worker = serviceWorker(site);
    await worker.install();
    await worker.fetch("/assets/entry-77aa.js");
    const before = worker.fetched.length;
    worker.goOffline();
    const again = await worker.fetch("/assets/entry-77aa.js");
    expect(await again?.text()).toBe("console.log(1)");
    expect(worker.fetched.length).toBe(before);

    const fresh = serviceWorker(site);
    await fresh.fetch("/assets/private-1.js");
    await fresh.fetch("/assets/no-store-1.js");
    expect(fresh.storedUrls()).toEqual([]);
  });

  it("drops the caches of an earlier version when it activates", async () => {
    const worker = serviceWorker(site);
    worker.stores.set("glut-pages-v0", new FakeCache());
    await worker.install();
    await worker.activate();
    expect([...worker.stores.keys()].sort()).toEqual(["glut-offline-v1"]);
  });

  it("shows a push's title, body and link, and opens only paths on this site", async () => {
    const worker = serviceWorker(site);
    await worker.push({
      title: "New message from Sam",
      body: "Open Glut to read it.",
      href: "/messages/42",
      tag: "n1",
    });
    expect(worker.shown).toEqual([
      {
        title: "New message from Sam",
        options: expect.objectContaining({
          body: "Open Glut to read it.",
          tag: "n1",
          data: { href: "/messages/42" },
        }),
      },
    ]);
    await worker.push("not json");
    expect(worker.shown[1]?.title).toBe("Glut");

    await worker.click("/messages/42");
    await worker.click("https://evil.example/phish");
    await worker.click("//evil.example/phish");
    expect(worker.opened).toEqual([`${ORIGIN}/messages/42`, `${ORIGIN}/`, `${ORIGIN}/`]);

    worker.windows.push({ url: `${ORIGIN}/messages/42` });
    await worker.click("/messages/42");
    expect(worker.focused).toEqual([`${ORIGIN}/messages/42`]);
    expect(worker.opened).toHaveLength(3);
  });
});
