import { Carrot, MapPin, Search } from "lucide-react";
import { type ChangeEvent, useEffect, useMemo, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { citiesByPopulation } from "~/data/cities-by-population";
import {
  cityCountText,
  emptyLocationsText,
  formatPopulation,
  groupByRegion,
  LOCATION_QUERY_MAX,
  normaliseLocationQuery,
  searchCities,
} from "~/places/city-search";
import { cityPath, freeFoodPath, LOCATIONS_PATH } from "~/places/place-links";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/locations";

// The search is a GET form (?q=), so it works before JavaScript loads; once it runs, the list
// narrows as you type and the address follows without a round trip.

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

/** The address for a search, keeping whatever else the address holds. */
function addressFor(query: string): string {
  const url = new URL(window.location.href);
  if (normaliseLocationQuery(query)) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  return `${url.pathname}${url.search}${url.hash}`;
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { appUrl, query: loadedQuery } = loaderData;
  const location = useLocation();
  const [query, setQuery] = useState(loadedQuery);
  // A navigation (a submitted search, a link to /locations) sets the box from the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each navigation, even to the same query.
  useEffect(() => setQuery(loadedQuery), [loadedQuery, location.key]);

  const found = useMemo(() => searchCities(citiesByPopulation, query), [query]);
  const groups = useMemo(() => groupByRegion(found), [found]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.currentTarget.value;
    setQuery(value);
    // Keeps the router's own history entry state; no loader needs to run for a filter.
    window.history.replaceState(window.history.state, "", addressFor(value));
  }

  return (
    <>
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
                value={query}
                onChange={onChange}
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
        <p aria-live="polite" className="font-semibold">
          {found.length > 0 ? `Showing ${cityCountText(found.length)}` : emptyLocationsText(query)}
        </p>
        {found.length === 0 && normaliseLocationQuery(query) ? (
          <p>
            <Link to={LOCATIONS_PATH}>Show every city</Link>
          </p>
        ) : null}
        {groups.map((group) => (
          <RegionSection key={group.region} region={group.region} cities={group.cities} />
        ))}
      </Container>
    </>
  );
}

type CityItem = (typeof citiesByPopulation)[number];

function RegionSection({ region, cities }: { region: string; cities: CityItem[] }) {
  const id = `region-${region.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl">
        {region}{" "}
        <span className="text-base font-semibold text-ink-muted">
          ({cityCountText(cities.length)})
        </span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => (
          <li
            key={city.slug}
            className="flex flex-col gap-3 rounded-card border border-line bg-card p-4 shadow-sm shadow-soil/10"
          >
            <div>
              <h3 className="text-xl">{city.name}</h3>
              <p className="text-ink-muted">
                {city.county} · population {formatPopulation(city.population)}
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
