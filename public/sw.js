// Glut's service worker (issue 36, decision 0095), hand-written: vite-plugin-pwa does not
// support React Router's framework mode. It is served as it is at /sw.js, scope /.
//
// What it keeps, and what it never keeps:
// - the offline page (/offline, fetched without cookies, so it is the page anyone sees) and the
//   stylesheet and font it names, stored when the worker installs;
// - the build's hashed files under /assets/, cache-first: their names change with their content;
// - never a page or any data of a member's: navigations go to the network only, and fall back to
//   the offline page when the network fails; nothing else is answered from, or written to, a
//   cache. /live, /api and .data are refused by name as well, in case a rule above ever widens.
// It also shows Web Push notifications, and opens the page one leads to when it is tapped.

const OFFLINE_CACHE = "glut-offline-v1";
const ASSET_CACHE = "glut-assets-v1";
const OFFLINE_PATH = "/offline";
/** Hashed files kept at most; the oldest go first (a deploy leaves the old build's behind). */
const MAX_ASSETS = 120;
/** Shown when a push arrives without readable data, which a push service may do. */
const FALLBACK_NOTIFICATION = { title: "Glut", body: "Something new on Glut.", href: "/" };

/** Paths never answered from or written to a cache, whatever else the rules say. */
function neverStored(url) {
  return (
    url.pathname === "/live" ||
    url.pathname.startsWith("/live/") ||
    url.pathname.startsWith("/api/") ||
    url.pathname.endsWith(".data")
  );
}

function isHashedAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/assets/");
}

/** A response that says it is personal or must not be kept is not kept, wherever it came from. */
function mayStore(response) {
  if (!response?.ok || response.type === "opaque") return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = (response.headers.get("cache-control") || "").toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}

async function storeOfflinePage() {
  const cache = await caches.open(OFFLINE_CACHE);
  // Without cookies: the offline page a member sees is the one anyone sees, with no name in it.
  const page = await fetch(OFFLINE_PATH, { credentials: "omit", cache: "no-store" });
  if (!page.ok) throw new Error(`${OFFLINE_PATH} answered ${page.status}`);
  const html = await page.clone().text();
  // The stylesheet and font it links to, so it looks like Glut when it is all there is.
  const assets = [...new Set(html.match(/\/assets\/[\w.~-]+\.(?:css|woff2)/g) || [])];
  await cache.put(OFFLINE_PATH, page);
  await Promise.all(
    assets.map(async (asset) => {
      const response = await fetch(asset, { credentials: "omit" });
      if (mayStore(response)) await cache.put(asset, response);
    }),
  );
}

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)),
  );
}

async function cacheFirst(request) {
  const cached = (await caches.match(request)) || undefined;
  if (cached) return cached;
  const response = await fetch(request);
  if (mayStore(response)) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    await trimAssets();
  }
  return response;
}

async function networkOrOfflinePage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(storeOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([OFFLINE_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (!keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (neverStored(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(networkOrOfflinePage(request));
  } else if (isHashedAsset(url)) {
    event.respondWith(cacheFirst(request));
  }
  // Anything else goes to the network as if there were no worker.
});

/** A path on this site to open; anything else (another site, a malformed address) opens home. */
function sameOriginPath(href) {
  try {
    const url = new URL(typeof href === "string" ? href : "/", self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}

function readPush(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === "string") return data;
  } catch {
    // Not JSON: show the fallback rather than nothing, which browsers count against the site.
  }
  return FALLBACK_NOTIFICATION;
}

self.addEventListener("push", (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: typeof push.body === "string" ? push.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: typeof push.tag === "string" ? push.tag : undefined,
      lang: "en-GB",
      data: { href: sameOriginPath(push.href) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = sameOriginPath(event.notification.data?.href);
  event.waitUntil(
    (async () => {
      const target = new URL(path, self.location.origin).href;
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
