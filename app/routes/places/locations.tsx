import { Carrot, MapPin, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { citiesByPopulation } from "~/data/cities-by-population";
import { cityNamesIn } from "~/data/welsh-place-names";
import { countFormsIn } from "~/i18n/count-forms";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import {
  cityMatches,
  groupByRegion,
  LOCATION_QUERY_MAX,
  normaliseLocationQuery,
  searchCities,
} from "~/places/city-search";
import locationsSearchScript from "~/places/locations-search.island.ts?inline-script";
import { cityPath, freeFoodPath, LOCATIONS_PATH } from "~/places/place-links";
import { type PlacesT, placesTIn, populationIn, regionIn, usePlacesT } from "~/places/place-words";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/locations";

// The search is a GET form (?q=), so it works without JavaScript; with it, the list narrows as you
// type and the address follows without a round trip. A static page (decisions 0057, 0059): the
// typing is handled by a small inline script, not by React.

export const handle = staticPage;

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = placesTIn(getI18n(context).getFixedT(null, "places"), lng);
  return {
    appUrl: env.APP_URL,
    query: normaliseLocationQuery(url.searchParams.get("q")),
    lng,
    title: t("locations.title"),
    description: t("locations.description"),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: LOCATIONS_PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

type City = (typeof citiesByPopulation)[number];

/**
 * A city as the page in `lng` shows it (a place in Wales by its Welsh name on a Welsh page, its
 * region in the page's language), and what the search matches: the shown names and the English.
 */
function cityIn(t: PlacesT, lng: Language, city: City) {
  const named = cityNamesIn(lng, city);
  const region = regionIn(t, city.region);
  const both = (english: string, shown: string) =>
    shown === english ? english : `${shown} ${english}`;
  return {
    city,
    name: named.name,
    county: named.county,
    population: populationIn(t, lng, city, named.name),
    searchable: {
      name: both(city.name, named.name),
      county: both(city.county, named.county),
      region: both(city.region, region),
    },
  };
}

type ShownCity = ReturnType<typeof cityIn>;

/** '12 cities' in the page's language. */
const cityCountIn = (t: PlacesT, lng: Language, count: number) =>
  t("locations.cityCount", { count, n: count.toLocaleString(FORMAT_LOCALE[lng]) });

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { appUrl, query, lng } = loaderData;
  const t = usePlacesT();
  const crumbs = [{ label: t("crumbs.home"), to: "/" }, { label: t("crumbs.ukCities") }];
  // The inline script below wires the search.

  const shown = new Map(citiesByPopulation.map((city) => [city, cityIn(t, lng, city)]));
  const found = searchCities(
    [...shown.values()].map(({ searchable }) => searchable),
    query,
  ).length;
  // Regions A to Z by the names the page shows.
  const groups = groupByRegion(citiesByPopulation)
    .map((group) => ({ ...group, name: regionIn(t, group.region) }))
    .sort((a, b) => a.name.localeCompare(b.name, FORMAT_LOCALE[lng]));
  const statusText =
    found > 0
      ? t("locations.showing", { cities: cityCountIn(t, lng, found) })
      : normaliseLocationQuery(query)
        ? t("locations.noMatch")
        : t("locations.none");

  return (
    <div data-locations-search="">
      <section aria-labelledby="locations-title" className="bg-leaf-soft">
        <Container className="flex flex-col gap-5 py-10 md:py-14">
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={appUrl}
            currentPath={LOCATIONS_PATH}
            label={t("trail")}
          />
          <h1 id="locations-title" className="text-4xl sm:text-5xl">
            {t("locations.heading")}
          </h1>
          <p className="max-w-prose text-lg">{t("locations.lead")}</p>
          <Form
            method="get"
            action={LOCATIONS_PATH}
            role="search"
            aria-label={t("locations.searchLabel")}
            preventScrollReset
            className="flex max-w-2xl flex-col gap-2"
          >
            <Label htmlFor="location-search">{t("locations.inputLabel")}</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="location-search"
                type="search"
                name="q"
                defaultValue={query}
                maxLength={LOCATION_QUERY_MAX}
                placeholder={t("locations.placeholder")}
                autoComplete="off"
              />
              <Button type="submit" className="shrink-0">
                <Search aria-hidden="true" /> {t("locations.search")}
              </Button>
            </div>
          </Form>
        </Container>
      </section>

      <Container className="flex flex-col gap-8 py-10">
        <p
          aria-live="polite"
          className="font-semibold"
          data-locations-status=""
          // The words for the inline script, which counts again as the visitor types.
          data-count-forms={JSON.stringify(countFormsIn(t, lng, "locations.cityCount"))}
          data-showing={t("locations.showing", { cities: "{cities}" })}
          data-none={t("locations.none")}
          data-no-match={t("locations.noMatch")}
        >
          {statusText}
        </p>
        <p data-locations-show-every="" hidden={found > 0 || !query}>
          <Link to={LOCATIONS_PATH}>{t("locations.showEvery")}</Link>
        </p>
        {groups.map((group) => (
          <RegionSection
            key={group.region}
            region={group.region}
            name={group.name}
            cities={group.cities.map((city) => shown.get(city) ?? cityIn(t, lng, city))}
            query={query}
            lng={lng}
          />
        ))}
      </Container>
      <InlineScript code={locationsSearchScript} />
    </div>
  );
}

/** A region's cities, every one of them, with those the search leaves out hidden. */
function RegionSection({
  region,
  name,
  cities,
  query,
  lng,
}: {
  /** In English, for the section's id. */
  region: string;
  /** In the page's language. */
  name: string;
  cities: ShownCity[];
  query: string;
  lng: Language;
}) {
  const t = usePlacesT();
  const id = `region-${region.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const shown = searchCities(
    cities.map(({ searchable }) => searchable),
    query,
  ).length;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4"
      data-region-group=""
      hidden={shown === 0}
    >
      <h2 id={id} className="text-2xl">
        {name}{" "}
        <span className="text-base font-semibold text-ink-muted" data-region-count="">
          ({cityCountIn(t, lng, shown)})
        </span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map(({ city, name, county, population, searchable }) => (
          <li
            key={city.slug}
            data-city=""
            data-name={searchable.name}
            data-county={searchable.county}
            data-region={searchable.region}
            hidden={!cityMatches(searchable, query)}
            className="flex flex-col gap-3 rounded-card border border-line bg-card p-4 shadow-sm shadow-soil/10"
          >
            <div>
              <h3 className="text-xl">{name}</h3>
              <p className="text-ink-muted">
                {county} · {population}
              </p>
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button asChild>
                <Link to={cityPath(city.slug)}>
                  <MapPin aria-hidden="true" /> {t("locations.growers")}
                  <span className="sr-only">{t("locations.inCity", { city: name })}</span>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={freeFoodPath(city.slug)}>
                  <Carrot aria-hidden="true" /> {t("locations.freeFood")}
                  <span className="sr-only">{t("locations.inCity", { city: name })}</span>
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
