import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { POSTCODE_DATA_CREDIT } from "~/components/postcode-data-credit";
import { pageMeta } from "~/components/seo";
import { Container, Section } from "~/components/ui/container";
import { FOOD_BANK_DATA_SOURCE } from "~/food-banks/data-credit";
import { NEEDS_RADIUS_MILES } from "~/food-banks/food-bank-links";
import { GLUT_LICENCE, OGL_V3 } from "~/open-data/attribution";
import { OPEN_DATA_RATE_LIMIT, SMALLEST_COUNT_SHOWN } from "~/open-data/open-data-limits";
import { API_BASE, OPEN_DATA_PAGE } from "~/open-data/open-data-paths";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/open-data-page";

const crumbs = [{ label: "Home", to: "/" }, { label: "Open data" }];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { appUrl: env.APP_URL };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Open data: Glut's API, feeds and widget",
    description:
      "Reuse Glut's public data: food banks with their needs and excess items, allotment councils, cities, the planting calendar and what is being shared where, as JSON and GeoJSON.",
    path: OPEN_DATA_PAGE,
    appUrl: loaderData?.appUrl ?? "",
  });

const endpoints = [
  {
    path: "/food-banks",
    what: "Food banks with their needs and excess items, from Give Food. Add ?city= with a city's slug for one city's.",
    geo: true,
  },
  { path: "/food-banks/{id}", what: "One food bank, by its id in Give Food's data.", geo: false },
  {
    path: "/cities",
    what: "The cities and large towns Glut has pages for, largest first.",
    geo: true,
  },
  {
    path: "/allotment-councils",
    what: "Councils' allotment pages: where to apply for a plot, with contacts where the council gives them.",
    geo: false,
  },
  {
    path: "/planting-calendar",
    what: "When to sow under cover, sow outside, plant out and harvest each crop, by month.",
    geo: false,
  },
  {
    path: "/sharing",
    what: "How many active listings there are in each postcode district (or Northern Irish town), by category.",
    geo: true,
  },
] as const;

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-3xl">
      {children}
    </h2>
  );
}

