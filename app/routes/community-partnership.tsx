import { Calculator, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { CommunityIllustration } from "~/components/illustrations/community";
import { InlineScript } from "~/components/inline-script";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import partnershipScript from "~/membership/community-partnership.island.ts?inline-script";
import { LaunchOfferStatement, launchOfferOn } from "~/membership/launch-offer";
import { PartnershipBenefits } from "~/membership/partnership-benefits";
import { REACH_INPUT_MAX, RevenueCalculator } from "~/membership/partnership-calculator";
import { PartnershipQuestions } from "~/membership/partnership-questions";
import { referralRateOn } from "~/membership/referral-rates";
import { DEFAULT_REACH } from "~/membership/revenue-calculator";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/community-partnership";

const SIGNUP_HREF = "/signup?type=community-group";

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "community");
  const now = new Date();
  const ratePence = referralRateOn(now).pence;
  return {
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    /** What a paid referral earns today. */
    ratePence,
    launchOffer: launchOfferOn(now, lng),
    // Without JavaScript the calculator is a GET form: ?reach=120 works it out here.
    reachInput: (url.searchParams.get("reach") ?? String(DEFAULT_REACH)).slice(0, REACH_INPUT_MAX),
    lng,
    title: t("partnership.title"),
    description: t("partnership.description", { rate: formatPence(ratePence, { short: true }) }),
  };
}

export const headers = publicPageHeaders;

// Sent without React: the calculator and the FAQ's one-open-at-a-time are a small inline script
// built from the same rules (decision 0066).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: "/community-partnership",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

const short = (pence: number) => formatPence(pence, { short: true });

export default function CommunityPartnership({ loaderData }: Route.ComponentProps) {
  const { ratePence, launchOffer, contactEmail, lng } = loaderData;
  const { t } = useTranslation("community");
  const rate = short(ratePence);
  return (
    <>
      <PageHero
        title={t("partnership.heading", { rate })}
        above={<p className="font-semibold text-leaf-deep">{t("partnership.name")}</p>}
        lead={t("partnership.lead", { rate })}
        art={<CommunityIllustration className="mx-auto w-full max-w-xs" />}
        height="tall"
        textGap="roomy"
      >
        <p className="max-w-prose rounded-card border border-sun bg-sun-soft px-4 py-3 text-sun-ink">
          <LaunchOfferStatement launchOffer={launchOffer} ratePence={ratePence} />
        </p>
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SIGNUP_HREF}>{t("partnership.signUp")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#calculator">
              <Calculator aria-hidden="true" /> {t("partnership.workOut")}
            </a>
          </Button>
        </ActionRow>
      </PageHero>

      <RevenueCalculator initialInput={loaderData.reachInput} ratePence={ratePence} lng={lng} />
      <PartnershipBenefits ratePence={ratePence} />
      <PartnershipQuestions launchOffer={launchOffer} ratePence={ratePence} />

      <CallToActionBand title={t("partnership.ctaTitle")} text={t("partnership.ctaText")}>
        <p className="max-w-prose text-white">
          <LaunchOfferStatement launchOffer={launchOffer} ratePence={ratePence} />
        </p>
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to={SIGNUP_HREF}>{t("partnership.register")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(t("partnership.name"))}`}>
              <Mail aria-hidden="true" /> {t("partnership.email", { address: contactEmail })}
            </a>
          </Button>
        </div>
      </CallToActionBand>
      <InlineScript code={partnershipScript} />
    </>
  );
}
