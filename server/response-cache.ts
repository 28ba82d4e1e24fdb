import type { OutgoingHttpHeader, OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzipSync, constants as zlib } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { isEmbeddable } from "../app/server/embeddable-paths.ts";
import { entityTagOf, matchesEntityTag } from "../app/server/entity-tag.ts";
import { sharedKey } from "../app/server/shared-key.ts";
import type { KeptRendering, ViewerRenderings } from "../app/server/viewer-renderings.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";
import { isShared, SHARED_VARY } from "./http-caching.ts";

/**
 * The one response cache: a page that server/http-caching.ts lets be shared (anonymous, public,
 * 200) is kept in memory for `ttlSeconds`, compressed once, with an ETag that answers a
 * revalidation with 304; for `staleSeconds` more, one request renders it again while the others
 * get the copy in hand. A CDN or nginx in front does the same from the same headers.
 *
 * Writes: every request that is not a GET or HEAD, every job and every CLI command empties it
 * (`invalidate`, reached through the change notices, which also tell the other instances), and a
 * rendering that began before an invalidation is never stored after it: each is stored only if
 * no invalidation happened while it was being rendered (the write guard).
 *
 * Each response served from here gets this request's own security headers; its Content-Security-
 * Policy allows the kept page's inline scripts by their hashes, never by the nonce of the
 * response it was kept from.
 *
 * Member pages rendered for a viewer (decision 0120) are kept here too, under the app's own key
 * (`viewerRenderings`): the same entries, the same invalidation and the same write guard; the app
 * fills each one's holes for the member asking, so they are kept as text, not compressed.
 */
export interface ResponseCacheOptions {
  mode: "production" | "development";
  ttlSeconds: number;
  staleSeconds?: number;
  /** Bytes kept in all (each page's plain, gzip and Brotli copies); least recently used go first. */
  maxBytes?: number;
  /** A body larger than this is sent but not kept. */
  maxBodyBytes?: number;
  /** After a request that may have written: to tell other instances to empty theirs. */
  onWrite?: () => void;
  now?: () => number;
  brotli?: (body: Buffer) => Promise<Buffer>;
  /** How long a request waits for another's rendering of the same page before rendering it. */
  collapseMs?: number;
  /** MAP_TILE_URL, for the Content-Security-Policy a kept page is sent with (decision 0097). */
  mapTileUrl?: string;
}

export interface ResponseCache {
  /** After the security headers: answers from the cache, or keeps what the app answers. */
  handle(req: Request, res: Response, next: NextFunction): void;
  /** For the app: member pages rendered for a viewer, kept beside the shared pages. */
  readonly viewerRenderings: ViewerRenderings;
  /** Empties the cache, and keeps any rendering in progress from being stored. */
  invalidate(): void;
  readonly size: number;
}

/** Headers that belong to one response alone, or that each request sets afresh. */
const NOT_REPLAYED = new Set([
  "set-cookie",
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
  "age",
  "x-cache",
  "content-security-policy",
  "strict-transport-security",
]);

interface Entry {
  storedAt: number;
  status: number;
  headers: [string, OutgoingHttpHeader][];
  etag: string;
  scriptHashes: string[];
  identity: Buffer;
  gzip: Buffer;
  /** Null until it is made, off the event loop; gzip is sent meanwhile. */
  br: Buffer | null;
}

interface ViewerEntry {
  storedAt: number;
  rendering: KeptRendering;
}

/** Apart from every shared page's key, which begins with its address. */
const VIEWER_KEY = "viewer\n";

const brotliInThreadPool = promisify(brotliCompress);

