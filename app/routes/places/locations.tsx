import { Carrot, MapPin, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { InlineScript, useEnhancer } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { citiesByPopulation } from "~/data/cities-by-population";
import {
  cityCountText,
  cityMatches,
  groupByRegion,
  LOCATION_QUERY_MAX,
  locationsStatusText,
  normaliseLocationQuery,
  searchCities,
} from "~/places/city-search";
import { enhanceLocationsSearch } from "~/places/locations-search.enhance";
import locationsSearchScript from "~/places/locations-search.island.ts?inline-script";
import { cityPath, freeFoodPath, LOCATIONS_PATH } from "~/places/place-links";
import { populationWithBasis } from "~/places/population-basis";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/locations";

// The search is a GET form (?q=), so it works without JavaScript; with it, the list narrows as you
// type and the address follows without a round trip. A static page (decisions 0057, 0059): the
// typing is handled by a small inline script, not by React.

export const handle = staticPage;

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { appUrl: env.APP_URL, query: normaliseLocationQuery(url.searchParams.get("q")) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "UK Cities and Towns",
    description:
      "Find growers, free produce, food banks and council allotments in more than 120 UK cities and towns, from Aberdeen to Plymouth and Belfast to Norwich.",
    path: LOCATIONS_PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const crumbs = [{ label: "Home", to: "/" }, { label: "UK Cities" }];

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { appUrl, query } = loaderData;
  // Sent as a static page, the inline script below wires the search; after a client navigation
  // React renders the page, and runs the same enhancer itself.
  const search = useEnhancer<HTMLDivElement>(enhanceLocationsSearch);

  const found = searchCities(citiesByPopulation, query);
  const groups = groupByRegion(citiesByPopulation);

  return (
    <div data-locations-search="" ref={search.ref} key={search.key}>
      <section aria-labelledby="locations-title" className="bg-leaf-soft">
        <Container className="flex flex-col gap-5 py-10 md:py-14">
          <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={LOCATIONS_PATH} />
          <h1 id="locations-title" className="text-4xl sm:text-5xl">
            UK cities and towns
          </h1>
          <p className="max-w-prose text-lg">
            Pick your city to see what growers near you are sharing, where to find free food, and
            how to get an allotment plot.
          </p>
          <Form
            method="get"
            action={LOCATIONS_PATH}
            role="search"
            aria-label="Search cities"
            preventScrollReset
            className="flex max-w-2xl flex-col gap-2"
          >
            <Label htmlFor="location-search">Search by city, county or region</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="location-search"
                type="search"
                name="q"
                defaultValue={query}
                maxLength={LOCATION_QUERY_MAX}
                placeholder="Leeds, Kent, Scotland…"
                autoComplete="off"
              />
              <Button type="submit" className="shrink-0">
                <Search aria-hidden="true" /> Search
              </Button>
            </div>
          </Form>
        </Container>
      </section>

      <Container className="flex flex-col gap-8 py-10">
        <p aria-live="polite" className="font-semibold" data-locations-status="">
          {locationsStatusText(found.length, query)}
        </p>
        <p data-locations-show-every="" hidden={found.length > 0 || !query}>
          <Link to={LOCATIONS_PATH}>Show every city</Link>
        </p>
        {groups.map((group) => (
          <RegionSection
            key={group.region}
            region={group.region}
            cities={group.cities}
            query={query}
          />
        ))}
      </Container>
      <InlineScript code={locationsSearchScript} />
    </div>
  );
}

type CityItem = (typeof citiesByPopulation)[number];

/** A region's cities, every one of them, with those the search leaves out hidden. */
function RegionSection({
  region,
  cities,
  query,
}: {
  region: string;
  cities: CityItem[];
  query: string;
}) {
  const id = `region-${region.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const shown = searchCities(cities, query).length;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4"
      data-region-group=""
      hidden={shown === 0}
    >
      <h2 id={id} className="text-2xl">
        {region}{" "}
        <span className="text-base font-semibold text-ink-muted" data-region-count="">
          ({cityCountText(shown)})
        </span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => (
          <li
            key={city.slug}
            data-city=""
            data-name={city.name}
            data-county={city.county}
            data-region={city.region}
            hidden={!cityMatches(city, query)}
            className="flex flex-col gap-3 rounded-card border border-line bg-card p-4 shadow-sm shadow-soil/10"
          >
            <div>
              <h3 className="text-xl">{city.name}</h3>
              <p className="text-ink-muted">
                {city.county} · {populationWithBasis(city)}
              </p>
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button asChild>
                <Link to={cityPath(city.slug)}>
                  <MapPin aria-hidden="true" /> Growers
                  <span className="sr-only"> in {city.name}</span>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={freeFoodPath(city.slug)}>
                  <Carrot aria-hidden="true" /> Free food
                  <span className="sr-only"> in {city.name}</span>
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
