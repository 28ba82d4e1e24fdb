import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  Carrot,
  Handshake,
  HeartHandshake,
  MapPin,
  Search,
  Shovel,
  Sprout,
  Store,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "~/components/format-money";
import {
  CommunityIllustration,
  HandsIllustration,
  SeedlingIllustration,
  TrugIllustration,
} from "~/components/illustrations";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { type ListingCardData, listingCardData } from "~/listings/listing-card";
import { recentListings } from "~/listings/listing-reads.server";
import { referralRateOn } from "~/membership/referral-rates";
import { topCitiesByPopulation } from "~/places/cities";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/home";
import { FreshlyListed } from "./freshly-listed";
import { TileLink } from "./tile-link";

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
  return {
    fresh,
    appUrl: env.APP_URL,
    cities: topCitiesByPopulation(HOME_CITY_TILES).map(({ name, slug, county }) => ({
      name,
      slug,
      county,
    })),
    referralPence: referralRateOn(new Date()).pence,
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Glut – share your garden surplus with neighbours across the UK",
    description: `Give away or swap spare produce, seeds, cuttings, seedlings and plants with growers near you. ${loaderData?.membershipPrice ?? ""} a year for members; free for food banks, schools and community groups.`,
    path: "/",
    appUrl: loaderData?.appUrl ?? "",
  });

const steps = [
  {
    icon: Sprout,
    title: "Share your surplus",
    text: "A glut of courgettes, spare seedlings, a tray of cuttings? List them in under a minute, free or to swap.",
  },
  {
    icon: Search,
    title: "Find what’s nearby",
    text: "Browse what growers near you have to spare, by town, by type, or just what’s free today.",
  },
  {
    icon: Handshake,
    title: "Meet and swap",
    text: "Message the grower, agree a time, and collect from the allotment gate or the doorstep.",
  },
];

const features = [
  {
    to: "/listings",
    icon: Store,
    title: "Browse produce",
    text: "Everything members are sharing right now.",
  },
  {
    to: "/planting-calendar",
    icon: CalendarDays,
    title: "Planting calendar",
    text: "What to sow and plant this month in the UK.",
  },
  {
    to: "/how-it-works",
    icon: BookOpen,
    title: "How it works",
    text: "Sharing, swapping and staying safe, step by step.",
  },
  {
    to: "/free-food",
    icon: Carrot,
    title: "Free food",
    text: "Free produce in your city, given by local growers.",
  },
  {
    to: "/community-groups",
    icon: Users,
    title: "Community groups",
    text: "Groups and organisations sharing near you.",
  },
  {
    to: "/allotments",
    icon: Shovel,
    title: "Allotments",
    text: "How to apply for a plot with your council.",
  },
  {
    to: "/food-banks",
    icon: HeartHandshake,
    title: "Food banks",
    text: "Find a food bank and what it needs this week.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cities, referralPence, membershipPrice, fresh } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-leaf-soft">
        <Container className="grid items-center gap-8 py-12 md:grid-cols-2 md:py-16">
          <div className="flex flex-col gap-5">
            <h1 id="hero-title" className="text-4xl sm:text-5xl">
              Too many courgettes? Share them with your neighbours.
            </h1>
            <p className="max-w-prose text-lg text-ink">
              Glut is the UK community for gardeners and allotment holders to give away or swap
              their surplus: fresh produce, seeds, cuttings, seedlings and plants.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
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
            </div>
          </div>
          <TrugIllustration className="mx-auto w-full max-w-md" />
        </Container>
      </section>

      <section aria-labelledby="membership-title">
        <Container className="grid gap-6 py-12 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="membership-title">
                Personal membership: {membershipPrice} a year
              </CardTitle>
              <CardDescription>
                One pound a year keeps Glut safe and genuine: every member is a real person, and the
                money pays for the site’s upkeep. No adverts, no selling, nothing else to pay.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to="/signup">Join for {membershipPrice} a year</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Free for organisations</CardTitle>
              <CardDescription>
                Food banks, schools, community groups, religious bodies and charities join free once
                we have verified them, usually within 1-2 business days.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to="/signup?type=community-group">Register your organisation</Link>
              </Button>
            </CardContent>
          </Card>
        </Container>
      </section>

      <section aria-labelledby="earn-title" className="bg-soil text-white">
        <Container className="grid items-center gap-6 py-10 md:grid-cols-[1fr_auto]">
          <div className="flex items-center gap-5">
            <CommunityIllustration className="hidden w-32 shrink-0 sm:block" />
            <div>
              <h2 id="earn-title" className="text-2xl text-white">
                Organisations earn {formatPence(referralPence, { short: true })} for every member
                they bring
              </h2>
              <p className="mt-1 text-cream">
                Share your referral code with your members and supporters. Every person who joins
                with it earns your group {formatPence(referralPence, { short: true })}, paid
                monthly. Free to join, no cap.
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="secondary">
              <Link to="/community-partnership">How the partnership works</Link>
            </Button>
            <Button asChild variant="inverse">
              <Link to="/signup?type=community-group">Sign up your group</Link>
            </Button>
          </div>
        </Container>
      </section>

      <section aria-labelledby="calendar-title">
        <Container className="grid items-center gap-6 py-12 md:grid-cols-[auto_1fr]">
          <SeedlingIllustration className="mx-auto w-40" />
          <div className="flex flex-col gap-3">
            <h2 id="calendar-title" className="text-3xl">
              What should you sow this month?
            </h2>
            <p className="max-w-prose text-ink">
              Our UK planting calendar tells you what to sow under cover, sow outside and plant out
              each month, with a tracker for everything you have in the ground.
            </p>
            <div>
              <Button asChild variant="secondary">
                <Link to="/planting-calendar">
                  Open the planting calendar <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="cities-title" className="bg-cream-deep">
        <Container className="py-12">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="cities-title" className="text-3xl">
                Growing near you
              </h2>
              <p className="text-ink-muted">
                Find growers and free produce in the UK’s biggest cities.
              </p>
            </div>
            <Link to="/locations" className="font-semibold">
              View all locations
            </Link>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {cities.map((city) => (
              <li key={city.slug}>
                <TileLink
                  to={`/city/${city.slug}`}
                  icon={MapPin}
                  title={city.name}
                  text={city.county}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="how-title">
        <Container className="py-12">
          <div className="flex items-center gap-4">
            <HandsIllustration className="hidden w-28 sm:block" />
            <h2 id="how-title" className="text-3xl">
              How Glut works
            </h2>
          </div>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="flex size-11 items-center justify-center rounded-full bg-leaf text-lg font-bold text-white">
                      {index + 1}
                    </span>
                    <CardTitle className="flex items-center gap-2">
                      <step.icon aria-hidden="true" className="size-5 text-leaf" />
                      {step.title}
                    </CardTitle>
                    <CardDescription>{step.text}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <FreshlyListed listings={fresh} />

      <section aria-labelledby="features-title">
        <Container className="py-12">
          <h2 id="features-title" className="text-3xl">
            Everything for growers and neighbours
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <li key={feature.to}>
                <TileLink {...feature} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="cta-title" className="bg-leaf text-white">
        <Container className="flex flex-col items-center gap-4 py-14 text-center">
          <h2 id="cta-title" className="text-3xl text-white">
            Don’t let your surplus go to waste
          </h2>
          <p className="max-w-prose text-leaf-soft">
            Someone near you would love what you can’t eat. List it today, or see what’s on offer.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to="/create-listing">Share Your Garden</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/listings">Browse Produce</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/free-food">Find Free Food</Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