function brotli9(body: Buffer): Promise<Buffer> {
  return brotliInThreadPool(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  return Buffer.from(chunk as Uint8Array);
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const ttlMs = options.ttlSeconds * 1000;
  const staleMs = (options.staleSeconds ?? 300) * 1000;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  const brotli = options.brotli ?? brotli9;
  const entries = new LRUCache<string, Entry | ViewerEntry>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) =>
      "rendering" in entry
        ? entry.rendering.html.length * 2
        : entry.identity.length + entry.gzip.length * 2,
  });
  /** Pages being rendered again past their time, while others get the stale copy. */
  const refreshing = new Set<string>();
  /**
   * Pages being rendered where no copy is in hand (after a write emptied the cache): the others
   * asking meanwhile wait for that one rendering rather than each rendering the page themselves
   * (request collapsing, as a CDN does), up to `collapseMs`.
   */
  const rendering = new Map<string, Promise<void>>();
  const collapseMs = options.collapseMs ?? 10_000;
  /**
   * Pages kept before: only their requests are collapsed, so a page that is never kept (a
   * redirect, a slow answer no one may share) never makes others wait for it.
   */
  const keptBefore = new LRUCache<string, true>({ max: 10_000 });
  /** Counts invalidations: a rendering is stored only if the count has not moved meanwhile. */
  let generation = 0;

  const invalidate = () => {
    generation++;
    entries.clear();
  };

  /** The entry for `key` while it may still be served, and whether it is past its time. */
  function lookUp(key: string): { entry: Entry; stale: boolean } | undefined {
    const entry = entries.get(key);
    if (!entry || "rendering" in entry) return undefined;
    const age = now() - entry.storedAt;
    if (age >= ttlMs + staleMs) {
      entries.delete(key);
      return undefined;
    }
    return { entry, stale: age >= ttlMs };
  }

  function send(req: Request, res: Response, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(
        { hashes: entry.scriptHashes },
        options.mode,
        isEmbeddable(req.path) ? "anyone" : "none",
        options.mapTileUrl,
      ),
    );
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", SHARED_VARY);
    res.setHeader("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", "HIT");
    if (matchesEntityTag(req.headers["if-none-match"], entry.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = !req.headers["accept-encoding"]
      ? "identity"
      : entry.br && req.acceptsEncodings("br")
        ? "br"
        : req.acceptsEncodings("gzip")
          ? "gzip"
          : "identity";
    const body =
      encoding === "br" && entry.br ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(entry.status).end(body);
  }

  /** Collects what the app writes, and stores it when it may be shared and nothing was written meanwhile. */
  function keep(res: Response, key: string) {
    const renderedIn = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    let collecting = true;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!collecting || chunk == null || typeof chunk === "function") return;
      if (!isShared(res) || res.statusCode !== 200) {
        collecting = false;
        chunks.length = 0;
        return;
      }
      const buffer = asBuffer(chunk, encoding);
      size += buffer.length;
      if (size > maxBodyBytes) {
        collecting = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      const result = (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      return result;
    } as typeof res.write;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      const result = (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      if (collecting && isShared(res) && res.statusCode === 200 && generation === renderedIn) {
        const identity = Buffer.concat(chunks);
        const entry: Entry = {
          storedAt: now(),
          status: res.statusCode,
          headers: Object.entries(res.getHeaders() as OutgoingHttpHeaders)
            .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
            .map(([name, value]) => [name, value as OutgoingHttpHeader]),
          etag: entityTagOf(identity),
          scriptHashes: inlineScriptHashes(identity.toString("utf8")),
          identity,
          gzip: gzipSync(identity, { level: 9 }),
          br: null,
        };
        entries.set(key, entry);
        keptBefore.set(key, true);
        // An entry dropped meanwhile just gets its copy for nothing; a failure leaves gzip.
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

  function render(res: Response, key: string, next: NextFunction) {
    if (res.req.method === "GET") keep(res, key);
    next();
  }

  const viewerRenderings: ViewerRenderings = {
    find(key) {
      const entry = entries.get(VIEWER_KEY + key);
      if (!entry || !("rendering" in entry)) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(VIEWER_KEY + key);
        return undefined;
      }
      return entry.rendering;
    },
    writes: () => generation,
    keep(key, rendering, writesBefore) {
      if (ttlMs <= 0 || writesBefore !== generation) return;
      if (rendering.html.length > maxBodyBytes) return;
      entries.set(VIEWER_KEY + key, { storedAt: now(), rendering });
    },
  };

  return {
    get size() {
      return entries.size;
    },
    viewerRenderings,
    invalidate,
    handle(req, res, next) {
      if (ttlMs <= 0) return next();
      if (req.method !== "GET" && req.method !== "HEAD") {
        // Any write may show on any page: nothing rendered from before it is kept or stored.
        invalidate();
        res.on("finish", () => {
          invalidate();
          options.onWrite?.();
        });
        return next();
      }
      const key = sharedKey(req.originalUrl, req.headers.cookie);
      if (key === null) return next();
      const found = lookUp(key);
      if (found && !(found.stale && !refreshing.has(key))) return send(req, res, found.entry);
      if (found) {
        refreshing.add(key);
        res.on("close", () => refreshing.delete(key));
        return render(res, key, next);
      }
      if (!keptBefore.has(key)) return render(res, key, next);
      const inHand = rendering.get(key);
      if (!inHand) {
        let done = () => {};
        rendering.set(key, new Promise<void>((resolve) => (done = resolve)));
        res.on("close", () => {
          rendering.delete(key);
          done();
        });
        return render(res, key, next);
      }
      const waited = new Promise<void>((resolve) => setTimeout(resolve, collapseMs).unref());
      void Promise.race([inHand, waited]).then(() => {
        if (res.writableEnded || res.destroyed) return;
        const now = lookUp(key);
        if (now) return send(req, res, now.entry);
        render(res, key, next);
      });
    },
  };
}
