import { createHash } from "node:crypto";
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzipSync, constants as zlib } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/**
 * Anonymous public pages are the same for every visitor for a while, so one rendering serves
 * them all: the app marks a page shareable with `Cache-Control: public` (app/server/
 * public-page-headers.ts), and this keeps it in memory for `ttlSeconds`, compressed once, with
 * an ETag that answers a revalidation with 304; past that, one request renders it again while
 * the rest are given the copy in hand. A request that carries a session or a one-time
 * message cookie is never served from here, and a page sent to one is made `private, no-store`,
 * so no signed-in page reaches this cache, a browser's shared cache or a CDN. Any successful
 * write empties the cache, so a visitor sees their own change at once; `onWrite` tells the other
 * instances, whose caches are emptied with `clear()` (decisions 0039 and 0043).
 */
export interface PublicPageCacheOptions {
  ttlSeconds: number;
  /**
   * Past its minute, a page is rendered again by one request while the others get the copy in
   * hand for up to this long (stale-while-revalidate): a page's expiry never sends every
   * visitor of that moment to render it at once.
   */
  staleSeconds?: number;
  /** Entries kept; the least recently used go first. */
  maxEntries?: number;
  /** A body larger than this is sent but not kept. */
  maxBodyBytes?: number;
  /** After a successful write has emptied the cache: to tell other instances to empty theirs. */
  onWrite?: () => void;
  now?: () => number;
  /**
   * Makes a kept page's Brotli copy, off the event loop (zlib's thread pool, by default): at
   * quality 9 it takes 70–80 ms for the home page, which on the event loop held up every request
   * of that moment once a minute (docs/performance.md, 2026-11-28 night).
   */
  brotli?: (body: Buffer) => Promise<Buffer>;
}

export interface PublicPageCache {
  /** Before compression: answers from the cache, or passes on. */
  serve(req: Request, res: Response, next: NextFunction): void;
  /** Just before the app: keeps what the app renders, and keeps signed-in pages private. */
  capture(req: Request, res: Response, next: NextFunction): void;
  clear(): void;
  readonly size: number;
}

/** Cookies that change what an anonymous page shows, and so are part of its key. */
const KEYED_COOKIES = ["glut_cookie_consent", "glut_signup_consent", "glut_marketing_consent"];
/** Any other cookie of ours (the session, a one-time message) makes a request personal. */
const OUR_COOKIE = /^(glut[._]|__Secure-glut|__Host-glut)/;

/** Headers of one response that belong to it alone and are never replayed from the cache. */
const NOT_REPLAYED = new Set([
  "set-cookie",
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "etag",
  "vary",
  "age",
  "x-cache",
]);

export const PRIVATE_PAGE = "private, no-store";

interface Entry {
  storedAt: number;
  status: number;
  headers: [string, OutgoingHttpHeader][];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  /** Null until it is made; gzip is sent meanwhile. */
  br: Buffer | null;
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * The cache key of a request that may share a page with others, or null when it is personal
 * (or not a plain GET). Cookies that are not ours (another app on the same host) do not count.
 */
export function sharedPageKey(url: string, cookieHeader: string | undefined): string | null {
  const cookies = parseCookies(cookieHeader);
  const keyed: string[] = [];
  for (const [name, value] of cookies) {
    if (KEYED_COOKIES.includes(name)) keyed.push(`${name}=${value}`);
    else if (OUR_COOKIE.test(name)) return null;
  }
  return `${url}\n${keyed.sort().join(";")}`;
}

function isPublic(cacheControl: unknown): boolean {
  return typeof cacheControl === "string" && /(^|,)\s*public\s*(,|$)/.test(cacheControl);
}

const brotliInThreadPool = promisify(brotliCompress);

function brotli9(body: Buffer): Promise<Buffer> {
  return brotliInThreadPool(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag === etag || `W/${tag}` === etag);
}

export function createPublicPageCache(options: PublicPageCacheOptions): PublicPageCache {
  const ttlMs = options.ttlSeconds * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  const brotli = options.brotli ?? brotli9;
  const staleMs = (options.staleSeconds ?? 300) * 1000;
  const entries = new Map<string, Entry>();
  /** Pages being rendered again after their minute, while others get the stale copy. */
  const refreshing = new Set<string>();

  /** The entry for `key` while it may still be served, and whether it is past its minute. */
  function lookUp(key: string): { entry: Entry; stale: boolean } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const age = now() - entry.storedAt;
    if (age >= ttlMs + staleMs) {
      entries.delete(key);
      return undefined;
    }
    // Most recently used last, so the first key is the one to drop.
    entries.delete(key);
    entries.set(key, entry);
    return { entry, stale: age >= ttlMs };
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function send(req: Request, res: Response, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", "HIT");
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.status(304).end();
      return;
    }
    // Brotli whenever it is accepted (browsers list it after gzip, with the same weight).
    const encoding = !req.headers["accept-encoding"]
      ? "identity"
      : entry.br && req.acceptsEncodings("br")
        ? "br"
        : req.acceptsEncodings("gzip")
          ? "gzip"
          : "identity";
    const body =
      encoding === "br" && entry.br ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(entry.status).end(body);
  }

