/**
 * Where to send someone back to after a form (sign-in, the cookie choice): only a path on this
 * site, never another origin, whatever the query string says.
 */
export function safeReturnPath(value: string | undefined): string {
  // Browsers read "\" as "/" and drop tabs and newlines inside a URL, so "/\t/evil.com" would
  // become "//evil.com": refuse backslashes and control characters along with "//".
  if (!value?.startsWith("/") || value.startsWith("//") || /[\\\p{Cc}]/u.test(value)) return "/";
  return value;
}
