import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import { useEffect } from "react";
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
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { sessionMiddleware } from "~/accounts/session-middleware.server";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { LazyToaster, toast as showToast } from "~/components/ui/toast";
import { consentShown } from "~/consent/cookie-consent";
import { readCookieConsent } from "~/consent/cookie-consent.server";
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
import { isStaticPage, useHydrated } from "./components/hydration";
import { NotFoundPage } from "./components/not-found-page";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
// A file of its own (never inlined as a data: address, which the CSP would refuse), under a
// hashed name with Brotli and gzip copies (decision 0051).
import liveScript from "./live/live-client.js?url&no-inline";

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

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, toastMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, toasts } = getServices(context);
  const { toast, headers } = await toasts.read(request, context);
  return data(
    {
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
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b2f" />
        <Meta />
        <Links />
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

function ToastFromServer({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!toast) return;
    showToast[toast.type](toast.title, { description: toast.description });
  }, [toast]);
  // Until JavaScript runs (or if it never does) the message is a notice at the top of the page;
  // once it runs, the toast takes over.
  if (!toast || hydrated) return null;
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
  return (
    <CookieBannerProvider consent={root?.consent ?? null}>
      <a href="#main-content" className={skipLinkClass}>
        Skip to main content
      </a>
      <CookieBannerSkipLink className={skipLinkClass} />
      <SiteHeader user={root?.user ?? null} />
      <ToastFromServer toast={root?.toast ?? null} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter social={root?.social ?? null} user={root?.user ?? null} />
      <CookieBanner consent={root?.consent ?? null} />
      <LazyToaster />
      {/* Live updates for members only (issue 36, decision 0094): a small file of its own, so
          visitors' pages and their JavaScript stay as they were. Async: React 19 loads it once,
          and a client navigation after signing in adds it. */}
      {root?.user ? <script src={liveScript} async data-live-script="" /> : null}
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

/** The titles of the statuses the app refuses with (RFC 9110's reason phrases). */
const STATUS_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorised",
  403: "Forbidden",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Server Error",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Oops! Page Not Found";
      message = "The page you are looking for does not exist or has been moved.";
    } else if (error.status === 503 && typeof error.data === "string") {
      title = "Back in a moment";
      message = error.data;
    } else {
      // Not error.statusText: React Router gives every thrown data(…) "Internal Server Error",
      // whatever its status (a 400 titled so, issue 32).
      title = `${error.status} ${STATUS_TITLES[error.status] ?? "Error"}`;
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
        <title>Page not found | Glut</title>
        <NotFoundPage />
      </Page>
    );
  }
  return (
    <Page>
      <title>{`${title} | Glut`}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-3xl">{title}</h1>
        <p className="text-ink-muted">{message}</p>
        <Button asChild>
          <Link to="/">Back to the homepage</Link>
        </Button>
      </div>
    </Page>
  );
}
