import {
  Carrot,
  Handshake,
  HeartHandshake,
  MapPin,
  Search,
  Shovel,
  Sprout,
  Users,
} from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatPence } from "~/components/format-money";
import {
  CommunityIllustration,
  MapPinIllustration,
  TrugIllustration,
} from "~/components/illustrations";
import { ActionRow } from "~/components/page-sections/action-row";
import { NumberedSteps, type Step } from "~/components/page-sections/numbered-steps";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { type ListingCardData, ListingCardGrid, listingCardData } from "~/listings/listing-card";
import { referralRateOn } from "~/membership/referral-rates";
import { findCityBySlug } from "~/places/cities";
import { cityListings, placeListingMessages } from "~/places/city-listings.server";
import { formatPopulation } from "~/places/city-search";
import { activeListingsText, freeListingsText, viewAllListingsText } from "~/places/listing-counts";
import { nearbyCities } from "~/places/nearby-cities";
import {
  allotmentsHref,
  cityPath,
  foodBanksPath,
  freeFoodPath,
  LOCATIONS_PATH,
  listingsHref,
} from "~/places/place-links";
import {
  ListingsLoadError,
  MembershipCallToAction,
  PlacePageError,
  placePageErrorMeta,
  type RelatedLink,
  RelatedLinks,
} from "~/places/place-page-parts";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/city";

interface LoadedListings {
  status: "loaded";
  total: number;
  totalIsExact: boolean;
  freeTotal: number;
  freeTotalIsExact: boolean;
  cards: ListingCardData[];
}

const SHARE_HREF = "/create-listing";
const GROUP_SIGNUP_HREF = "/signup?type=community-group";

