// A script sent inside a static page's HTML (decision 0059): the few lines a page needs in the
// browser without React, carrying the request's CSP nonce. React never runs such a script itself:
// on a client navigation the page's component calls the same enhancer from an effect instead.
import { createContext, use, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The request's Content-Security-Policy nonce, provided by entry.server around the router. */
export const CspNonce = createContext<string | undefined>(undefined);

/**
 * `shell`: a script every page carries with its header (decision 0117), marked apart from the
 * page's own scripts (`data-shell-script`), which the specs count page by page.
 */
export function InlineScript({ code, shell = false }: { code: string; shell?: boolean }) {
  const nonce = use(CspNonce);
  const mark = shell ? { "data-shell-script": "" } : { "data-inline-script": "" };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled script (server/inline-scripts.ts), never user input.
  return <script nonce={nonce} {...mark} dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * After a client navigation React renders a static page itself, and its inline script does not
 * run; this runs the same enhancer instead, once per navigation, on the root given `ref`. The
 * root must take `key` too, so each navigation gets a fresh one and React and the enhancer never
 * share a DOM node's state.
 */
export function useEnhancer<T extends HTMLElement>(
  enhance: (root: T) => (() => void) | undefined,
): { ref: React.RefObject<T | null>; key: string } {
  const location = useLocation();
  const ref = useRef<T>(null);
  const latest = useRef(enhance);
  latest.current = enhance;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation, on its fresh root.
  useEffect(() => (ref.current ? latest.current(ref.current) : undefined), [location.key]);
  return { ref, key: location.key };
}
