import { Search, Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
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
import { cityNamesIn } from "~/data/welsh-place-names";
import { sharedFigures } from "~/handover/impact.server";
import { SharedSoFar } from "~/handover/shared-so-far";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { ListingCardData } from "~/listings/listing-card";
import { listingCardDataIn } from "~/listings/listing-card-words";
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
import { sharedSoFarWords } from "./shared-so-far-words";

const HOME_CITY_TILES = 12;

/** Home shows the newest few listings (specification §9: 3). */
const FRESH_LISTINGS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { env, db, logger, storage } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "pages");
  let fresh: ListingCardData[] | null;
  try {
    const now = new Date();
    const listings = await recentListings(db, {
      publicUrl: (key) => storage.publicUrl(key),
      limit: FRESH_LISTINGS,
    });
    // Each card in the page's language: how old it is, and until when it is offered.
    fresh = listings.map((listing) => listingCardDataIn(t, lng, listing, now));
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
  const membershipPrice = formatPence(env.MEMBERSHIP_PRICE_PENCE);
  return {
    fresh,
    shared,
    appUrl: env.APP_URL,
    lng,
    title: t("home.title"),
    description: t("home.description", { price: membershipPrice }),
    // Glut as an Organization and its WebSite (decision 0096).
    structuredData: homeStructuredData(env.APP_URL),
    // A place in Wales by its Welsh name on a Welsh page (docs/welsh-glossary.md).
    cities: topCitiesByPopulation(HOME_CITY_TILES).map(({ name, slug, county }) =>
      cityNamesIn(lng, { name, slug, county }),
    ),
    referralPence: referralRateOn(new Date()).pence,
    membershipPrice,
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: "/",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cities, referralPence, membershipPrice, fresh, shared, structuredData, lng } = loaderData;
  const { t } = useTranslation("pages");
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        title={t("home.hero.title")}
        lead={t("home.hero.lead")}
        art={<TrugIllustration className="mx-auto w-full max-w-md" />}
        artColumn="half"
        height="tall"
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to="/listings">
              <Search aria-hidden="true" /> {t("home.hero.findProduce")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/create-listing">
              <Sprout aria-hidden="true" /> {t("home.hero.shareGarden")}
            </Link>
          </Button>
        </ActionRow>
      </PageHero>

      <MembershipOffers membershipPrice={membershipPrice} />

      <PartnershipBand referralPence={referralPence} />

      <PlantingCalendarPromo />

      <GrowingNearYou cities={cities} />

      <HowGlutWorks />

      <SharedSoFar figures={shared} words={sharedSoFarWords(t, lng)} />

      <FreshlyListed listings={fresh} />

      <EverythingForGrowers />

      <CallToActionBand title={t("home.closing.title")} text={t("home.closing.text")}>
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to="/create-listing">{t("home.closing.share")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/listings">{t("home.closing.browse")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/free-food">{t("home.closing.freeFood")}</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
