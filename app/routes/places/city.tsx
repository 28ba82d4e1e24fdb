import { Carrot, Search, Sprout } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { TrugIllustration } from "~/components/illustrations/trug";
import { JsonLd } from "~/components/json-ld";
import { ActionRow } from "~/components/page-sections/action-row";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { MapPinSprite } from "~/components/ui/map-pin-sprite";
import { cityNamesIn, placeNameIn } from "~/data/welsh-place-names";
import { SharedSoFar } from "~/handover/shared-so-far";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { referralRateOn } from "~/membership/referral-rates";
import { cityStructuredData } from "~/open-data/structured-data";
import { findCityBySlug } from "~/places/cities";
import { citySharedFigures } from "~/places/city-impact.server";
import { cityListings } from "~/places/city-listings.server";
import { nearbyCities } from "~/places/nearby-cities";
import {
  cityPath,
  cityRadiusMiles,
  freeFoodPath,
  LOCATIONS_PATH,
  listingsHref,
} from "~/places/place-links";
import {
  ListingsLoadError,
  MembershipCallToAction,
  PlacePageError,
  placePageErrorMeta,
  RelatedLinks,
} from "~/places/place-page-parts";
import {
  citySharedWordsIn,
  listingCardDataIn,
  listingCountIn,
  placesTIn,
  populationIn,
  regionIn,
  usePlacesT,
  wantedCardDataIn,
  wantedCardWordsIn,
} from "~/places/place-words";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import { CityWantedSection } from "~/wanted/city-wanted-section";
import { CITY_WANTED_POSTS, searchWantedPosts } from "~/wanted/wanted-reads.server";
import type { Route } from "./+types/city";
import { CityCommunity } from "./city-community";
import { CityHowItWorks } from "./city-how-it-works";
import { CityListings, type LoadedCityListings } from "./city-listings-section";
import { cityRelatedLinks } from "./city-related-links";

const SHARE_HREF = "/create-listing";

