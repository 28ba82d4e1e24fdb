import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import {
  createRequestHandler as createFetchHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { buildRootFiles } from "./build-root-files.ts";
import { coalesceFlushes } from "./coalesced-flush.ts";
import { formBodiesOnly } from "./form-bodies.ts";
import type { IdleCompaction } from "./idle-compaction.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import type { PublicPageCache } from "./public-page-cache.ts";
import { sameOriginWrites } from "./same-origin-writes.ts";
import { drainUnreadBodies } from "./unread-bodies.ts";

/** What Express knows about a request that the app cannot read from the Request itself. */
export interface RequestFacts {
  cspNonce: string;
  /** The client's address, read through trusted proxies only ("trust proxy"). */
  clientIp: string;
  /** Renders a page through the app again, for a context the app made (decision 0062). */
  renderPage(
    request: globalThis.Request,
    context: RouterContextProvider,
  ): Promise<globalThis.Response>;
  /** Sends this response under a page's own nonce rather than `cspNonce` (decision 0062). */
  sendWithCspNonce(nonce: string): void;
}

/** What the Express layer needs from the app bundle (entry.server's exports). */
export interface AppEntry {
  createLoadContext(services: unknown, request: RequestFacts): RouterContextProvider;
}

export interface HttpAppOptions {
  mode: "production" | "development";
  logger: Logger;
  services: unknown;
  /** The server build, or a function giving the current one (the dev server reloads it). */
  build: () => Promise<ServerBuild>;
  healthy(): Promise<boolean>;
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
  pageCache?: PublicPageCache;
  /** Lets V8 compact its heap only while no request is in flight (decision 0064). */
  idleCompaction?: IdleCompaction;
}

export function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The Content-Security-Policy: no inline script runs unless it carries this request's nonce,
 * and no other site may frame Glut. Development adds what Vite's hot reload needs.
 */
export function contentSecurityPolicy(nonce: string, mode: HttpAppOptions["mode"]): string {
  const scriptSrc =
    mode === "development" ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${mode === "development" ? " ws: wss:" : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

function securityHeaders(mode: HttpAppOptions["mode"]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, mode));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
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
  const idleCompaction = options.idleCompaction;
  if (idleCompaction) {
    // Health checks are a machine's, which can wait; the booting server's own are what let it
    // compact its heap after boot.
    app.use((req, res, next) =>
      req.path === "/healthz" ? next() : idleCompaction.track(req, res, next),
    );
  }

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
      autoLogging: {
        ignore: (req) => req.url === "/healthz" || (req.url?.startsWith("/assets/") ?? false),
      },
    }),
  );
  app.use(drainUnreadBodies());
  const pageCache = options.pageCache;
  // Before compression: a cached page is kept compressed and sent as it is.
  if (pageCache) app.use(pageCache.serve);
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
  app.use(securityHeaders(options.mode));

  app.get("/healthz", async (_req, res) => {
    const ok = await options.healthy();
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  });

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
      const renderPage = createFetchHandler(build, options.mode);
      handler = createRequestHandler({
        build,
        mode: options.mode,
        getLoadContext: (request, response) =>
          entry.createLoadContext(options.services, {
            cspNonce: String(response.locals.cspNonce ?? ""),
            clientIp: request.ip ?? request.socket.remoteAddress ?? "",
            renderPage,
            sendWithCspNonce: (nonce) => {
              response.locals.cspNonce = nonce;
              response.setHeader(
                "Content-Security-Policy",
                contentSecurityPolicy(nonce, options.mode),
              );
            },
          }),
      });
      handlers.set(build, handler);
    }
    return handler;
  };

  app.use(sameOriginWrites(options.appUrl));
  app.use(formBodiesOnly());
  if (pageCache) app.use(pageCache.capture);
  app.all("/{*splat}", async (req, res, next) => {
    try {
      await handlerFor(await options.build())(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  return app;
}
