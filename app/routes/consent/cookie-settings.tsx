import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CookieConsentForm } from "~/components/cookie-banner";
import { staticPage } from "~/components/hydration";
import { Container } from "~/components/ui/container";
import { readCookieConsent } from "~/consent/cookie-consent.server";
import { getLanguage, getT } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { useRootData } from "~/root";
import { getServices } from "~/server/context.server";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/cookie-settings";

// Static (decision 0057): the choice is a plain form post that returns to the page it came from,
// which is how a visitor on a static page, where the banner cannot unfold, arrives here.
export const handle = staticPage;

/** When the choice was made: this page's alone, since every other page carries only the choice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const consent = await readCookieConsent(getServices(context).env, request);
  const t = getT(context);
  return {
    savedAt: consent?.timestamp ?? null,
    locale: FORMAT_LOCALE[getLanguage(context)],
    title: t("titleSuffix", { title: t("cookies.settingsTitle") }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

/**
 * The cookie choice as a page of its own, for browsers without JavaScript and for static pages. The banner's
 * "Settings" brings a first visitor here with the page they were on, and the choice takes them
 * back to it; from the footer, they stay here and see the choice saved.
 */
export default function CookieSettings({ loaderData }: Route.ComponentProps) {
  const consent = useRootData()?.consent ?? null;
  const { savedAt, locale } = loaderData;
  const { t } = useTranslation();
  const from = useSearchParams()[0].get("returnTo");
  const returnTo = from === null ? "/cookie-settings" : safeReturnPath(from);
  return (
    <Container className="max-w-2xl py-12">
      <h1 className="text-3xl">{t("cookies.settingsTitle")}</h1>
      <p className="mt-3 text-ink">{t("cookies.settingsIntro")}</p>
      {consent && savedAt ? (
        <p className="mt-2 text-ink-muted">
          {t("cookies.savedOn", {
            date: new Date(savedAt).toLocaleDateString(locale, { dateStyle: "long" }),
          })}
        </p>
      ) : null}
      <div className="mt-6">
        <CookieConsentForm consent={consent} returnTo={returnTo} />
      </div>
    </Container>
  );
}