export async function loader({ context, params }: Route.LoaderArgs) {
  const city = findCityBySlug(params.slug);
  if (!city) throw data(null, { status: 404 });
  // One address per city: /city/Leeds becomes /city/leeds.
  if (params.slug !== city.slug) throw redirect(cityPath(city.slug), 301);

  const { db, env, logger, storage } = getServices(context);
  const lng = getLanguage(context);
  const t = placesTIn(getI18n(context).getFixedT(null, "places"), lng);
  // The city as the page calls it: a place in Wales by its Welsh name on a Welsh page.
  const named = cityNamesIn(lng, city);
  let listings: LoadedCityListings | { status: "failed"; message: string };
  const viewerId = getCurrentUser(context)?.id ?? null;
  // A member's own page (never shared, server/http-caching.ts): without whom they blocked.
  const hiddenOwners = await membersHiddenFrom(db, viewerId);
  try {
    const result = await cityListings(db, city, {
      publicUrl: (key) => storage.publicUrl(key),
      hiddenOwners,
    });
    const now = new Date();
    listings = {
      status: "loaded",
      total: result.total,
      totalIsExact: result.totalIsExact,
      freeTotal: result.freeTotal,
      freeTotalIsExact: result.freeTotalIsExact,
      cards: result.listings.map((listing) => listingCardDataIn(t, lng, listing, now)),
    };
  } catch (error) {
    logger.error({ err: error, city: city.slug }, "could not load the city's listings");
    listings = { status: "failed", message: t("error.cityListings") };
  }
  // What was shared helps the page but is not it: unreadable, the section is left out.
  const shared = await citySharedFigures(db, city).catch((error: unknown) => {
    logger.error({ err: error, city: city.slug }, "could not count what was shared in the city");
    return null;
  });
  // The wanted posts near the city (decision 0090): the page still helps without them.
  const wanted = await searchWantedPosts(
    db,
    {
      hiddenOwners,
      origin: {
        latitude: city.latitude,
        longitude: city.longitude,
        withinMiles: cityRadiusMiles(city),
      },
    },
    { pageSize: CITY_WANTED_POSTS },
  ).catch((error: unknown) => {
    logger.error({ err: error, city: city.slug }, "could not load the city's wanted posts");
    return null;
  });
  const page = {
    appUrl: env.APP_URL,
    lng,
    title: t("city.title", { city: named.name }),
    description: t("city.description", { city: named.name, county: named.county }),
    mapTiles: mapTilesOf(env),
    shared,
    wanted: wanted?.posts.map((post) => wantedCardDataIn(t, lng, post, viewerId, new Date())) ?? [],
    city: {
      // In English: what the browse and Wanted pages and the allotment directory search for.
      name: city.name,
      displayName: named.name,
      slug: city.slug,
      county: named.county,
      region: regionIn(t, city.region),
      population: populationIn(t, lng, city, named.name),
      withinMiles: cityRadiusMiles(city),
    },
    // The city as a schema.org Place (decision 0096).
    structuredData: cityStructuredData(city, cityPath(city.slug), env.APP_URL),
    listings,
    nearby: nearbyCities(city).map(({ name, slug }) => ({
      name: placeNameIn(lng, { name, slug }),
      slug,
    })),
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
    referralRate: formatPence(referralRateOn(new Date()).pence, { short: true }),
  };
  // The page still helps while listings are unreadable, but it is not the page to keep.
  return listings.status === "loaded" ? page : data(page, { status: 500 });
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (!loaderData) return placePageErrorMeta(error, matches);
  const { city, appUrl, title, description, lng } = loaderData;
  return pageMeta({ title, description, path: cityPath(city.slug), appUrl, lng });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const {
    appUrl,
    city,
    listings,
    wanted,
    nearby,
    membershipPrice,
    referralRate,
    shared,
    structuredData,
    mapTiles,
    lng,
  } = loaderData;
  const t = usePlacesT();
  const named = { city: city.displayName };
  const crumbs = [{ label: t("crumbs.ukCities"), to: LOCATIONS_PATH }, { label: city.displayName }];
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        titleId="city-title"
        title={t("city.heading", named)}
        above={
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={appUrl}
            currentPath={cityPath(city.slug)}
            label={t("trail")}
          />
        }
        lead={t("city.lead", {
          ...named,
          county: city.county,
          region: city.region,
          population: city.population,
        })}
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ city })}>
              <Search aria-hidden="true" /> {t("city.browse")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SHARE_HREF}>
              <Sprout aria-hidden="true" /> {t("city.share")}
            </Link>
          </Button>
        </ActionRow>
      </PageHero>

      <CityHowItWorks cityName={city.displayName} />

      <section aria-labelledby="city-listings-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="city-listings-title" className="text-3xl">
            {t("city.listingsTitle", named)}
          </h2>
          {listings.status === "loaded" ? (
            <CityListings city={city} listings={listings} tiles={mapTiles} lng={lng} />
          ) : (
            <ListingsLoadError message={listings.message} />
          )}
        </Container>
      </section>

      {listings.status === "loaded" && listings.freeTotal > 0 ? (
        <section aria-labelledby="city-free-title">
          <Container className="flex flex-col items-start gap-4 py-12">
            <h2 id="city-free-title" className="flex items-center gap-2 text-3xl">
              <Carrot aria-hidden="true" className="size-8 text-leaf" />
              {t("city.freeTitle", named)}
            </h2>
            <p className="max-w-prose text-lg">
              {t("city.freeText", {
                listings: listingCountIn(
                  t,
                  lng,
                  "free",
                  listings.freeTotal,
                  city.displayName,
                  listings.freeTotalIsExact,
                ),
              })}
            </p>
            <Button asChild variant="secondary">
              <Link to={freeFoodPath(city.slug)}>{t("city.seeFree", named)}</Link>
            </Button>
          </Container>
        </section>
      ) : null}

      <SharedSoFar
        figures={shared}
        placeName={city.displayName}
        words={citySharedWordsIn(t, lng, city.displayName)}
      />

      <CityWantedSection
        city={city}
        posts={wanted}
        words={{
          title: t("city.wanted.title", named),
          none: t("city.wanted.none", named),
          see: t("city.wanted.see", named),
          ask: t("wanted:card.ask"),
          card: wantedCardWordsIn(t),
        }}
      />

      <CityCommunity city={city} referralRate={referralRate} />

      <MembershipCallToAction
        price={membershipPrice}
        title={t("city.joinTitle", named)}
        text={t("city.joinText", { price: membershipPrice })}
      />

      <Container className="flex flex-col gap-10 py-12">
        <RelatedLinks
          id="city-related-title"
          title={t("city.moreTitle", named)}
          links={cityRelatedLinks(city, t)}
        />
        <section aria-labelledby="city-nearby-title" className="flex flex-col gap-4">
          <h2 id="city-nearby-title" className="text-2xl">
            {t("city.nearbyTitle", named)}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {nearby.map((place) => (
              <li key={place.slug}>
                <Link
                  to={cityPath(place.slug)}
                  className="flex min-h-11 items-center gap-2 rounded-card border border-line bg-card px-4 py-2 font-semibold text-soil no-underline hover:border-leaf hover:underline"
                >
                  <MapPinSprite className="size-4 shrink-0 text-leaf" />
                  {place.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlacePageError error={error} />;
}
