// A script sent inside a static page's HTML (decision 0059): the few lines a page needs in the
// browser without React, carrying the request's CSP nonce. React never runs such a script itself:
// on a client navigation the page's component calls the same enhancer from an effect instead.
import { createContext, use } from "react";

/** The request's Content-Security-Policy nonce, provided by entry.server around the router. */
export const CspNonce = createContext<string | undefined>(undefined);

export function InlineScript({ code }: { code: string }) {
  const nonce = use(CspNonce);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled script (server/inline-scripts.ts), never user input.
  return <script nonce={nonce} data-inline-script="" dangerouslySetInnerHTML={{ __html: code }} />;
}
