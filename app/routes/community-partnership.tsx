import { Calculator, Mail } from "lucide-react";
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
  const now = new Date();
  return {
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    /** What a paid referral earns today. */
    ratePence: referralRateOn(now).pence,
    launchOffer: launchOfferOn(now),
    // Without JavaScript the calculator is a GET form: ?reach=120 works it out here.
    reachInput: (url.searchParams.get("reach") ?? String(DEFAULT_REACH)).slice(0, REACH_INPUT_MAX),
  };
}

export const headers = publicPageHeaders;

// Sent without React: the calculator and the FAQ's one-open-at-a-time are a small inline script
// built from the same rules (decision 0066). After a client navigation React runs them instead.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Community partnership: free for organisations, and a share of every membership",
    description: loaderData
      ? `Food banks, schools, charities and community groups join Glut free, and earn ${formatPence(loaderData.ratePence, { short: true })} for every member they bring who pays for a year. Work out what yours could earn.`
      : "Food banks, schools, charities and community groups join Glut free and earn for every member they bring.",
    path: "/community-partnership",
    appUrl: loaderData?.appUrl ?? "",
  });

const short = (pence: number) => formatPence(pence, { short: true });

export default function CommunityPartnership({ loaderData }: Route.ComponentProps) {
  const { ratePence, launchOffer, contactEmail } = loaderData;
  const rate = short(ratePence);
  return (
    <>
      <PageHero
        title={<>Bring your community to Glut and earn {rate} for every member who joins</>}
        above={<p className="font-semibold text-leaf-deep">Community partnership</p>}
        lead={
          <>
            Food banks, schools, charities, allotment societies and community groups join Glut free.
            Share your own referral link, and each person who signs up with it earns your
            organisation {rate} when they pay for their first year. Paid monthly, with no cap.
          </>
        }
        art={<CommunityIllustration className="mx-auto w-full max-w-xs" />}
        height="tall"
        textGap="roomy"
      >
        <p className="max-w-prose rounded-card border border-sun bg-sun-soft px-4 py-3 text-sun-ink">
          <LaunchOfferStatement launchOffer={launchOffer} ratePence={ratePence} />
        </p>
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SIGNUP_HREF}>Sign up your organisation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#calculator">
              <Calculator aria-hidden="true" /> Work out what you could earn
            </a>
          </Button>
        </ActionRow>
      </PageHero>

      <RevenueCalculator initialInput={loaderData.reachInput} ratePence={ratePence} />
      <PartnershipBenefits ratePence={ratePence} />
      <PartnershipQuestions launchOffer={launchOffer} ratePence={ratePence} />

      <CallToActionBand
        title="Ready to bring your community on board?"
        text="Register your organisation free. Once we have verified it, usually within 1-2 business days, your referral link is ready to share."
      >
        <p className="max-w-prose text-white">
          <LaunchOfferStatement launchOffer={launchOffer} ratePence={ratePence} />
        </p>
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to={SIGNUP_HREF}>Register your organisation</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <a
              href={`mailto:${contactEmail}?subject=${encodeURIComponent("Community partnership")}`}
            >
              <Mail aria-hidden="true" /> Email {contactEmail}
            </a>
          </Button>
        </div>
      </CallToActionBand>
      <InlineScript code={partnershipScript} />
    </>
  );
}
