import type { NextFunction, Request, Response } from "express";
import { sharedKey } from "../app/server/shared-key.ts";

/**
 * Every response the app renders states how it may be cached (RFC 9111), decided here at one
 * place as its head is written:
 * - a page a route marks `public` (app/server/public-page-headers.ts) stays public only for an
 *   anonymous GET or HEAD answered without an error or a cookie, with `Vary: Accept-Encoding,
 *   Cookie`, so a CDN or nginx's proxy_cache in front may share it, and so may the response cache;
 * - an error is `no-store`;
 * - anything that says nothing (a member's page, its `.data`, a redirect) is `private, no-store`,
 *   so Back after signing out asks the server again instead of showing a page from the browser's
 *   cache.
 * A route that states something else (the calendar feed's `private, max-age=300`) keeps it.
 */
export const PRIVATE_NO_STORE = "private, no-store";
export const ERROR_NO_STORE = "no-store";
export const SHARED_VARY = "Accept-Encoding, Cookie";

function isPublic(cacheControl: unknown): boolean {
  return typeof cacheControl === "string" && /(^|,)\s*public\s*(,|$)/i.test(cacheControl);
}

/** Marks a response as the app's (a page or its data), which the rule for public pages is about. */
export function markAppResponse(res: Response): void {
  res.locals.appResponse = true;
}

/** Whether this response may be kept and shared: set by `httpCaching` as its head is written. */
export function isShared(res: Response): boolean {
  return res.locals.sharedResponse === true;
}

/**
 * Early in the chain, so that refusals before the app (a cross-site write) say it too: applies
 * the rules above as each response's head is written. Static files state their own caching.
 */
export function httpCaching(req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const given = res.getHeader("cache-control");
    if (status >= 400) {
      res.setHeader("Cache-Control", ERROR_NO_STORE);
    } else if (isPublic(given) && res.locals.appResponse === true) {
      const anonymousRead =
        (req.method === "GET" || req.method === "HEAD") &&
        sharedKey(req.originalUrl, req.headers.cookie) !== null &&
        res.getHeader("set-cookie") === undefined;
      if (anonymousRead) {
        res.setHeader("Vary", SHARED_VARY);
        res.locals.sharedResponse = true;
      } else {
        res.setHeader("Cache-Control", PRIVATE_NO_STORE);
      }
    } else if (given === undefined) {
      res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
  next();
}
