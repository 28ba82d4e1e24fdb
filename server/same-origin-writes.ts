import type { RequestHandler } from "express";

// Every request that changes something must show it came from one of our own pages: a browser
// says so in Sec-Fetch-Site (every current browser sends it), or failing that in Origin. A
// request that shows neither is refused too, so a client that strips both cannot change data.
// SameSite cookies already stop most cross-site posts; this also covers a sibling subdomain
// (same-site, not same-origin) and older browsers. The Stripe webhook is exempt: it comes from
// Stripe's servers and proves itself with its signature. So is a mail provider's one-click
// unsubscribe (RFC 8058): a POST from no page at all, to a signed unsubscribe link whose
// signature holds (the app checks it; decision 0068). Only the link's own token lets it
// through: an unsigned or forged one, or any other address, is refused as before.

const CHANGES_STATE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

export const FOREIGN_REQUEST_MESSAGE =
  "This request did not come from a Glut page, so nothing was changed. Go back to the page and try again.";

export type WriteOrigin = "same-origin" | "foreign" | "unknown";

/** Where a request came from, by Fetch Metadata first and the Origin header second. */
export function writeOrigin(
  headers: { secFetchSite?: string; origin?: string },
  ownOrigins: readonly string[],
): WriteOrigin {
  const site = headers.secFetchSite?.toLowerCase();
  // "none": the person made the request themselves (typed address, bookmark), not a page.
  if (site === "same-origin" || site === "none") return "same-origin";
  if (site) return "foreign";
  if (headers.origin === undefined) return "unknown";
  return ownOrigins.includes(headers.origin.toLowerCase()) ? "same-origin" : "foreign";
}

/** RFC 8058: the one-click POST is a form, urlencoded or multipart. */
const ONE_CLICK_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface SameOriginWritesOptions {
  /**
   * Whether a path and query (as requested) is a signed one-click unsubscribe link whose
   * signature holds. Given by the app, which alone knows the links and the key.
   */
  isSignedUnsubscribe?(pathAndQuery: string): boolean | Promise<boolean>;
}

function mayBeOneClick(method: string, contentType: string | undefined): boolean {
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return method === "POST" && ONE_CLICK_TYPES.has(mediaType);
}

/**
 * Refuses state-changing requests that do not come from our own origin: APP_URL's, or the
 * origin the request itself was addressed to (behind a trusted proxy, as Express reads it).
 */
export function sameOriginWrites(
  appUrl: string,
  options: SameOriginWritesOptions = {},
): RequestHandler {
  const appOrigin = new URL(appUrl).origin.toLowerCase();
  return async (req, res, next) => {
    if (!CHANGES_STATE.has(req.method) || EXEMPT_PATHS.has(req.path)) return next();
    const host = req.get("host");
    const ownOrigins = host ? [appOrigin, `${req.protocol}://${host}`.toLowerCase()] : [appOrigin];
    const origin = writeOrigin(
      { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") },
      ownOrigins,
    );
    if (origin === "same-origin") return next();
    if (options.isSignedUnsubscribe && mayBeOneClick(req.method, req.get("content-type"))) {
      try {
        if (await options.isSignedUnsubscribe(req.originalUrl)) {
          // React Router refuses an action whose Origin is not the page's own (its CSRF check,
          // 400). The signature has just shown this POST is the link we emailed, which is the
          // stronger proof; the provider's Origin says nothing more, so it is not passed on.
          delete req.headers.origin;
          return next();
        }
      } catch (error) {
        return next(error);
      }
    }
    req.log?.warn(
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") },
      "refused a write from another origin",
    );
    res.status(403).type("text/plain").send(FOREIGN_REQUEST_MESSAGE);
  };
}
