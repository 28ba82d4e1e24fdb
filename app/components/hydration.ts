// Whether a page's React runs in the browser (static pages, decision 0057). Since decisions 0114
// and 0115 no page does, and decision 0118 removed the code that ran only there.

import type { UIMatch } from "react-router";

/**
 * A route's `handle` for a page that React has nothing to do on in the browser: it is sent as
 * HTML and CSS only, without React, the router or the page's loader data (decision 0057). Its
 * links and forms work as they do before JavaScript loads on any other page, and the side menu
 * opens as a native popover.
 */
export const staticPage = { hydrate: false } as const;

/**
 * Spread into a loader's answer when the page is static for this visitor only: a route that
 * serves members a hydrated page and visitors a plain one (a listing's public preview, decision
 * 0070) says so per answer rather than in its handle.
 */
export const staticAnswer = { hydrate: false } as const;

/** True when the page matched is a static page: no scripts are sent with it. */
export function isStaticPage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as { hydrate?: unknown } | undefined;
    const answer = match.loaderData as { hydrate?: unknown } | undefined;
    return handle?.hydrate === false || answer?.hydrate === false;
  });
}
