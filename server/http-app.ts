import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { isEmbeddable } from "../app/server/embeddable-paths.ts";
import type { ViewerRenderings } from "../app/server/viewer-renderings.ts";
import { buildRootFiles } from "./build-root-files.ts";
import { coalesceFlushes } from "./coalesced-flush.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { formBodiesOnly } from "./form-bodies.ts";
import { liveness, type ReadinessReport, readiness } from "./health-probes.ts";
import { httpCaching, markAppResponse } from "./http-caching.ts";
import { answeredMethodsOnly, refuseNulInAddress } from "./odd-requests.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import type { ResponseCache } from "./response-cache.ts";
import { sameOriginWrites } from "./same-origin-writes.ts";
import { drainUnreadBodies } from "./unread-bodies.ts";

/** What Express knows about a request that the app cannot read from the Request itself. */
export interface RequestFacts {
  cspNonce: string;
  /** The client's address, read through trusted proxies only ("trust proxy"). */
  clientIp: string;
  /** Where member pages rendered for a viewer are kept (decision 0120), in production. */
  viewerRenderings?: ViewerRenderings;
}

/** What the Express layer needs from the app bundle (entry.server's exports). */
export interface AppEntry {
  createLoadContext(services: unknown, request: RequestFacts): RouterContextProvider;
  /** Whether a path and query is a signed one-click unsubscribe link that holds (0068). */
  isSignedUnsubscribe?(services: unknown, pathAndQuery: string): boolean;
}

export interface HttpAppOptions {
  mode: "production" | "development";
  logger: Logger;
  services: unknown;
  /** The server build, or a function giving the current one (the dev server reloads it). */
  build: () => Promise<ServerBuild>;
  /** Whether this instance can serve (/readyz). */
  ready(): Promise<ReadinessReport>;
  /** True while the instance drains before stopping: /readyz then answers 503. */
  draining?(): boolean;
  /** Express "trust proxy": how to read the client's address and protocol behind a proxy. */
  trustProxy: string;
  /** APP_URL: the origin our pages are served from, which every write must come from. */
  appUrl: string;
  /** Serves objects from file storage under /uploads. */
  readUpload?(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** build/client in production. */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: express.RequestHandler;
  /** Shares anonymous public pages between visitors for a while (PAGE_CACHE_SECONDS). */
  responseCache?: ResponseCache;
  /** MAP_TILE_URL: the tile server pages' maps load images from (decision 0097). */
  mapTileUrl?: string;
}

export function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function securityHeaders(mode: HttpAppOptions["mode"], mapTileUrl: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Only the widget's address may be framed by other sites (decision 0096).
    const embeddable = isEmbeddable(req.path);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce }, mode, embeddable ? "anyone" : "none", mapTileUrl),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (!embeddable) res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // Geolocation for our own pages only: "Near me" on /listings asks once (decision 0048).
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // HSTS only means something over https; sending it on plain http would be ignored at
    // best and would pin a local development host at worst.
    if (req.secure) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}

export function createHttpApp(options: HttpAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(options.trustProxy));

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
      // The URL is logged whole (with any key in it redacted as the line is written); the same
      // query again, parsed, would only be a second copy to keep clean (decision 0069).
      serializers: { req: ({ query: _query, ...request }) => request },
      autoLogging: {
        ignore: (req) =>
          req.url === "/healthz" ||
          req.url === "/readyz" ||
          (req.url?.startsWith("/assets/") ?? false),
      },
    }),
  );
  app.use(drainUnreadBodies());
  app.use(compression());
  app.use(coalesceFlushes);
  // Hashed scripts and styles first, before the document headers: a Content-Security-Policy,
  // Permissions-Policy or frame rule on a script is ignored by browsers, and over HTTP/1.1 those
  // ~900 bytes went out uncompressed with each of a page's ~50 files (docs/performance.md,
  // Lighthouse). Vite puts a content hash in every name under /assets, so they never change: no
  // ETag or Last-Modified to revalidate with either.
  if (!options.devMiddleware && options.clientDir) {
    const assets = path.join(options.clientDir, "assets");
    // The build's Brotli and gzip copies where the browser takes one (decision 0051).
    app.use("/assets", precompressedAssets(assets, { immutable: true, maxAge: "1y" }));
    app.use(
      "/assets",
      express.static(assets, {
        immutable: true,
        maxAge: "1y",
        etag: false,
        lastModified: false,
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      }),
    );
  }
  app.use(securityHeaders(options.mode, options.mapTileUrl));
  app.use(httpCaching);
  app.use(answeredMethodsOnly());
  app.use(refuseNulInAddress());
  // After the security headers, so a kept page goes out with this response's own; it is kept
  // compressed and sent as it is (the compression middleware leaves an encoded body alone).
  if (options.responseCache) app.use(options.responseCache.handle);

  app.get("/healthz", liveness);
  app.get("/readyz", readiness(options));

  if (options.readUpload) {
    const readUpload = options.readUpload;
    app.get("/uploads/*key", async (req, res, next) => {
      try {
        const key = (req.params as { key: string[] }).key.join("/");
        const object = await readUpload(key).catch(() => null);
        if (!object) return next();
        res.setHeader("Content-Type", object.contentType);
        // Upload keys carry a timestamp and are never rewritten, so they can be cached for good.
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.send(object.body);
      } catch (error) {
        next(error);
      }
    });
  }

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientDir) {
    app.use(buildRootFiles(options.clientDir, { maxAge: "1h" }));
  }

  // One request handler per build: production has one build; the dev server swaps them.
  const handlers = new WeakMap<ServerBuild, express.RequestHandler>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      const entry = build.entry.module as unknown as AppEntry;
      handler = createRequestHandler({
        build,
        mode: options.mode,
        getLoadContext: (request, response) =>
          entry.createLoadContext(options.services, {
            cspNonce: String(response.locals.cspNonce ?? ""),
            clientIp: request.ip ?? request.socket.remoteAddress ?? "",
            viewerRenderings: options.responseCache?.viewerRenderings,
          }),
      });
      handlers.set(build, handler);
    }
    return handler;
  };

  app.use(
    sameOriginWrites(options.appUrl, {
      isSignedUnsubscribe: async (pathAndQuery) => {
        const entry = (await options.build()).entry.module as unknown as AppEntry;
        return entry.isSignedUnsubscribe?.(options.services, pathAndQuery) ?? false;
      },
    }),
  );
  app.use(formBodiesOnly());
  app.all("/{*splat}", async (req, res, next) => {
    markAppResponse(res);
    try {
      await handlerFor(await options.build())(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  return app;
}
