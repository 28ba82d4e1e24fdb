/**
 * Where to send someone back to after a form (sign-in, the cookie choice): only a path on this
 * site, never another origin, whatever the query string says. It goes out in a Location header,
 * which carries Latin-1 only (a "€" there made Node refuse the whole response, after the password
 * was checked, issue 32): every character outside printable ASCII is percent-encoded as UTF-8,
 * as a browser would encode it in the address bar.
 */
export function safeReturnPath(value: string | undefined): string {
  // Browsers read "\" as "/" and drop tabs and newlines inside a URL, so "/\t/evil.com" would
  // become "//evil.com": refuse backslashes and control characters along with "//". A lone
  // surrogate has no UTF-8 encoding.
  if (
    !value?.startsWith("/") ||
    value.startsWith("//") ||
    /[\\\p{Cc}]/u.test(value) ||
    !value.isWellFormed()
  ) {
    return "/";
  }
  return value.replace(/[^\x21-\x7E]/gu, (character) => encodeURIComponent(character));
}
