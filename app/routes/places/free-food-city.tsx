import { Gift, HeartHandshake, Sprout } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { MapPinIllustration } from "~/components/illustrations/map-pin";
import { TrugIllustration } from "~/components/illustrations/trug";
import { ActionRow } from "~/components/page-sections/action-row";
import { PageHero } from "~/components/page-sections/page-hero";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { type ListingCardData, listingCardData } from "~/listings/listing-card";
import { ListingsWithMap } from "~/listings/listings-with-map";
import { MapPanelScript } from "~/maps/map-panel-script";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { findCityBySlug } from "~/places/cities";
import { freeFoodListings, placeListingMessages } from "~/places/city-listings.server";
import { freeListingsText, viewAllFreeListingsText } from "~/places/listing-counts";
import {
  allotmentsHref,
  cityPath,
  cityRadiusMiles,
  FREE_FOOD_PATH,
  foodBanksPath,
  freeFoodPath,
  listingsHref,
} from "~/places/place-links";
import {
  ListingsLoadError,
  MembershipCallToAction,
  PlacePageError,
  placePageErrorMeta,
  RelatedLinks,
} from "~/places/place-page-parts";
import { getServices } from "~/server/context.server";
import type { MapTiles } from "~/server/map-tiles";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/free-food-city";
import { freeFoodRelatedLinks } from "./city-related-links";

const SHARE_HREF = "/create-listing";

interface LoadedListings {
  status: "loaded";
  total: number;
  totalIsExact: boolean;
  cards: ListingCardData[];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const city = findCityBySlug(params.slug);
  if (!city) throw data(null, { status: 404 });
  if (params.slug !== city.slug) throw redirect(freeFoodPath(city.slug), 301);

  const { db, env, logger, storage } = getServices(context);
  let listings: LoadedListings | { status: "failed"; message: string };
  try {
    const result = await freeFoodListings(db, city, {
      publicUrl: (key) => storage.publicUrl(key),
      // A member's own page (never shared, server/http-caching.ts): without whom they blocked.
      hiddenOwners: await membersHiddenFrom(db, getCurrentUser(context)?.id ?? null),
    });
    const now = new Date();
    listings = {
      status: "loaded",
      total: result.total,
      totalIsExact: result.totalIsExact,
      cards: result.listings.map((listing) => listingCardData(listing, now)),
    };
  } catch (error) {
    logger.error({ err: error, city: city.slug }, "could not load the city's free listings");
    listings = { status: "failed", message: placeListingMessages.freeFood };
  }
  const page = {
    appUrl: env.APP_URL,
    mapTiles: mapTilesOf(env),
    city: {
      name: city.name,
      slug: city.slug,
      county: city.county,
      withinMiles: cityRadiusMiles(city),
    },
    listings,
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
  };
  return listings.status === "loaded" ? page : data(page, { status: 500 });
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (!loaderData) return placePageErrorMeta(error, matches);
  const { city, appUrl } = loaderData;
  return pageMeta({
    title: `Free food in ${city.name}: fresh produce from local growers`,
    description: `Fresh fruit, vegetables, seeds and plants that gardeners and allotment holders in ${city.name}, ${city.county}, are giving away free. Food banks and allotments nearby too.`,
    path: freeFoodPath(city.slug),
    appUrl,
  });
};

export default function FreeFoodCity({ loaderData }: Route.ComponentProps) {
  const { appUrl, city, listings, membershipPrice, mapTiles } = loaderData;
  const crumbs = [{ label: "Free Food", to: FREE_FOOD_PATH }, { label: city.name }];
  return (
    <>
      <PageHero
        titleId="free-food-title"
        title={<>Free food in {city.name}</>}
        above={
          <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={freeFoodPath(city.slug)} />
        }
        lead={
          <>
            Gardeners and allotment holders in {city.name} give away what they cannot eat: fresh
            fruit and vegetables, herbs, seeds and seedlings. Free to collect, nothing to swap.
          </>
        }
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ city, free: true })}>
              <Gift aria-hidden="true" /> Browse Free Food
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SHARE_HREF}>
              <Sprout aria-hidden="true" /> Share Free Produce
            </Link>
          </Button>
        </ActionRow>
        <p className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={cityPath(city.slug)} className="font-semibold">
            Everything shared in {city.name}
          </Link>
          <Link to={allotmentsHref(city.name)} className="font-semibold">
            Allotments in {city.name}
          </Link>
        </p>
      </PageHero>

      <section aria-labelledby="free-listings-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="free-listings-title" className="text-3xl">
            Free right now in {city.name}
          </h2>
          {listings.status === "loaded" ? (
            <FreeListings city={city} listings={listings} tiles={mapTiles} />
          ) : (
            <ListingsLoadError message={listings.message} />
          )}
        </Container>
      </section>

      <section aria-labelledby="food-bank-title">
        <Container className="flex flex-col items-start gap-3 py-12">
          <h2 id="food-bank-title" className="flex items-center gap-2 text-3xl">
            <HeartHandshake aria-hidden="true" className="size-8 text-leaf" />
            Need food today?
          </h2>
          <p className="max-w-prose text-lg">
            Food banks in {city.name} give emergency parcels, usually with a referral from a GP,
            Citizens Advice, a school or the council.
          </p>
          <Button asChild variant="secondary">
            <Link to={foodBanksPath(city.slug)}>Food banks in {city.name}</Link>
          </Button>
        </Container>
      </section>

      <MembershipCallToAction
        price={membershipPrice}
        title="Sign up to collect and share"
        text={`Join Glut for ${membershipPrice} a year to message growers and arrange a collection, or to give away your own surplus. Food banks, schools and community groups join free.`}
      />

      <Container className="py-12">
        <RelatedLinks
          id="free-food-related-title"
          title={`More for ${city.name}`}
          links={freeFoodRelatedLinks(city)}
        />
      </Container>
    </>
  );
}

function FreeListings({
  city,
  listings,
  tiles,
}: {
  city: { name: string; slug: string; withinMiles: number };
  listings: LoadedListings;
  tiles: MapTiles;
}) {
  if (listings.total === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
        <MapPinIllustration className="w-28" />
        <h3 className="text-2xl">No Free Food Available Right Now</h3>
        <p className="max-w-prose text-ink-muted">
          Nobody in {city.name} is giving anything away at the moment. Check back soon, see what
          growers are swapping, or give away your own surplus.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={SHARE_HREF}>Give away your surplus</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={cityPath(city.slug)}>See what’s shared in {city.name}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">
        {freeListingsText(listings.total, city.name, listings.totalIsExact)}
      </p>
      <ListingsWithMap
        listings={listings.cards}
        tiles={tiles}
        mapId="free-listing-cards"
        headingLevel="h3"
        script={<MapPanelScript />}
      />
      <PostcodeDataCredit />
      {listings.total > listings.cards.length ? (
        <div>
          <Button asChild size="lg">
            <Link to={listingsHref({ city, free: true })}>
              {viewAllFreeListingsText(listings.total, listings.totalIsExact)}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlacePageError error={error} />;
}