  return {
    get size() {
      return entries.size;
    },

    clear() {
      entries.clear();
    },

    serve(req, res, next) {
      if (ttlMs <= 0) return next();
      if (req.method !== "GET" && req.method !== "HEAD") {
        // A change anywhere may show on any page: start again after every successful write.
        res.on("finish", () => {
          if (res.statusCode >= 400) return;
          entries.clear();
          options.onWrite?.();
        });
        return next();
      }
      const key = sharedPageKey(req.originalUrl, req.headers.cookie);
      const found = key === null ? undefined : lookUp(key);
      if (key === null || !found) return next();
      if (found.stale && !refreshing.has(key)) {
        refreshing.add(key);
        res.on("close", () => refreshing.delete(key));
        return next();
      }
      send(req, res, found.entry);
    },

    capture(req, res, next) {
      const shared = sharedPageKey(req.originalUrl, req.headers.cookie);
      const key = ttlMs > 0 && req.method === "GET" ? shared : null;
      const chunks: Buffer[] = [];
      let size = 0;
      let keep = false;

      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: unknown[]) {
        const status = typeof args[0] === "number" ? args[0] : res.statusCode;
        if (isPublic(res.getHeader("cache-control"))) {
          const personal =
            shared === null ||
            (req.method !== "GET" && req.method !== "HEAD") ||
            status >= 500 ||
            res.getHeader("set-cookie") !== undefined;
          if (personal) res.setHeader("Cache-Control", PRIVATE_PAGE);
          else {
            res.setHeader("Vary", "Accept-Encoding, Cookie");
            if (key !== null) res.setHeader("X-Cache", "MISS");
            keep = key !== null && status === 200;
          }
        }
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as typeof res.writeHead;

      if (key !== null) {
        const write = res.write;
        const end = res.end;
        const collect = (chunk: unknown, encoding?: unknown) => {
          if (!keep || chunk == null || typeof chunk === "function") return;
          const buffer = Buffer.isBuffer(chunk)
            ? chunk
            : typeof chunk === "string"
              ? Buffer.from(
                  chunk,
                  typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
                )
              : Buffer.from(chunk as Uint8Array);
          size += buffer.length;
          if (size > maxBodyBytes) {
            keep = false;
            chunks.length = 0;
          } else chunks.push(buffer);
        };
        res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
          const result = (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
          collect(chunk, rest[0]);
          return result;
        } as typeof res.write;
        res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
          const result = (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
          collect(chunk, rest[0]);
          if (keep) {
            const identity = Buffer.concat(chunks);
            const entry: Entry = {
              storedAt: now(),
              status: res.statusCode,
              headers: Object.entries(res.getHeaders() as OutgoingHttpHeaders)
                .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
                .map(([name, value]) => [name, value as OutgoingHttpHeader]),
              etag: etagOf(identity),
              identity,
              // gzip 9 takes 1–3 ms, so every kept page has it from the start.
              gzip: gzipSync(identity, { level: 9 }),
              br: null,
            };
            store(key, entry);
            // An entry dropped meanwhile (a write) just gets its copy for nothing; a failure
            // leaves gzip to be sent.
            brotli(identity).then(
              (br) => {
                entry.br = br;
              },
              () => undefined,
            );
          }
          return result;
        } as typeof res.end;
      }
      next();
    },
  };
}
