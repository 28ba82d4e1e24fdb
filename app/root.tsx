import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { sessionMiddleware } from "~/accounts/session-middleware.server";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { LazyToaster } from "~/components/ui/toast";
import { consentShown } from "~/consent/cookie-consent";
import { readCookieConsent } from "~/consent/cookie-consent.server";
import { messagesFor } from "~/i18n/catalogues.server";
import { getLanguage, i18nMiddleware } from "~/i18n/i18n.server";
import { LanguageSwitch, usePageLanguage } from "~/i18n/language-switch";
import { alternatePath, HTML_LANG, LANGUAGES } from "~/i18n/languages";
import { readLayoutUser } from "~/member-pages/layout-user.server";
import { getServices } from "~/server/context.server";
import { type Toast, toastMiddleware } from "~/server/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import {
  CookieBanner,
  CookieBannerProvider,
  CookieBannerSkipLink,
} from "./components/cookie-banner";
import { isStaticPage } from "./components/hydration";
import { NotFoundPage } from "./components/not-found-page";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
// A file of its own (never inlined as a data: address, which the CSP would refuse), under a
// hashed name with Brotli and gzip copies (decision 0051).
import liveScript from "./live/live-client.js?url&no-inline";
import { LiveNotificationToasts } from "./live/live-notification-toasts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // Fetched with the stylesheet rather than after it is parsed, so that Nunito usually arrives
  // within font-display: optional's block period (app/nunito.css).
  { rel: "preload", href: nunitoLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installing Glut (decision 0095): HTML only, no script on public pages.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// The language after the session: a member's saved language is one of its inputs (0098).
export const middleware: Route.MiddlewareFunction[] = [
  sessionMiddleware,
  i18nMiddleware,
  toastMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, toasts } = getServices(context);
  const { toast, headers } = await toasts.read(request, context);
  const lng = getLanguage(context);
  return data(
    {
      lng,
      // The shell's messages, for the meta functions' words (meta-messages.ts shellMessage); a
      // static page never sends them.
      messages: messagesFor(lng, ["common"]),
      appUrl: env.APP_URL,
      user: await readLayoutUser(context),
      toast,
      consent: consentShown(await readCookieConsent(env, request)),
      social: env.SOCIAL_URL ? { url: env.SOCIAL_URL, label: env.SOCIAL_LABEL } : null,
    },
    headers ? { headers } : undefined,
  );
}

/**
 * After any form is sent, the root reads the one-time message again, even when the action
 * refused (React Router skips loaders after a 4xx): a message the action answered with in place
 * is shown now and its cookie cleared, not on whatever page comes next (issue 32, decision 0070).
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET"
    ? true
    : defaultShouldRevalidate;
}

export type RootLoaderData = Route.ComponentProps["loaderData"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A static page's document comes without scripts. Once the app runs in the browser (a page
  // that hydrated, then a client navigation to a static route) the router keeps its scripts and
  // its scroll restoration whatever the next page is.
  const withScripts = !isStaticPage(useMatches()) || typeof document !== "undefined";
  return (
    <html lang={HTML_LANG[usePageLanguage()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b2f" />
        <Meta />
        <Links />
        <LanguageAlternates />
      </head>
      <body>
        {children}
        {withScripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * The page in each language, for search engines: English (also the default for any other
 * language) at its own address, Welsh at `?lng=cy` (decision 0098).
 */
function LanguageAlternates() {
  const appUrl = useRootData()?.appUrl;
  const location = useLocation();
  if (appUrl === undefined) return null;
  const path = `${location.pathname}${location.search}`;
  const href = (lng: (typeof LANGUAGES)[number]) =>
    new URL(alternatePath(path, lng), `${appUrl}/`).toString();
  return (
    <>
      {LANGUAGES.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={HTML_LANG[lng]} href={href(lng)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href("en")} />
    </>
  );
}

/** A one-time message (a toast) the server was asked to show: a notice at the top of the page. */
function ToastFromServer({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <Alert
        variant={toast.type === "error" ? "error" : toast.type === "success" ? "success" : "info"}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description ? <AlertDescription>{toast.description}</AlertDescription> : null}
      </Alert>
    </div>
  );
}

const skipLinkClass =
  "sr-only z-50 rounded-full bg-leaf px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2";

function Page({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation();
  return (
    <CookieBannerProvider consent={root?.consent ?? null}>
      <a href="#main-content" className={skipLinkClass}>
        {t("skipToMain")}
      </a>
      <CookieBannerSkipLink className={skipLinkClass} />
      <LanguageSwitch />
      <SiteHeader user={root?.user ?? null} />
      <ToastFromServer toast={root?.toast ?? null} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter social={root?.social ?? null} user={root?.user ?? null} />
      <CookieBanner consent={root?.consent ?? null} />
      <LazyToaster />
      {root?.user ? <LiveNotificationToasts /> : null}
      {/* Live updates for members only (issue 36, decision 0094): a small file of its own, so
          visitors' pages and their JavaScript stay as they were. Async: React 19 loads it once,
          and a client navigation after signing in adds it. */}
      {root?.user ? (
        <script src={liveScript} async data-live-script="" data-dismiss={t("live.dismiss")} />
      ) : null}
    </CookieBannerProvider>
  );
}

export default function App() {
  return (
    <Page>
      <Outlet />
    </Page>
  );
}

/** The statuses the app refuses with, titled by RFC 9110's reason phrases (common:errors.status). */
const STATUS_TITLED = new Set([400, 401, 403, 405, 409, 410, 413, 415, 422, 429, 500]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  let title = t("errors.somethingWrong");
  let message = t("errors.unexpected");
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = t("errors.notFoundHeading");
      message = t("errors.notFoundText");
    } else if (error.status === 503 && typeof error.data === "string") {
      title = t("errors.backInAMoment");
      message = error.data;
    } else {
      // Not error.statusText: React Router gives every thrown data(…) "Internal Server Error",
      // whatever its status (a 400 titled so, issue 32).
      const reason = STATUS_TITLED.has(error.status)
        ? t(`errors.status.${error.status}`)
        : t("errors.error");
      title = `${error.status} ${reason}`;
      // A refusal's own words (a 4xx thrown with a message for people) say more than ours.
      if (error.status < 500 && typeof error.data === "string" && error.data) message = error.data;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  // React places a <title> rendered anywhere into the head: pages that fail here keep a title.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Page>
        <title>{t("titleSuffix", { title: t("errors.notFoundTitle") })}</title>
        <NotFoundPage />
      </Page>
    );
  }
  return (
    <Page>
      <title>{t("titleSuffix", { title })}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-3xl">{title}</h1>
        <p className="text-ink-muted">{message}</p>
        <Button asChild>
          <Link to="/">{t("errors.backHome")}</Link>
        </Button>
      </div>
    </Page>
  );
}
