import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/checkbox";
import type { CookieConsent } from "~/consent/cookie-consent";

interface CookieBannerState {
  open: boolean;
  reopen(): void;
  close(): void;
}

const COOKIE_SETTINGS_PATH = "/cookie-settings";

const CookieBannerContext = createContext<CookieBannerState | null>(null);

/** Shows the banner when no choice is stored; the footer link can bring it back. */
export function CookieBannerProvider({
  consent,
  children,
}: {
  consent: CookieConsent | null;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(consent === null);
  return (
    <CookieBannerContext.Provider
      value={{ open, reopen: () => setOpen(true), close: () => setOpen(false) }}
    >
      {children}
    </CookieBannerContext.Provider>
  );
}

function useCookieBanner(): CookieBannerState {
  const state = useContext(CookieBannerContext);
  if (!state) throw new Error("useCookieBanner needs a CookieBannerProvider");
  return state;
}

/** "Cookie settings": re-opens the banner, or without JavaScript goes to the settings page. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const banner = useCookieBanner();
  return (
    <Link
      to={COOKIE_SETTINGS_PATH}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        banner.reopen();
      }}
    >
      Cookie settings
    </Link>
  );
}

/** The choice itself: the same form in the banner and on /cookie-settings. */
export function CookieConsentForm({
  consent,
  returnTo,
  onChosen,
}: {
  consent: CookieConsent | null;
  returnTo: string;
  onChosen?: () => void;
}) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const chosen = fetcher.state !== "idle" || fetcher.data?.ok === true;
  const onChosenRef = useRef(onChosen);
  onChosenRef.current = onChosen;
  useEffect(() => {
    if (chosen) onChosenRef.current?.();
  }, [chosen]);

  return (
    <fetcher.Form
      method="post"
      action="/cookie-consent"
      className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <legend className="sr-only">Cookie categories</legend>
        <Switch label="Necessary (always on)" checked disabled readOnly />
        <Switch label="Analytics" name="analytics" defaultChecked={consent?.analytics ?? false} />
        <Switch label="Marketing" name="marketing" defaultChecked={consent?.marketing ?? false} />
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" name="choice" value="reject-all" variant="outline">
          Reject All
        </Button>
        <Button type="submit" name="choice" value="accept-selected" variant="secondary">
          Accept Selected
        </Button>
        <Button type="submit" name="choice" value="accept-all">
          Accept All
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function CookieBanner({ consent }: { consent: CookieConsent | null }) {
  const banner = useCookieBanner();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reopened, setReopened] = useState(false);

  // When brought back from the footer, move focus to it so keyboard users land in it.
  useEffect(() => {
    if (banner.open && consent !== null) {
      setReopened(true);
      headingRef.current?.focus();
    }
  }, [banner.open, consent]);

  // The settings page is the same form in full; a second copy on top of it would only cover it.
  if (!banner.open || location.pathname === COOKIE_SETTINGS_PATH) return null;
  return (
    // Sticky, not fixed, and last in the page: it floats over the content while reading, yet
    // at the foot of the page it sits below the footer instead of covering its links.
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-40 border-t-4 border-leaf bg-card shadow-[0_-8px_24px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-h-[80vh] max-w-6xl flex-col gap-3 overflow-y-auto px-4 py-4 sm:px-6">
        <h2
          id="cookie-banner-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl focus:outline-none"
        >
          Cookies on Glut
        </h2>
        <p className="max-w-prose text-ink">
          We use necessary cookies to keep you signed in and the site secure. With your permission
          we would also use analytics cookies to learn which pages help growers, and marketing
          cookies to tell people about Glut. We set neither unless you say yes. Read more in our{" "}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <CookieConsentForm
          consent={consent}
          returnTo={`${location.pathname}${location.search}`}
          onChosen={() => {
            banner.close();
            if (reopened) document.getElementById("main-content")?.focus();
          }}
        />
      </div>
    </section>
  );
}

/** Keyboard users meet this first, so the banner at the end of the page is one key away. */
export function CookieBannerSkipLink({ className }: { className: string }) {
  const banner = useCookieBanner();
  const location = useLocation();
  if (!banner.open || location.pathname === COOKIE_SETTINGS_PATH) return null;
  return (
    <a href="#cookie-banner-title" className={className}>
      Skip to cookie choices
    </a>
  );
}
