import {
  ArrowRight,
  Carrot,
  ExternalLink,
  Mail,
  MapPin,
  Phone,
  RotateCcw,
  Search,
  Shovel,
  Users,
} from "lucide-react";
import { useState } from "react";
import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useSearchParams,
} from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SeedlingIllustration } from "~/components/illustrations";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import {
  ALLOTMENT_FILTER_MAX_LENGTH,
  type AllotmentEntry,
  type AllotmentFilters,
  allotmentCitySlug,
  allotmentCounties,
  allotmentFilters,
  allotments,
  searchAllotments,
  showingText,
} from "~/places/allotments";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/allotments";

const PATH = "/allotments";
const crumbs = [{ label: "Home", to: "/" }, { label: "Allotments" }];

export function loader({ context }: Route.LoaderArgs) {
  return { appUrl: getServices(context).env.APP_URL };
}

// The directory is static and filters in the browser, so a new search in the address needs
// nothing from the server; leaving and coming back does.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Council allotments across the UK: where to apply for a plot",
    description:
      "Find your council's allotment page in London, England, Scotland, Wales and Northern Ireland: how to apply, who keeps the waiting list and how to get in touch.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

/** The address for these filters, leaving out the empty ones. */
function filtersHref(filters: AllotmentFilters): string {
  const params = new URLSearchParams();
  if (filters.location.trim() !== "") params.set("location", filters.location);
  if (filters.county !== "") params.set("county", filters.county);
  const query = params.toString();
  return query === "" ? PATH : `${PATH}?${query}`;
}

