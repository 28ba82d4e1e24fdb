import { Apple, ClipboardList, MapPin, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { staticPage } from "~/components/hydration";
import { HandsIllustration } from "~/components/illustrations/hands";
import { InlineScript } from "~/components/inline-script";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/container";
import { citiesByPopulation } from "~/data/cities-by-population";
import { UK_REGION_KEYS } from "~/data/uk-regions";
import { CitySearch } from "~/food-banks/city-search";
import citySearchScript from "~/food-banks/city-search.island.ts?inline-script";
import { cityForSearch, suggestCities } from "~/food-banks/city-suggestions";
import { FoodBankDataCredit } from "~/food-banks/food-bank-page-sections";
import { CITY_SEARCH_PARAM, foodBankCityHref } from "~/food-banks/suggest-cities";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/directory";

const PATH = "/food-banks";

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = getServices(context);
  // Without JavaScript the search is a GET form: a search that names a city goes straight to it.
  const query = (url.searchParams.get(CITY_SEARCH_PARAM) ?? "").trim().slice(0, 100);
  if (query !== "") {
    const city = cityForSearch(query);
    if (city) throw redirect(foodBankCityHref(city.slug));
  }
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "foodBanks");
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("directory.title"),
    description: t("directory.description"),
    query,
    matches: query === "" ? null : suggestCities(query),
    cities: citiesByPopulation.map(({ name, slug, county, region, population }) => ({
      name,
      slug,
      county,
      region,
      population,
    })),
  };
}

export const headers = publicPageHeaders;

// A static page (decisions 0057, 0059): the search's suggestions come from a small inline script,
// which suggests from the cities this page lists.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  // A search's results page is not a page of its own for search engines.
  ...(loaderData?.query ? [{ name: "robots", content: "noindex" }] : []),
];

/** The steps, each with its catalogue's `directory.steps.<key>` title and text. */
const steps = [
  { key: "referral", icon: ClipboardList },
  { key: "find", icon: MapPin },
  { key: "parcel", icon: Package },
] as const;

/** Shown unfolded above the regions: the cities most people look for. */
const LARGEST_SHOWN = 8;

const REGION_ORDER = Object.keys(UK_REGION_KEYS);

type ListedCity = {
  name: string;
  slug: string;
  county: string;
  region: string;
  population: number;
};

/** The cities grouped by region, in the ONS order, each region's largest first. */
function byRegion(cities: readonly ListedCity[]) {
  const rank = (region: string) => {
    const index = REGION_ORDER.indexOf(region);
    return index === -1 ? REGION_ORDER.length : index;
  };
  const regions = [...new Set(cities.map((city) => city.region))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, "en-GB"),
  );
  return regions.map((region) => ({
    region,
    cities: cities.filter((city) => city.region === region),
  }));
}

function CityLink({
  city,
  numbers,
  suggestable = false,
}: {
  city: ListedCity;
  numbers: Intl.NumberFormat;
  suggestable?: boolean;
}) {
  const { t } = useTranslation("foodBanks");
  const population = numbers.format(city.population);
  return (
    <Link
      to={foodBankCityHref(city.slug)}
      className="flex min-h-11 flex-col justify-center py-1"
      {...(suggestable
        ? {
            "data-suggest-name": city.name,
            "data-suggest-slug": city.slug,
            "data-suggest-county": city.county,
            "data-suggest-population": city.population,
          }
        : {})}
    >
      <span className="font-semibold">{t("directory.cityLink", { city: city.name })}</span>
      <span className="text-sm text-ink-muted no-underline">
        {t("directory.cityDetail", { county: city.county, population })}
      </span>
    </Link>
  );
}

