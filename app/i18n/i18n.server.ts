import { createInstance, type i18n, type TFunction } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { catalogues, NAMESPACES } from "./catalogues.server";
import { i18nextOptions } from "./i18n-options";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
  languageFromCookie,
  languageFromQuery,
} from "./languages";

/**
 * The signed-in member's saved language, set by the session middleware (accounts) before this
 * one runs; null for a visitor or a member who never chose.
 */
export const accountLanguageContext = createContext<Language | null>(null);

/**
 * How a request's language is chosen (decision 0098): `?lng=` first (a link, the switch), then
 * the member's account, then the visitor's cookie, then English. Accept-Language is not read:
 * a page would then vary by a header the response cache does not key on, and most browsers in
 * Wales ask for English anyway.
 */
export function detectLanguage(
  url: URL,
  accountLanguage: Language | null,
  cookieHeader: string | null,
): Language {
  return (
    languageFromQuery(url) ??
    accountLanguage ??
    languageFromCookie(cookieHeader) ??
    DEFAULT_LANGUAGE
  );
}

const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    searchParamKey: LANGUAGE_PARAM,
    order: ["custom"],
    async findLocale({ request, context }) {
      return detectLanguage(
        new URL(request.url),
        context.get(accountLanguageContext),
        request.headers.get("cookie"),
      );
    },
  },
  // One i18next instance per request (remix-i18next creates it in the middleware and keeps it
  // in the router context): nothing about one request's language is shared with another.
  // i18next adds a namespace it is given later to its `ns` list in place: a copy, so the shared
  // NAMESPACES never changes.
  i18next: { ...i18nextOptions, resources: catalogues, ns: [...NAMESPACES] },
});

/** The cookie that keeps a visitor's choice: necessary, HttpOnly, a year. */
export function languageCookie(lng: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/**
 * Chooses the request's language and gives it its own i18next instance; a `?lng=` that differs
 * from the visitor's cookie is kept in the cookie for the pages that follow.
 */
export const i18nMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const response = (await i18nextMiddleware(args, next)) as Response;
  const asked = languageFromQuery(new URL(args.request.url));
  if (asked && asked !== languageFromCookie(args.request.headers.get("cookie"))) {
    const secure = new URL(args.request.url).protocol === "https:";
    response.headers.append("Set-Cookie", languageCookie(asked, secure));
  }
  return response;
};

/** The request's language. Outside the middleware (a refusal before it ran), English. */
export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  try {
    const lng = getLocale(context);
    return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The request's i18next instance, for rendering; English when the middleware never ran. */
export function getI18n(context: Readonly<RouterContextProvider>): i18n {
  try {
    return getInstance(context);
  } catch {
    return i18nFor(DEFAULT_LANGUAGE);
  }
}

/** The request's translate function. */
export function getT(context: Readonly<RouterContextProvider>): TFunction {
  return getI18n(context).t;
}

/**
 * A fresh instance in `lng`, for work outside a page request in that language: an email to a
 * member in their own language, a job.
 */
export function i18nFor(lng: Language): i18n {
  const instance = createInstance({
    ...i18nextOptions,
    // Its own lists, so a namespace added to this instance (addResourceBundle) reaches neither
    // the shared catalogues nor NAMESPACES, nor any other instance.
    resources: { en: { ...catalogues.en }, cy: { ...catalogues.cy } },
    ns: [...NAMESPACES],
    lng,
  });
  void instance.init();
  return instance;
}
