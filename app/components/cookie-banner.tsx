import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/checkbox";
import type { ConsentShown } from "~/consent/cookie-consent";

interface CookieBannerState {
  open: boolean;
  reopen(): void;
  close(): void;
}

const COOKIE_SETTINGS_PATH = "/cookie-settings";
/**
 * Pages the banner never covers: the settings page is the same form in full, and the offline
 * page is the service worker's copy taken without cookies (decision 0095), which a member who
 * chose long ago would otherwise meet with the banner, and which cannot post a choice offline.
 */
function bannerHiddenOn(pathname: string): boolean {
  return pathname === COOKIE_SETTINGS_PATH || pathname === "/offline";
}

const CookieBannerContext = createContext<CookieBannerState | null>(null);

/** Shows the banner when no choice is stored; the footer link can bring it back. */
export function CookieBannerProvider({
  consent,
  children,
}: {
  consent: ConsentShown | null;
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
  const { t } = useTranslation();
  return (
    <Link
      to={COOKIE_SETTINGS_PATH}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        banner.reopen();
      }}
    >
      {t("cookies.settingsLink")}
    </Link>
  );
}

/**
 * The three answers, with equal weight: the same size and style, so rejecting is as easy as
 * accepting (the ICO's reading of PECR). A fetcher posts them with JavaScript; without it the
 * form posts and the action redirects back to `returnTo`.
 */
function useConsentFetcher(onChosen?: () => void) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const chosen = fetcher.state !== "idle" || fetcher.data?.ok === true;
  const onChosenRef = useRef(onChosen);
  onChosenRef.current = onChosen;
  useEffect(() => {
    if (chosen) onChosenRef.current?.();
  }, [chosen]);
  return fetcher;
}

const choiceButtonClass = "px-3";

function ConsentSwitches({ consent }: { consent: ConsentShown | null }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
      <legend className="sr-only">{t("cookies.categories")}</legend>
      <Switch label={t("cookies.necessary")} defaultChecked disabled />
      <Switch
        label={t("cookies.analytics")}
        name="analytics"
        defaultChecked={consent?.analytics ?? false}
      />
      <Switch
        label={t("cookies.marketing")}
        name="marketing"
        defaultChecked={consent?.marketing ?? false}
      />
    </fieldset>
  );
}

function ChoiceButton({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      name="choice"
      value={value}
      variant="outline"
      className={choiceButtonClass}
    >
      {children}
    </Button>
  );
}

/** The choice in full, with the categories always shown: the /cookie-settings page. */
export function CookieConsentForm({
  consent,
  returnTo,
}: {
  consent: ConsentShown | null;
  returnTo: string;
}) {
  const fetcher = useConsentFetcher();
  const { t } = useTranslation();
  return (
    <fetcher.Form method="post" action="/cookie-consent" className="flex flex-col gap-4">
      <input type="hidden" name="returnTo" value={returnTo} />
      <ConsentSwitches consent={consent} />
      <div className="grid gap-2 sm:grid-cols-3">
        <ChoiceButton value="reject-all">{t("cookies.rejectAll")}</ChoiceButton>
        <ChoiceButton value="accept-selected">{t("cookies.acceptSelected")}</ChoiceButton>
        <ChoiceButton value="accept-all">{t("cookies.acceptAll")}</ChoiceButton>
      </div>
    </fetcher.Form>
  );
}

export function CookieBanner({ consent }: { consent: ConsentShown | null }) {
  const banner = useCookieBanner();
  const location = useLocation();
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switchesRef = useRef<HTMLDivElement>(null);
  const [reopened, setReopened] = useState(false);
  // The categories stay folded away until asked for, so the bar is small on a phone.
  const [expanded, setExpanded] = useState(false);
  const returnTo = `${location.pathname}${location.search}`;
  const fetcher = useConsentFetcher(() => {
    banner.close();
    setExpanded(false);
    if (reopened) document.getElementById("main-content")?.focus();
  });

  // When brought back from the footer, show the stored choices and move focus to the banner so
  // keyboard users land in it.
  useEffect(() => {
    if (banner.open && consent !== null) {
      setReopened(true);
      setExpanded(true);
      headingRef.current?.focus();
    }
  }, [banner.open, consent]);

  if (!banner.open || bannerHiddenOn(location.pathname)) return null;
  return (
    // Sticky, not fixed, and last in the page: it floats over the content while reading, yet
    // at the foot of the page it sits below the footer instead of covering its links.
    // Its height is capped at --cookie-banner-height, the room the page keeps clear below a
    // focused field (app.css, WCAG 2.2 SC 2.4.11): beyond it, the banner scrolls inside.
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      data-expanded={expanded ? "" : undefined}
      className="sticky bottom-0 z-40 max-h-(--cookie-banner-height) overflow-y-auto border-t-4 border-leaf bg-card shadow-[0_-8px_24px_rgb(0_0_0/0.12)]"
    >
      <fetcher.Form
        method="post"
        action="/cookie-consent"
        className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:px-6 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="lg:min-w-0 lg:flex-1">
          <h2
            id="cookie-banner-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-base leading-6 focus:outline-none"
          >
            {t("cookies.bannerTitle")}
          </h2>
          <p className="text-ink">
            {t("cookies.bannerText")} <Link to="/privacy">{t("nav.privacy")}</Link>
          </p>
        </div>
        {expanded ? (
          <div ref={switchesRef} className="lg:order-last lg:basis-full">
            <ConsentSwitches consent={consent} />
          </div>
        ) : null}
        <div className="grid grid-cols-3 gap-2 lg:flex">
          <ChoiceButton value="reject-all">{t("cookies.rejectAll")}</ChoiceButton>
          <ChoiceButton value="accept-all">{t("cookies.acceptAll")}</ChoiceButton>
          {expanded ? (
            <ChoiceButton value="accept-selected">{t("cookies.acceptSelected")}</ChoiceButton>
          ) : (
            <Button asChild variant="outline" className={choiceButtonClass}>
              {/* Without JavaScript, the settings page; with it, the categories unfold here. */}
              <Link
                to={`${COOKIE_SETTINGS_PATH}?returnTo=${encodeURIComponent(returnTo)}`}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  setExpanded(true);
                  requestAnimationFrame(() =>
                    switchesRef.current?.querySelector<HTMLInputElement>("input:enabled")?.focus(),
                  );
                }}
              >
                {t("cookies.settings")}
              </Link>
            </Button>
          )}
        </div>
      </fetcher.Form>
    </section>
  );
}

/** Keyboard users meet this first, so the banner at the end of the page is one key away. */
export function CookieBannerSkipLink({ className }: { className: string }) {
  const banner = useCookieBanner();
  const location = useLocation();
  const { t } = useTranslation();
  if (!banner.open || bannerHiddenOn(location.pathname)) return null;
  return (
    <a href="#cookie-banner-title" className={className}>
      {t("skipToCookies")}
    </a>
  );
}
