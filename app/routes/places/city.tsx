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
import { SharedSoFar } from "~/handover/shared-so-far";
import { listingCardData } from "~/listings/listing-card";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { referralRateOn } from "~/membership/referral-rates";
import { cityStructuredData } from "~/open-data/structured-data";
import { findCityBySlug } from "~/places/cities";
import { citySharedFigures } from "~/places/city-impact.server";
import { cityListings, placeListingMessages } from "~/places/city-listings.server";
import { freeListingsText } from "~/places/listing-counts";
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
import { populationWithBasis } from "~/places/population-basis";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import { CityWantedSection } from "~/wanted/city-wanted-section";
import { wantedCardData } from "~/wanted/wanted-card";
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
      cards: result.listings.map((listing) => listingCardData(listing, now)),
    };
  } catch (error) {
    logger.error({ err: error, city: city.slug }, "could not load the city's listings");
    listings = { status: "failed", message: placeListingMessages.city };
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
    mapTiles: mapTilesOf(env),
    shared,
    wanted: wanted?.posts.map((post) => wantedCardData(post, viewerId, new Date())) ?? [],
    city: {
      name: city.name,
      slug: city.slug,
      county: city.county,
      region: city.region,
      population: populationWithBasis(city),
      withinMiles: cityRadiusMiles(city),
    },
    // The city as a schema.org Place (decision 0096).
    structuredData: cityStructuredData(city, cityPath(city.slug), env.APP_URL),
    listings,
    nearby: nearbyCities(city).map(({ name, slug, county }) => ({ name, slug, county })),
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
  const { city, appUrl } = loaderData;
  return pageMeta({
    title: `Garden produce in ${city.name}: share and swap with local growers`,
    description: `Free and swapped fruit, vegetables, seeds and seedlings from gardeners and allotment holders in ${city.name}, ${city.county}. Find free food, allotments and food banks near you.`,
    path: cityPath(city.slug),
    appUrl,
  });
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
  } = loaderData;
  const crumbs = [{ label: "UK Cities", to: LOCATIONS_PATH }, { label: city.name }];
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        titleId="city-title"
        title={<>Garden produce in {city.name}</>}
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={cityPath(city.slug)} />}
        lead={
          <>
            Gardeners and allotment holders in {city.name} share their spare fruit, vegetables,
            seeds and seedlings here: free, or to swap. {city.county}, {city.region};{" "}
            {city.population}.
          </>
        }
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ city })}>
              <Search aria-hidden="true" /> Browse Produce
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SHARE_HREF}>
              <Sprout aria-hidden="true" /> Share Your Garden Surplus
            </Link>
          </Button>
        </ActionRow>
      </PageHero>

      <CityHowItWorks cityName={city.name} />

      <section aria-labelledby="city-listings-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="city-listings-title" className="text-3xl">
            Produce listed in {city.name}
          </h2>
          {listings.status === "loaded" ? (
            <CityListings city={city} listings={listings} tiles={mapTiles} />
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
              Free food in {city.name}
            </h2>
            <p className="max-w-prose text-lg">
              {freeListingsText(listings.freeTotal, city.name, listings.freeTotalIsExact)} right
              now: produce growers are giving away, no swap needed.
            </p>
            <Button asChild variant="secondary">
              <Link to={freeFoodPath(city.slug)}>See free food in {city.name}</Link>
            </Button>
          </Container>
        </section>
      ) : null}

      <SharedSoFar figures={shared} placeName={city.name} />

      <CityWantedSection city={city} posts={wanted} />

      <CityCommunity city={city} referralRate={referralRate} />

      <MembershipCallToAction
        price={membershipPrice}
        title={`Join the growers of ${city.name}`}
        text={`Membership is ${membershipPrice} a year: it keeps Glut genuine, with real people behind every listing, and pays for the site’s upkeep. Food banks, schools and community groups join free.`}
      />

      <Container className="flex flex-col gap-10 py-12">
        <RelatedLinks
          id="city-related-title"
          title={`More for ${city.name}`}
          links={cityRelatedLinks(city)}
        />
        <section aria-labelledby="city-nearby-title" className="flex flex-col gap-4">
          <h2 id="city-nearby-title" className="text-2xl">
            Places near {city.name}
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
