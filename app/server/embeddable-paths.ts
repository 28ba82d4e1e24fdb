// Imports nothing, so the Express server (run by Node as it is) can import it too.

/**
 * The one address prefix other sites may frame (the food banks' widget, decision 0096): the
 * server's security headers allow any ancestor here and keep `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY` everywhere else.
 */
export const EMBEDDABLE_PREFIX = "/embed/";

export function isEmbeddable(path: string): boolean {
  return path.startsWith(EMBEDDABLE_PREFIX);
}
