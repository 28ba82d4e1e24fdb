import {
  ArrowRight,
  HeartHandshake,
  Home,
  Leaf,
  MapPin,
  School,
  Users,
  UsersRound,
} from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { CommunityIllustration } from "~/components/illustrations/community";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { type Feature, FeatureGrid } from "~/components/page-sections/feature-grid";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { topCitiesByPopulation } from "~/data/cities-by-population";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/community-groups";

const PATH = "/community-groups";
const crumbs = [{ label: "Home", to: "/" }, { label: "Community Groups" }];
const SIGNUP_HREF = "/signup?type=community-group";

/** The specification's numbers: 6 cities in the food-bank block, 12 as group cards. */
const FOOD_BANK_CITY_COUNT = 6;
const GROUP_CITY_COUNT = 12;

export function loader({ context }: Route.LoaderArgs) {
  const pick = ({ name, slug, county }: { name: string; slug: string; county: string }) => ({
    name,
    slug,
    county,
  });
  return {
    appUrl: getServices(context).env.APP_URL,
    foodBankCities: topCitiesByPopulation(FOOD_BANK_CITY_COUNT).map(pick),
    groupCities: topCitiesByPopulation(GROUP_CITY_COUNT).map(pick),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Community groups: share fresh produce with the people you serve",
    description:
      "Food banks, community centres, youth and senior groups, environmental groups and shelters join Glut free to share and receive garden surplus.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const organisationTypes: Feature[] = [
  {
    icon: HeartHandshake,
    title: "Food banks",
    text: "Fresh fruit and vegetables from local growers to go alongside your food parcels.",
    to: "/food-banks",
  },
  {
    icon: Home,
    title: "Community centres",
    text: "Share the harvest from a community garden, or run a swap table for your neighbourhood.",
  },
  {
    icon: School,
    title: "Youth groups",
    text: "Seeds and seedlings for growing projects, and a real reason to learn where food comes from.",
  },
  {
    icon: UsersRound,
    title: "Senior centres",
    text: "Fresh produce for lunch clubs, and a way for keen gardeners to pass on what they grow.",
  },
  {
    icon: Leaf,
    title: "Environmental groups",
    text: "Cut food waste close to home, and swap plants and seeds that suit your local conditions.",
  },
  {
    icon: Users,
    title: "Homeless shelters",
    text: "Fresh food given by neighbours for your kitchen, collected when it suits you.",
  },
];

export default function CommunityGroups({ loaderData }: Route.ComponentProps) {
  const { appUrl, foodBankCities, groupCities } = loaderData;
  return (
    <>
      <PageHero
        title="Community groups on Glut"
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} />}
        lead="Local growers often have more than they can use. Glut helps community groups receive that surplus for the people they serve, and share their own harvests too. Groups join free once we have verified them."
        art={<CommunityIllustration className="mx-auto w-full max-w-xs" />}
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SIGNUP_HREF}>Register your group</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/community-partnership">Earn with the partnership</Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="types-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="types-title" className="text-3xl">
            Who Glut is for
          </h2>
          <FeatureGrid features={organisationTypes} />
        </Container>
      </section>

      <section aria-labelledby="food-banks-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-6 py-12">
          <div className="flex flex-col gap-2">
            <h2 id="food-banks-title" className="text-3xl">
              Need a food bank?
            </h2>
            <p className="max-w-prose text-ink-muted">
              Find food banks in the UK’s biggest cities, what they need and how to get help.
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {foodBankCities.map((city) => (
              <li key={city.slug}>
                <Link
                  to={`/food-banks/${city.slug}`}
                  className="flex min-h-11 items-center gap-2 rounded-card border border-line bg-card p-3 font-semibold no-underline hover:border-leaf"
                >
                  <HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-leaf" />
                  Food banks in {city.name}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/food-banks" className="inline-flex items-center gap-1 font-semibold">
              All food banks <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </Container>
      </section>

      <section aria-labelledby="cities-title">
        <Container className="flex flex-col gap-6 py-12">
          <div className="flex flex-col gap-2">
            <h2 id="cities-title" className="text-3xl">
              Groups across the UK
            </h2>
            <p className="max-w-prose text-ink-muted">
              Wherever your group meets, local growers can share with you. These are the UK’s
              biggest cities; groups anywhere in the UK can join.
            </p>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {groupCities.map((city) => (
              <li key={city.slug} className="rounded-card border border-line bg-card p-4">
                <h3 className="text-lg">Community groups in {city.name}</h3>
                <p className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  {city.county}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CallToActionBand
        title="Bring your group to Glut"
        text="Register free. We check every organisation by hand, usually within 1-2 business days."
      >
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to={SIGNUP_HREF}>Register your group</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/how-it-works">How Glut works</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