export default function FoodBankDirectory({ loaderData }: Route.ComponentProps) {
  const { query, matches, cities, lng } = loaderData;
  const numbers = new Intl.NumberFormat(FORMAT_LOCALE[lng]);
  const { t } = useTranslation("foodBanks");
  const regionName = (region: string) =>
    UK_REGION_KEYS[region] ? t(`regions.${UK_REGION_KEYS[region]}`) : region;
  return (
    <div>
      <PageHero
        title={t("directory.title")}
        lead={t("directory.lead")}
        art={<HandsIllustration className="mx-auto hidden w-full max-w-xs md:block" />}
        textGap="roomy"
      >
        <CitySearch defaultValue={query} />
      </PageHero>

      {matches ? <SearchResults query={query} matches={matches} /> : null}

      <Section aria-labelledby="how-title">
        <Container className="flex flex-col gap-6">
          <h2 id="how-title" className="text-3xl">
            {t("directory.howTitle")}
          </h2>
          <ol className="grid gap-5 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.key}
                className="flex flex-col gap-3 rounded-card border border-line bg-card p-5"
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-leaf text-lg font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <step.icon aria-hidden="true" className="size-6 text-leaf" />
                </span>
                <h3 className="text-xl">
                  <span className="sr-only">{t("directory.step", { number: index + 1 })}</span>
                  {t(`directory.steps.${step.key}.title`)}
                </h3>
                <p>{t(`directory.steps.${step.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </Section>

      <Section aria-labelledby="cities-title" className="bg-card">
        <Container className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="cities-title" className="text-3xl">
              {t("directory.citiesTitle")}
            </h2>
            <p className="text-ink-muted">{t("directory.citiesIntro")}</p>
          </div>
          <h3 className="text-xl">{t("directory.largest")}</h3>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
            {cities.slice(0, LARGEST_SHOWN).map((city) => (
              <li key={city.slug}>
                <CityLink city={city} numbers={numbers} />
              </li>
            ))}
          </ul>
          <h3 className="text-xl">{t("directory.everyCity")}</h3>
          {/* 129 links in one list made a 10,900 px page on a phone (issue 32): folded by region,
              the page is short, and it needs no script. The search above finds a town by name. */}
          <div className="flex flex-col gap-2">
            {byRegion(cities).map(({ region, cities: inRegion }) => (
              <details key={region} className="rounded-card border border-line bg-cream">
                <summary className="flex min-h-11 cursor-pointer items-center px-4 py-2 font-semibold">
                  {t("directory.region", { region: regionName(region), number: inRegion.length })}
                </summary>
                <ul className="grid gap-x-6 gap-y-1 px-4 pb-3 sm:grid-cols-2 lg:grid-cols-4">
                  {inRegion.map((city) => (
                    <li key={city.slug}>
                      {/* The search's suggestions are read from these (city-search.enhance.ts). */}
                      <CityLink city={city} numbers={numbers} suggestable />
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </Container>
      </Section>

      <Section aria-labelledby="produce-title">
        <Container>
          <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-leaf-soft p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <Apple aria-hidden="true" className="mt-1 size-8 shrink-0 text-leaf" />
              <div className="flex flex-col gap-1">
                <h2 id="produce-title" className="text-2xl">
                  {t("directory.produceTitle")}
                </h2>
                <p className="max-w-prose">{t("directory.produceText")}</p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link to="/free-food">{t("directory.findFreeFood")}</Link>
            </Button>
          </div>
        </Container>
      </Section>

      <Container className="pb-12">
        <FoodBankDataCredit />
      </Container>
      <InlineScript code={citySearchScript} />
    </div>
  );
}

function SearchResults({
  query,
  matches,
}: {
  query: string;
  matches: NonNullable<Route.ComponentProps["loaderData"]["matches"]>;
}) {
  const { t } = useTranslation("foodBanks");
  return (
    <Section aria-labelledby="results-title" className="pb-0 sm:pb-0">
      <Container className="flex flex-col gap-4">
        <h2 id="results-title" className="text-2xl">
          {t("directory.resultsTitle", { query })}
        </h2>
        {matches.length === 0 ? (
          <p>{t("directory.noResults")}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {matches.map((city) => (
              <li key={city.slug}>
                <Button asChild variant="outline">
                  <Link to={foodBankCityHref(city.slug)}>
                    {city.name}
                    <span className="font-normal text-ink-muted">{city.county}</span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  );
}
