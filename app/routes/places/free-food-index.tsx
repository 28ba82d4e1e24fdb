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
import { cityNamesIn } from "~/data/welsh-place-names";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { citiesAlphabetically, popularFreeFoodCities } from "~/places/free-food-cities";
import { FREE_FOOD_PATH, freeFoodPath, listingsHref } from "~/places/place-links";
import { RelatedLinks } from "~/places/place-page-parts";
import { placesTIn, populationIn, usePlacesT } from "~/places/place-words";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/free-food-index";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = placesTIn(getI18n(context).getFixedT(null, "places"), lng);
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("freeFood.title"),
    description: t("freeFood.description"),
    // Places in Wales by their Welsh names on a Welsh page (docs/welsh-glossary.md).
    popular: popularFreeFoodCities().map((city) => {
      const named = cityNamesIn(lng, city);
      return {
        name: named.name,
        slug: city.slug,
        county: named.county,
        population: populationIn(t, lng, city, named.name),
      };
    }),
    // A to Z by the names the page shows.
    all: citiesAlphabetically()
      .map((city) => cityNamesIn(lng, { name: city.name, slug: city.slug, county: "" }))
      .map(({ name, slug }) => ({ name, slug }))
      .sort((a, b) => a.name.localeCompare(b.name, FORMAT_LOCALE[lng])),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: FREE_FOOD_PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

export default function FreeFoodIndex({ loaderData }: Route.ComponentProps) {
  const { appUrl, popular, all } = loaderData;
  const t = usePlacesT();
  const crumbs = [{ label: t("crumbs.home"), to: "/" }, { label: t("crumbs.freeFood") }];
  return (
    <>
      <PageHero
        titleId="free-food-title"
        title={t("freeFood.heading")}
        above={
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={appUrl}
            currentPath={FREE_FOOD_PATH}
            label={t("trail")}
          />
        }
        lead={t("freeFood.lead")}
        art={<TrugIllustration className="mx-auto hidden w-full max-w-sm md:block" />}
        textGap="roomy"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={listingsHref({ free: true })}>
              <Search aria-hidden="true" /> {t("freeFood.searchAll")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/create-listing">
              <Sprout aria-hidden="true" /> {t("freeFood.share")}
            </Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="popular-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-5 py-12">
          <h2 id="popular-title" className="text-3xl">
            {t("freeFood.popularTitle")}
          </h2>
          {popular.length === 0 ? (
            <p>{t("freeFood.noCities")}</p>
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
                      <span className="block font-bold text-soil">
                        {t("freeFood.cityLink", { city: city.name })}
                      </span>
                      <span className="block text-sm text-ink-muted">
                        {t("freeFood.cityDetail", {
                          county: city.county,
                          population: city.population,
                        })}
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
            {t("freeFood.allTitle")}
          </h2>
          {all.length === 0 ? (
            <p>{t("freeFood.noCities")}</p>
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
          title={t("freeFood.moreTitle")}
          links={[
            {
              to: "/listings",
              label: t("freeFood.browse"),
              text: t("freeFood.browseText"),
              icon: Store,
            },
            {
              to: "/food-banks",
              label: t("freeFood.foodBanks"),
              text: t("freeFood.foodBanksText"),
              icon: HeartHandshake,
            },
            {
              to: "/community-groups",
              label: t("freeFood.groups"),
              text: t("freeFood.groupsText"),
              icon: Users,
            },
            {
              to: "/signup",
              label: t("freeFood.join"),
              text: t("freeFood.joinText"),
              icon: UserPlus,
            },
          ]}
        />
      </Container>
    </>
  );
}
