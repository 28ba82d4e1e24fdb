// Imports only the language cookie's name, so the Express server (run by Node as it is) can import it too.
import { LANGUAGE_COOKIE } from "../i18n/languages.ts";

/**
 * Cookies that change what a shared page shows, and so are part of its key: the cookie notice's
 * answer, and the visitor's language (decision 0098; `?lng=` is in the URL already).
 */
const KEYED_COOKIES = new Set(["glut_cookie_consent", LANGUAGE_COOKIE]);
/**
 * The consent records the specification keeps in the browser: written when given, read by no
 * page, so they change nothing shown (a member's, stamped with its time, would otherwise make
 * every member's key their own).
 */
const UNREAD_COOKIES = new Set(["glut_signup_consent", "glut_marketing_consent"]);
/** Any other cookie of ours (the session, a one-time message) makes a request personal. */
const OUR_COOKIE = /^(glut[._]|__Secure-glut|__Host-glut)/;
/**
 * better-auth's cookies for a sign-in (prefix "glut", `__Secure-` over https). A page rendered
 * for a viewer (decision 0120) is asked with them: the viewer stands for what they say.
 */
const SESSION_COOKIE = /^(__Secure-)?glut\.(session_token|session_data|dont_remember)$/;

/**
 * The key a request shares its page under, or null when it is personal. Cookies that are not
 * ours (another app on the same host) do not count. With `signedIn`, the sign-in's own cookies
 * are allowed (the caller keys the page by its viewer); any other of ours still makes the
 * request personal (a one-time message is shown once, to one person).
 */
export function sharedKey(
  url: string,
  cookieHeader: string | null | undefined,
  options: { signedIn?: boolean } = {},
): string | null {
  const keyed: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (UNREAD_COOKIES.has(name)) continue;
    if (KEYED_COOKIES.has(name)) keyed.push(`${name}=${part.slice(index + 1).trim()}`);
    else if (options.signedIn && SESSION_COOKIE.test(name)) continue;
    else if (OUR_COOKIE.test(name)) return null;
  }
  return `${url}\n${keyed.sort().join(";")}`;
}
