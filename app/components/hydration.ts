// Whether a page's React runs in the browser at all (static pages, decision 0057), and whether it
// runs yet. One module, so that every page's first load fetches one small file for both.

import { useSyncExternalStore } from "react";
import type { UIMatch } from "react-router";

const subscribe = () => () => {};

/** False while rendering on the server and during hydration; true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

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