export default function OpenDataPage({ loaderData }: Route.ComponentProps) {
  const { appUrl } = loaderData;
  const api = `${appUrl}${API_BASE}`;
  const widgetSnippet = `<iframe src="${appUrl}/embed/food-bank/YOUR-ID" title="What growers near us are offering" width="100%" height="110" style="border:0"></iframe>`;
  return (
    <>
      <Section className="pb-6 sm:pb-8">
        <Container className="flex flex-col gap-5">
          <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={OPEN_DATA_PAGE} />
          <h1 className="text-4xl sm:text-5xl">Open data</h1>
          <p className="max-w-prose text-lg">
            The public data Glut holds can help food banks, councils and community groups: take it,
            reuse it and build on it. Everything here is read-only, needs no key and no account, and
            never includes a member or what a member wrote.
          </p>
        </Container>
      </Section>

      <Container className="flex max-w-prose flex-col gap-10 pb-12">
        <section aria-labelledby="api-title" className="flex flex-col gap-4">
          <Heading id="api-title">The API</Heading>
          <p>
            Every address starts with <code>{api}</code> and answers <code>GET</code> with JSON.
            Those marked GeoJSON also answer{" "}
            <a href={`${API_BASE}/cities?format=geojson`}>
              <code>?format=geojson</code>
            </a>{" "}
            with a GeoJSON feature collection (RFC 7946), one point for each item.
          </p>
          <ul className="flex flex-col gap-3">
            {endpoints.map((endpoint) => (
              <li key={endpoint.path}>
                {endpoint.path.includes("{") ? (
                  <code>{`${API_BASE}${endpoint.path}`}</code>
                ) : (
                  <a href={`${API_BASE}${endpoint.path}`}>
                    <code>{`${API_BASE}${endpoint.path}`}</code>
                  </a>
                )}
                {endpoint.geo ? " (JSON or GeoJSON)" : " (JSON)"}: {endpoint.what}
              </li>
            ))}
          </ul>
          <p>
            The <a href={`${API_BASE}/openapi.json`}>OpenAPI 3.1 description</a> gives every field;
            its schemas are checked against the real answers in Glut&rsquo;s tests.
          </p>
          <p>
            Places are never exact: a food bank is at its postcode district&rsquo;s centre, a city
            at its centre, and the sharing counts are by postcode district. A category with fewer
            than {SMALLEST_COUNT_SHOWN} listings in a district is left out, so a count can never
            point at one household.
          </p>
        </section>

        <section aria-labelledby="limits-title" className="flex flex-col gap-4">
          <Heading id="limits-title">Limits, caching and use from other sites</Heading>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              Each client address may make {OPEN_DATA_RATE_LIMIT.max} requests a minute to the API,
              the feeds and the widget together. Past that the answer is{" "}
              <code>429 Too Many Requests</code> with a <code>Retry-After</code> header saying how
              many seconds to wait.
            </li>
            <li>
              Every answer has an <code>ETag</code>: send it back in <code>If-None-Match</code> and
              an unchanged answer comes back as <code>304 Not Modified</code>, which is quicker and
              does not need the body again. Shared caches may keep an answer for a minute.
            </li>
            <li>
              Any website may read the API from a browser: the answers carry{" "}
              <code>Access-Control-Allow-Origin: *</code>. No cookies are set and none are read.
            </li>
          </ul>
        </section>

        <section aria-labelledby="licence-title" className="flex flex-col gap-4">
          <Heading id="licence-title">Licence and credit</Heading>
          <p>
            Each answer says whom to credit in its own <code>attribution</code> field.
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              Food banks, their needs and excess items come from{" "}
              <a href={FOOD_BANK_DATA_SOURCE.url}>{FOOD_BANK_DATA_SOURCE.name}</a>,{" "}
              {FOOD_BANK_DATA_SOURCE.description}. Credit Give Food with a link to its homepage when
              you reuse them, as it asks.
            </li>
            <li>
              Allotment councils, the planting calendar and the sharing counts are Glut&rsquo;s,
              under <a href={GLUT_LICENCE.url}>{GLUT_LICENCE.name}</a>: credit Glut with a link.
            </li>
            <li>
              City populations come from the ONS, National Records of Scotland and NISRA under the{" "}
              <a href={OGL_V3.url}>{OGL_V3.name}</a>.
            </li>
            <li>{POSTCODE_DATA_CREDIT}</li>
          </ul>
        </section>

        <section aria-labelledby="feeds-title" className="flex flex-col gap-4">
          <Heading id="feeds-title">Feeds</Heading>
          <p>
            Each food bank&rsquo;s page links an Atom feed of its needs, at{" "}
            <code>/food-bank/&#123;id&#125;/needs.atom</code>: a feed reader shows a new entry
            whenever the list changes. The forum has no public feed: its topics are for members
            only.
          </p>
        </section>

        <section aria-labelledby="widget-title" className="flex flex-col gap-4">
          <Heading id="widget-title">A widget for your food bank&rsquo;s website</Heading>
          <p>
            A food bank can show on its own site what growers within {NEEDS_RADIUS_MILES} miles are
            offering of its needs, such as &ldquo;Growers near us are offering: potatoes (3), apples
            (2)&rdquo;. It shows counts only, sets no cookies and runs no script. Paste this where
            it should appear, with your food bank&rsquo;s id from its address on Glut (
            <Link to="/food-banks">find your food bank</Link>):
          </p>
          <pre className="overflow-x-auto rounded-md bg-cream-deep p-4 text-sm whitespace-pre-wrap break-all">
            <code>{widgetSnippet}</code>
          </pre>
        </section>
      </Container>
    </>
  );
}
