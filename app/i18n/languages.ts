// The languages Glut speaks, and how a request says which one it wants (decision 0098). Shared
// by the server (detection, the response cache's key) and the browser (the switch's link).

export const LANGUAGES = ["en", "cy"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The query parameter a link names a language with: `?lng=cy`. */
export const LANGUAGE_PARAM = "lng";

/**
 * The visitor's choice, kept for a year. A necessary cookie (the page is in the language asked
 * for), so it is set without consent; the `glut_` prefix keeps it inside the response cache's
 * rules about our cookies (server/http-caching.ts keys shared pages by it).
 */
export const LANGUAGE_COOKIE = "glut_lng";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** `<html lang>` and `hreflang`: British English, and Welsh. */
export const HTML_LANG: Record<Language, string> = { en: "en-GB", cy: "cy" };

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Language, string> = { en: "en_GB", cy: "cy_GB" };

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAME: Record<Language, string> = { en: "English", cy: "Cymraeg" };

/** The other language: the one the switch offers. */
export function otherLanguage(lng: Language): Language {
  return lng === "cy" ? "en" : "cy";
}

/**
 * The same page in `lng`: the path and query kept, `lng` set. The switch always names the
 * language, since a visitor's cookie would otherwise keep the page as it was.
 */
export function switchPath(pathAndQuery: string, lng: Language): string {
  const url = new URL(pathAndQuery, "http://glut.invalid");
  url.searchParams.set(LANGUAGE_PARAM, lng);
  return `${url.pathname}${url.search}`;
}

/**
 * A page's address in `lng` for search engines (`hreflang`, the sitemap): English, the default,
 * is the address without the parameter, so English links and canonical addresses stay as they
 * were; Welsh is `?lng=cy`.
 */
export function alternatePath(pathAndQuery: string, lng: Language): string {
  const url = new URL(pathAndQuery, "http://glut.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  if (lng !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, lng);
  return `${url.pathname}${url.search}`;
}

/** The value of our language cookie in a Cookie header, if it names a language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** The language a URL's `?lng=` asks for, if it names one. */
export function languageFromQuery(url: URL): Language | null {
  const value = url.searchParams.get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/** The locale dates and numbers are written in: en-GB, and Welsh. */
export const FORMAT_LOCALE: Record<Language, string> = { en: "en-GB", cy: "cy" };
