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
import { cityNamesIn } from "~/data/welsh-place-names";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { ListingCardData } from "~/listings/listing-card";
import { ListingsWithMap } from "~/listings/listings-with-map";
import { MapPanelScript } from "~/maps/map-panel-script";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { findCityBySlug } from "~/places/cities";
import { freeFoodListings } from "~/places/city-listings.server";
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
import {
  cardWordsIn,
  listingCardDataIn,
  listingCountIn,
  mapWordsIn,
  placesTIn,
  usePlacesT,
  viewAllIn,
} from "~/places/place-words";
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
  const lng = getLanguage(context);
  const t = placesTIn(getI18n(context).getFixedT(null, "places"), lng);
  // The city as the page calls it: a place in Wales by its Welsh name on a Welsh page.
  const named = cityNamesIn(lng, city);
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
      cards: result.listings.map((listing) => listingCardDataIn(t, lng, listing, now)),
    };
  } catch (error) {
    logger.error({ err: error, city: city.slug }, "could not load the city's free listings");
    listings = { status: "failed", message: t("error.freeFoodListings") };
  }
  const page = {
    appUrl: env.APP_URL,
    lng,
    title: t("freeFoodCity.title", { city: named.name }),
    description: t("freeFoodCity.description", { city: named.name, county: named.county }),
    mapTiles: mapTilesOf(env),
    city: {
      // In English: what the browse page and the allotment directory search for.
      name: city.name,
      displayName: named.name,
      slug: city.slug,
      county: named.county,
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
  const { city, appUrl, title, description, lng } = loaderData;
  return pageMeta({ title, description, path: freeFoodPath(city.slug), appUrl, lng });
};

export default function FreeFoodCity({ loaderData }: Route.ComponentProps) {
  const { appUrl, city, listings, membershipPrice, mapTiles, lng } = loaderData;
  const t = usePlacesT();
  const named = { city: city.displayName };
  const crumbs = [{ label: t("crumbs.freeFood"), to: FREE_FOOD_PATH }, { label: city.displayName }];
  return (
    <>
      <PageHero
        titleId="free-food-title"
        title={t("freeFoodCity.heading", named)}
        above={
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={appUrl}
            currentPath={freeFoodPath(city.slug)}
            label={t("trail")}
          />
        }
        lead={t("freeFoodCity.lead", named)}
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ city, free: true })}>
              <Gift aria-hidden="true" /> {t("freeFoodCity.browse")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SHARE_HREF}>
              <Sprout aria-hidden="true" /> {t("freeFoodCity.share")}
            </Link>
          </Button>
        </ActionRow>
        <p className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={cityPath(city.slug)} className="font-semibold">
            {t("freeFoodCity.everything", named)}
          </Link>
          <Link to={allotmentsHref(city.name)} className="font-semibold">
            {t("freeFoodCity.allotments", named)}
          </Link>
        </p>
      </PageHero>

      <section aria-labelledby="free-listings-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="free-listings-title" className="text-3xl">
            {t("freeFoodCity.listingsTitle", named)}
          </h2>
          {listings.status === "loaded" ? (
            <FreeListings city={city} listings={listings} tiles={mapTiles} lng={lng} />
          ) : (
            <ListingsLoadError message={listings.message} />
          )}
        </Container>
      </section>

      <section aria-labelledby="food-bank-title">
        <Container className="flex flex-col items-start gap-3 py-12">
          <h2 id="food-bank-title" className="flex items-center gap-2 text-3xl">
            <HeartHandshake aria-hidden="true" className="size-8 text-leaf" />
            {t("freeFoodCity.foodBankTitle")}
          </h2>
          <p className="max-w-prose text-lg">{t("freeFoodCity.foodBankText", named)}</p>
          <Button asChild variant="secondary">
            <Link to={foodBanksPath(city.slug)}>{t("freeFoodCity.foodBanks", named)}</Link>
          </Button>
        </Container>
      </section>

      <MembershipCallToAction
        price={membershipPrice}
        title={t("freeFoodCity.joinTitle")}
        text={t("freeFoodCity.joinText", { price: membershipPrice })}
      />

      <Container className="py-12">
        <RelatedLinks
          id="free-food-related-title"
          title={t("freeFoodCity.moreTitle", named)}
          links={freeFoodRelatedLinks(city, t)}
        />
      </Container>
    </>
  );
}

function FreeListings({
  city,
  listings,
  tiles,
  lng,
}: {
  city: { name: string; displayName: string; slug: string; withinMiles: number };
  listings: LoadedListings;
  tiles: MapTiles;
  lng: Language;
}) {
  const t = usePlacesT();
  const named = { city: city.displayName };
  if (listings.total === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
        <MapPinIllustration className="w-28" />
        <h3 className="text-2xl">{t("freeFoodCity.emptyTitle")}</h3>
        <p className="max-w-prose text-ink-muted">{t("freeFoodCity.emptyText", named)}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={SHARE_HREF}>{t("freeFoodCity.giveAway")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={cityPath(city.slug)}>{t("freeFoodCity.seeShared", named)}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">
        {listingCountIn(t, lng, "free", listings.total, city.displayName, listings.totalIsExact)}
      </p>
      <ListingsWithMap
        listings={listings.cards}
        tiles={tiles}
        mapId="free-listing-cards"
        headingLevel="h3"
        script={<MapPanelScript />}
        words={{ card: cardWordsIn(t), map: mapWordsIn(t), mapLabel: t("listings:map.label") }}
      />
      <PostcodeDataCredit text={t("dataCredit")} />
      {listings.total > listings.cards.length ? (
        <div>
          <Button asChild size="lg">
            <Link to={listingsHref({ city, free: true })}>
              {viewAllIn(t, lng, true, listings.total, listings.totalIsExact)}
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
