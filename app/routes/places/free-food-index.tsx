import { Gift, HeartHandshake, MapPin, Search, Sprout, Store, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { TrugIllustration } from "~/components/illustrations/trug";
import { ActionRow } from "~/components/page-sections/action-row";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { locationsEmptyText } from "~/places/city-search";
import { citiesAlphabetically, popularFreeFoodCities } from "~/places/free-food-cities";
import { FREE_FOOD_PATH, freeFoodPath, listingsHref } from "~/places/place-links";
import { RelatedLinks } from "~/places/place-page-parts";
import { populationWithBasis } from "~/places/population-basis";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/free-food-index";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return {
    appUrl: env.APP_URL,
    popular: popularFreeFoodCities().map((city) => ({
      name: city.name,
      slug: city.slug,
      county: city.county,
      population: populationWithBasis(city),
    })),
    all: citiesAlphabetically().map(({ name, slug }) => ({ name, slug })),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Free food near you: fresh produce given away by UK growers",
    description:
      "Gardeners and allotment holders across the UK give away their spare fruit, vegetables, herbs and seedlings. Find free food in your city.",
    path: FREE_FOOD_PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const crumbs = [{ label: "Home", to: "/" }, { label: "Free Food" }];

export default function FreeFoodIndex({ loaderData }: Route.ComponentProps) {
  const { appUrl, popular, all } = loaderData;
  return (
    <>
      <PageHero
        titleId="free-food-title"
        title="Free food from local growers"
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={FREE_FOOD_PATH} />}
        lead="When the runner beans all come at once, growers give them away. Find free fruit, vegetables, herbs and seedlings from gardeners and allotment holders in your city."
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ free: true })}>
              <Search aria-hidden="true" /> Search All Free Food
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/create-listing">
              <Sprout aria-hidden="true" /> Share Your Surplus Produce
            </Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="popular-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="popular-title" className="text-3xl">
            Popular cities
          </h2>
          {popular.length === 0 ? (
            <p>{locationsEmptyText.none}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {popular.map((city) => (
                <li key={city.slug}>
                  <Link
                    to={freeFoodPath(city.slug)}
                    className="flex h-full items-start gap-3 rounded-card border border-line bg-card p-4 text-ink no-underline shadow-sm hover:border-leaf hover:text-ink"
                  >
                    <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
                    <span>
                      <span className="block font-bold text-soil">Free food in {city.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {city.county} · {city.population}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>

      <section aria-labelledby="all-cities-title">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="all-cities-title" className="text-3xl">
            All cities A to Z
          </h2>
          {all.length === 0 ? (
            <p>{locationsEmptyText.none}</p>
          ) : (
            <ul className="columns-2 gap-6 sm:columns-3 lg:columns-4">
              {all.map((city) => (
                <li key={city.slug} className="break-inside-avoid">
                  <Link
                    to={freeFoodPath(city.slug)}
                    className="inline-flex min-h-11 items-center gap-1.5 sm:min-h-8"
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0" />
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>

      <Container className="py-12">
        <RelatedLinks
          id="free-food-related-title"
          title="More ways to find food"
          links={[
            {
              to: "/listings",
              label: "Browse produce",
              text: "Everything growers are sharing",
              icon: Store,
            },
            {
              to: "/food-banks",
              label: "Food banks",
              text: "Emergency food near you",
              icon: HeartHandshake,
            },
            {
              to: "/community-groups",
              label: "Community groups",
              text: "Organisations sharing food",
              icon: Users,
            },
            {
              to: "/signup",
              label: "Join Glut",
              text: "Collect and share produce",
              icon: UserPlus,
            },
          ]}
        />
      </Container>
    </>
  );
}
