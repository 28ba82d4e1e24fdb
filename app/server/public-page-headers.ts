import type { HeadersFunction } from "react-router";

/**
 * A page that is the same for every anonymous visitor: browsers revalidate it each time (the
 * ETag answers 304), a CDN or shared cache may keep it for a minute and serve it a while longer
 * while it fetches a new one. The server makes it `private, no-store` for anyone signed in or
 * carrying a one-time message, and for writes and errors (server/public-page-cache.ts), so a
 * route only says that its page may be shared. Decision 0039.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export const publicPageHeaders: HeadersFunction = () => ({
  "Cache-Control": SHARED_PAGE_CACHE_CONTROL,
});
