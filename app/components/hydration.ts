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

/**
 * A route's `handle` for a hydrated page that is read before it is used: every control on it
 * works the same before React runs (links and plain forms, no field whose value React holds), so
 * its scripts are fetched after the first paint instead of preloaded ahead of it (decision 0061).
 * A page people type into at once (sign-up, a calculator) keeps its preloads, so React takes
 * over its fields as early as it can.
 */
export const readFirstPage = { preloadScripts: false } as const;

/** False when a matched route's handle is readFirstPage: its head is sent without preloads. */
export function preloadsScripts(handles: readonly unknown[]): boolean {
  return !handles.some(
    (handle) => (handle as { preloadScripts?: unknown } | undefined)?.preloadScripts === false,
  );
}
