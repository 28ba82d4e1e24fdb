import { Search, Sprout } from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { TrugIllustration } from "~/components/illustrations/trug";
import { JsonLd } from "~/components/json-ld";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { topCitiesByPopulation } from "~/data/cities-by-population";
import { sharedFigures } from "~/handover/impact.server";
import { SharedSoFar } from "~/handover/shared-so-far";
import { type ListingCardData, listingCardData } from "~/listings/listing-card";
import { recentListings } from "~/listings/listing-reads.server";
import { referralRateOn } from "~/membership/referral-rates";
import { homeStructuredData } from "~/open-data/structured-data";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/home";
import { EverythingForGrowers } from "./everything-for-growers";
import { FreshlyListed } from "./freshly-listed";
import { GrowingNearYou } from "./growing-near-you";
import { HowGlutWorks } from "./how-glut-works";
import { MembershipOffers } from "./membership-offers";
import { PartnershipBand } from "./partnership-band";
import { PlantingCalendarPromo } from "./planting-calendar-promo";

const HOME_CITY_TILES = 12;

/** Home shows the newest few listings (specification §9: 3). */
const FRESH_LISTINGS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { env, db, logger, storage } = getServices(context);
  let fresh: ListingCardData[] | null;
  try {
    const now = new Date();
    const listings = await recentListings(db, {
      publicUrl: (key) => storage.publicUrl(key),
      limit: FRESH_LISTINGS,
    });
    fresh = listings.map((listing) => listingCardData(listing, now));
  } catch (error) {
    // The home page still works; only this section says it could not load.
    logger.error({ err: error }, "could not load the newest listings");
    fresh = null;
  }
  // Unreadable, the section is left out; the rest of the page still works.
  const shared = await sharedFigures(db).catch((error: unknown) => {
    logger.error({ err: error }, "could not count what was shared");
    return null;
  });
  return {
    fresh,
    shared,
    appUrl: env.APP_URL,
    // Glut as an Organization and its WebSite (decision 0096).
    structuredData: homeStructuredData(env.APP_URL),
    cities: topCitiesByPopulation(HOME_CITY_TILES).map(({ name, slug, county }) => ({
      name,
      slug,
      county,
    })),
    referralPence: referralRateOn(new Date()).pence,
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Glut – share your garden surplus with neighbours across the UK",
    description: `Give away or swap spare produce, seeds, cuttings, seedlings and plants with growers near you. ${loaderData?.membershipPrice ?? ""} a year for members; free for food banks, schools and community groups.`,
    path: "/",
    appUrl: loaderData?.appUrl ?? "",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cities, referralPence, membershipPrice, fresh, shared, structuredData } = loaderData;
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        title="Too many courgettes? Share them with your neighbours."
        lead="Glut is the UK community for gardeners and allotment holders to give away or swap their surplus: fresh produce, seeds, cuttings, seedlings and plants."
        art={<TrugIllustration className="mx-auto w-full max-w-md" />}
        artColumn="half"
        height="tall"
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to="/listings">
              <Search aria-hidden="true" /> Find Produce
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/create-listing">
              <Sprout aria-hidden="true" /> Share Your Garden
            </Link>
          </Button>
        </ActionRow>
      </PageHero>

      <MembershipOffers membershipPrice={membershipPrice} />

      <PartnershipBand referralPence={referralPence} />

      <PlantingCalendarPromo />

      <GrowingNearYou cities={cities} />

      <HowGlutWorks />

      <SharedSoFar figures={shared} />

      <FreshlyListed listings={fresh} />

      <EverythingForGrowers />

      <CallToActionBand
        title="Don’t let your surplus go to waste"
        text="Someone near you would love what you can’t eat. List it today, or see what’s on offer."
      >
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to="/create-listing">Share Your Garden</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/listings">Browse Produce</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/free-food">Find Free Food</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
