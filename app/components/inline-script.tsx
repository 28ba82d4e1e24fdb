// A script sent inside a static page's HTML (decision 0059): the few lines a page needs in the
// browser without React, carrying the request's CSP nonce. No page hydrates (decision 0118), so
// these scripts are all the page's behaviour in the browser.
import { createContext, use } from "react";

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