export default function Allotments({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();

  // What the fields hold. Every navigation to this page (a city page's link, Clear Filters, back
  // and forward, the form sent without JavaScript) fills them from the address.
  const [filters, setFilters] = useState(() => allotmentFilters(searchParams));
  const [shownLocationKey, setShownLocationKey] = useState(location.key);
  if (location.key !== shownLocationKey) {
    setShownLocationKey(location.key);
    setFilters(allotmentFilters(searchParams));
  }

  // Typing only rewrites the address, so a reload or a shared link shows the same list. It is not
  // a router navigation: one per keystroke would lag behind fast typing and undo it.
  function change(next: AllotmentFilters) {
    setFilters(next);
    window.history.replaceState(window.history.state, "", filtersHref(next));
  }

  const found = searchAllotments(allotments, filters);

  return (
    <>
      <PageHero
        title="Find a council allotment"
        above={<Breadcrumbs crumbs={crumbs} appUrl={loaderData.appUrl} currentPath={PATH} />}
        lead="An allotment gives you room to grow far more than a back garden. A full-size plot is typically 250–300 square metres, and many councils also let half plots and smaller starter plots. Find your council below to see how to apply and who keeps the waiting list."
        art={<SeedlingIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      />

      <section aria-labelledby="directory-title">
        <Container className="flex flex-col gap-6 py-10">
          <h2 id="directory-title" className="text-3xl">
            Council allotment directory
          </h2>
          <Form
            method="get"
            action={PATH}
            role="search"
            aria-label="Search allotments"
            className="grid gap-4 rounded-card border border-line bg-card p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_auto]"
            onSubmit={(event) => {
              // With JavaScript the list already shows these results; keep the address in step.
              event.preventDefault();
              change(filters);
            }}
          >
            <Field label="Town, city, county or council" id="allotment-location">
              <Input
                type="search"
                name="location"
                value={filters.location}
                maxLength={ALLOTMENT_FILTER_MAX_LENGTH}
                placeholder="For example Leeds or Greater London"
                autoComplete="address-level2"
                onChange={(event) => change({ ...filters, location: event.target.value })}
              />
            </Field>
            <Field label="County" id="allotment-county">
              <NativeSelect
                name="county"
                value={filters.county}
                onChange={(event) => change({ ...filters, county: event.target.value })}
              >
                <option value="">All counties</option>
                {allotmentCounties.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
              <Button type="submit">
                <Search aria-hidden="true" /> Search
              </Button>
              <Button asChild variant="outline">
                <Link to={PATH} preventScrollReset>
                  <RotateCcw aria-hidden="true" /> Clear Filters
                </Link>
              </Button>
            </div>
          </Form>

          <p role="status" className="font-semibold">
            {showingText(found.length)}
          </p>

          {found.length === 0 ? (
            <NoAllotmentsFound />
          ) : (
            <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {found.map((entry) => (
                <li key={entry.id}>
                  <AllotmentCard entry={entry} />
                </li>
              ))}
            </ul>
          )}
          <p className="max-w-prose text-sm text-ink-muted">
            Waiting lists change all the time, so we describe them only in general terms. The
            council’s own page has the latest.
          </p>
        </Container>
      </section>

      <BeforeYouApply />

      <section aria-labelledby="society-title" className="bg-soil text-white">
        <Container className="grid items-center gap-6 py-12 md:grid-cols-[1fr_auto]">
          <div className="flex flex-col gap-2">
            <h2 id="society-title" className="text-3xl text-white">
              Run an allotment society?
            </h2>
            <p className="max-w-prose text-cream">
              Allotment societies join Glut free once we have verified them. Share your members’
              gluts with neighbours, and earn for your society from every member who joins with your
              referral link and pays for their first year.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <Button asChild variant="secondary">
              <Link to="/signup?type=community-group">
                <Users aria-hidden="true" /> Register your society
              </Link>
            </Button>
            <Button asChild variant="inverse">
              <Link to="/community-partnership">How the partnership works</Link>
            </Button>
          </div>
        </Container>
      </section>

      <section aria-labelledby="more-title">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="more-title" className="text-2xl">
            Already growing?
          </h2>
          <p className="max-w-prose text-ink-muted">
            Too many courgettes on the plot? Share them with people nearby, or see what other
            growers have to spare.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/listings">
                <Carrot aria-hidden="true" /> Browse produce
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/how-it-works">
                How Glut works <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}

function AllotmentCard({ entry }: { entry: AllotmentEntry }) {
  const slug = allotmentCitySlug(entry);
  const headingId = `allotment-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-card p-5 shadow-sm shadow-soil/10"
    >
      <h3 id={headingId} className="text-xl leading-tight">
        {entry.councilName}
      </h3>
      <p className="flex items-start gap-1.5 text-ink-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {entry.city}, {entry.county}
        </span>
      </p>
      {entry.contactEmail || entry.contactPhone ? (
        <ul className="flex flex-col gap-1">
          {entry.contactEmail ? (
            <li className="flex items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-leaf" />
              <a href={`mailto:${entry.contactEmail}`} className="break-all">
                {entry.contactEmail}
              </a>
            </li>
          ) : null}
          {entry.contactPhone ? (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-leaf" />
              <a href={`tel:${entry.contactPhone.replace(/\s/g, "")}`}>{entry.contactPhone}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="text-ink">{entry.notes}</p>
      <div className="mt-auto flex flex-col gap-3 pt-2">
        <Button asChild className="self-start">
          <a href={entry.applicationUrl} target="_blank" rel="noopener noreferrer">
            Contact Council <ExternalLink aria-hidden="true" />
            <span className="sr-only">: {entry.councilName} (opens in a new tab)</span>
          </a>
        </Button>
        {slug ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to={`/city/${slug}`} className="font-semibold">
              Growers in {entry.city}
            </Link>
            <Link to={`/free-food/${slug}`} className="font-semibold">
              Free food in {entry.city}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}

function NoAllotmentsFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Shovel aria-hidden="true" className="size-10 text-leaf" />
      <h3 className="text-2xl">No Allotments Found</h3>
      <p className="max-w-prose text-ink-muted">
        No council in our directory matches that search. Try a nearby city or the county name, or
        clear the filters to see every council. If yours is not listed, its website will have an
        allotments page.
      </p>
      <Button asChild variant="outline">
        <Link to={PATH} preventScrollReset>
          <RotateCcw aria-hidden="true" /> Clear Filters
        </Link>
      </Button>
    </div>
  );
}

const tips = [
  {
    title: "Visit the site first",
    text: "Walk round, look at the soil and the water taps, and say hello to plot holders. Most will happily tell you what grows well there.",
  },
  {
    title: "Be honest about time",
    text: "A full plot takes several hours a week in the growing season. If you are new to it, ask for a half plot or a starter plot.",
  },
  {
    title: "Keep your details up to date",
    text: "Waits can be long. If the council cannot reach you when your turn comes, the plot goes to the next person on the list.",
  },
];

function BeforeYouApply() {
  return (
    <section aria-labelledby="apply-title" className="bg-cream-deep">
      <Container className="flex flex-col gap-6 py-12">
        <h2 id="apply-title" className="text-3xl">
          Before you apply
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {tips.map((tip) => (
            <li key={tip.title} className="rounded-card border border-line bg-card p-5">
              <h3 className="text-xl">{tip.title}</h3>
              <p className="mt-2 text-ink-muted">{tip.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