export async function loader({ context, params }: Route.LoaderArgs) {
  const city = findCityBySlug(params.slug);
  if (!city) throw data(null, { status: 404 });
  // One address per city: /city/Leeds becomes /city/leeds.
  if (params.slug !== city.slug) throw redirect(cityPath(city.slug), 301);

  const { db, env, logger, storage } = getServices(context);
  let listings: LoadedListings | { status: "failed"; message: string };
  try {
    const result = await cityListings(db, city, { publicUrl: (key) => storage.publicUrl(key) });
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
  const page = {
    appUrl: env.APP_URL,
    city: {
      name: city.name,
      slug: city.slug,
      county: city.county,
      region: city.region,
      population: formatPopulation(city.population),
    },
    listings,
    nearby: nearbyCities(city).map(({ name, slug, county }) => ({ name, slug, county })),
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
    referralRate: formatPence(referralRateOn(new Date()).pence, { short: true }),
  };
  // The page still helps while listings are unreadable, but it is not the page to keep.
  return listings.status === "loaded" ? page : data(page, { status: 500 });
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return placePageErrorMeta(error);
  const { city, appUrl } = loaderData;
  return pageMeta({
    title: `Garden produce in ${city.name}: share and swap with local growers`,
    description: `Free and swapped fruit, vegetables, seeds and seedlings from gardeners and allotment holders in ${city.name}, ${city.county}. Find free food, allotments and food banks near you.`,
    path: cityPath(city.slug),
    appUrl,
  });
};

type CityData = Route.ComponentProps["loaderData"];

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { appUrl, city, listings, nearby, membershipPrice, referralRate } = loaderData;
  const crumbs = [{ label: "UK Cities", to: LOCATIONS_PATH }, { label: city.name }];
  return (
    <>
      <PageHero
        titleId="city-title"
        title={<>Garden produce in {city.name}</>}
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={cityPath(city.slug)} />}
        lead={
          <>
            Gardeners and allotment holders in {city.name} share their spare fruit, vegetables,
            seeds and seedlings here: free, or to swap. {city.county}, {city.region}; population{" "}
            {city.population}.
          </>
        }
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ location: city.name })}>
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

      <HowItWorks cityName={city.name} />

      <section aria-labelledby="city-listings-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="city-listings-title" className="text-3xl">
            Produce listed in {city.name}
          </h2>
          {listings.status === "loaded" ? (
            <CityListings cityName={city.name} listings={listings} />
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

      <CommunitySection city={city} referralRate={referralRate} />

      <MembershipCallToAction
        price={membershipPrice}
        title={`Join the growers of ${city.name}`}
        text={`Membership is ${membershipPrice} a year: it keeps Glut genuine, with real people behind every listing, and pays for the site’s upkeep. Food banks, schools and community groups join free.`}
      />

      <Container className="flex flex-col gap-10 py-12">
        <RelatedLinks
          id="city-related-title"
          title={`More for ${city.name}`}
          links={relatedLinks(city)}
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
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-leaf" />
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

function HowItWorks({ cityName }: { cityName: string }) {
  const steps: Step[] = [
    {
      icon: Sprout,
      title: "List your surplus",
      text: `Too many courgettes or a tray of spare seedlings? List them in a minute for people in ${cityName} to collect.`,
    },
    {
      icon: Search,
      title: "Find produce nearby",
      text: `Browse what growers around ${cityName} have to spare, free or to swap.`,
    },
    {
      icon: Handshake,
      title: "Meet and swap",
      text: "Message the grower, agree a time, and collect from the allotment gate or the doorstep.",
    },
  ];
  return (
    <section aria-labelledby="city-how-title">
      <Container className="py-12">
        <h2 id="city-how-title" className="text-3xl">
          How it works in {cityName}
        </h2>
        <NumberedSteps steps={steps} className="mt-6" />
      </Container>
    </section>
  );
}

function CityListings({ cityName, listings }: { cityName: string; listings: LoadedListings }) {
  if (listings.total === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
        <MapPinIllustration className="w-28" />
        <h3 className="text-2xl">No Produce Listed Yet</h3>
        <p className="max-w-prose text-ink-muted">
          Nobody in {cityName} has listed anything yet. Got a glut of tomatoes or spare seedlings?
          Be the first to share them with your neighbours.
        </p>
        <Button asChild>
          <Link to={SHARE_HREF}>List your surplus</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">
        {activeListingsText(listings.total, cityName, listings.totalIsExact)}
      </p>
      <ListingCardGrid listings={listings.cards} headingLevel="h3" />
      {listings.total > listings.cards.length ? (
        <div>
          <Button asChild size="lg">
            <Link to={listingsHref({ location: cityName })}>
              {viewAllListingsText(listings.total, listings.totalIsExact)}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}

function CommunitySection({
  city,
  referralRate,
}: {
  city: CityData["city"];
  referralRate: string;
}) {
  const cards = [
    {
      icon: Users,
      title: "Community groups",
      text: `Groups and organisations growing and sharing food in and around ${city.name}.`,
      to: "/community-groups",
      action: "Find community groups",
    },
    {
      icon: Shovel,
      title: "Allotments",
      text: `Want a plot of your own? See how to apply to the council for an allotment in ${city.name}.`,
      to: allotmentsHref(city.name),
      action: `Allotments in ${city.name}`,
    },
    {
      icon: HeartHandshake,
      title: "Food banks",
      text: `Food banks in ${city.name}: where they are, how to get a referral, and what they need.`,
      to: foodBanksPath(city.slug),
      action: `Food banks in ${city.name}`,
    },
  ];
  return (
    <section aria-labelledby="city-community-title" className="bg-cream-deep">
      <Container className="flex flex-col gap-6 py-12">
        <h2 id="city-community-title" className="text-3xl">
          Community and allotments in {city.name}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <card.icon aria-hidden="true" className="size-5 text-leaf" />
                    {card.title}
                  </CardTitle>
                  <CardDescription>{card.text}</CardDescription>
                </CardHeader>
                <CardFooter className="mt-auto">
                  <Link to={card.to} className="font-semibold">
                    {card.action}
                  </Link>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-start gap-4 rounded-card bg-soil p-6 text-white sm:flex-row sm:items-center">
          <CommunityIllustration className="hidden w-24 shrink-0 sm:block" />
          <div className="flex flex-1 flex-col gap-1">
            <h3 className="text-xl text-white">Run an allotment society or community group?</h3>
            <p className="text-cream">
              Organisations join Glut free once verified, and earn {referralRate} for every member
              who joins with their referral code.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to={GROUP_SIGNUP_HREF}>Earn for your society</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}

function relatedLinks(city: CityData["city"]): RelatedLink[] {
  return [
    {
      to: freeFoodPath(city.slug),
      label: `Free food in ${city.name}`,
      text: "Produce growers are giving away",
      icon: Carrot,
    },
    {
      to: allotmentsHref(city.name),
      label: "Allotments",
      text: `Council plots in ${city.name}`,
      icon: Shovel,
    },
    {
      to: foodBanksPath(city.slug),
      label: "Food banks",
      text: `Emergency food in ${city.name}`,
      icon: HeartHandshake,
    },
    {
      to: "/community-groups",
      label: "Community groups",
      text: "Organisations sharing food",
      icon: Users,
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlacePageError error={error} />;
}
