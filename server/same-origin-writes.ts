import type { RequestHandler } from "express";

// Every request that changes something must show it came from one of our own pages: a browser
// says so in Sec-Fetch-Site (every current browser sends it), or failing that in Origin. A
// request that shows neither is refused too, so a client that strips both cannot change data.
// SameSite cookies already stop most cross-site posts; this also covers a sibling subdomain
// (same-site, not same-origin) and older browsers. The Stripe webhook is exempt: it comes from
// Stripe's servers and proves itself with its signature.

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

/**
 * Refuses state-changing requests that do not come from our own origin: APP_URL's, or the
 * origin the request itself was addressed to (behind a trusted proxy, as Express reads it).
 */
export function sameOriginWrites(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin.toLowerCase();
  return (req, res, next) => {
    if (!CHANGES_STATE.has(req.method) || EXEMPT_PATHS.has(req.path)) return next();
    const host = req.get("host");
    const ownOrigins = host ? [appOrigin, `${req.protocol}://${host}`.toLowerCase()] : [appOrigin];
    const origin = writeOrigin(
      { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") },
      ownOrigins,
    );
    if (origin === "same-origin") return next();
    req.log?.warn(
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") },
      "refused a write from another origin",
    );
    res.status(403).type("text/plain").send(FOREIGN_REQUEST_MESSAGE);
  };
}
