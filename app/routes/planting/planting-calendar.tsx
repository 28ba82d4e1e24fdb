import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { getCurrentUser, requireUser } from "~/accounts/current-user.server";
import { pageMeta } from "~/components/seo";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { badCompanions, goodCompanions } from "~/data/planting-companions";
import { monthGuide, monthGuides } from "~/data/planting-months";
import { seasonGuides } from "~/data/planting-seasons";
import {
  calendarHref,
  calendarTabLabels,
  calendarTabs,
  parseCalendarQuery,
} from "~/planting/calendar-query";
import { CompanionSection, FeatureCards } from "~/planting/feature-cards";
import { loadGarden } from "~/planting/garden.server";
import { GardenSignInPrompt, GardenTracker } from "~/planting/garden-tracker";
import { MonthlyView } from "~/planting/monthly-view";
import { PlantingGuideText } from "~/planting/planting-guide-text";
import { changePlantings } from "~/planting/plantings.server";
import { SeasonalView } from "~/planting/seasonal-view";
import { YearlyOverview } from "~/planting/yearly-overview";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/planting-calendar";

const PATH = "/planting-calendar";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const user = getCurrentUser(context);
  const now = new Date();
  const query = parseCalendarQuery(url.searchParams, now, user !== null);
  const garden =
    user && query.tab === "garden"
      ? await loadGarden(db, user, url.searchParams, { now, appUrl: env.APP_URL })
      : null;
  return { appUrl: env.APP_URL, signedIn: user !== null, query, garden };
}

/** Any signed-in account may keep a garden; visitors are sent to sign in and brought back. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const services = getServices(context);
  const outcome = await changePlantings(services.db, user, await readForm(request));
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status });
  // POST, redirect, GET: a reload does not resend, and the change is not a history entry.
  return services.toasts.redirect(
    `${PATH}?tab=garden`,
    { type: "success", title: outcome.message },
    { headers: { "X-Remix-Replace": "true" } },
  );
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  // A refused request renders the error page, with no loader data to build links from.
  !loaderData
    ? [{ title: "Planting Calendar | Glut" }]
    : pageMeta({
        title: "Fruit & Veg Planting Calendar for the UK",
        description:
          "What to sow, plant out and harvest each month in UK gardens and allotments, a seasonal planner, companion planting tables and a garden tracker saved to your account.",
        path: PATH,
        appUrl: loaderData.appUrl,
      });

export default function PlantingCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { query, garden, signedIn } = loaderData;
  const location = useLocation();
  // A feature card or tab link scrolls smoothly to the views (instantly if motion is reduced).
  useEffect(() => {
    if (location.hash !== "#calendar-views") return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById("calendar-views")
      ?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [location.hash]);

  return (
    <Container className="flex flex-col gap-10 py-10 print:py-0">
      <div className="flex max-w-prose flex-col gap-3" data-print-hide>
        <h1 className="text-4xl">Interactive Fruit &amp; Veg Planting Calendar</h1>
        <p className="text-lg">
          What to sow, plant out and harvest each month in UK gardens and allotments
          {signedIn ? ", and a tracker for what is growing in yours." : "."}
        </p>
      </div>
      <FeatureCards good={goodCompanions} bad={badCompanions} />

      <section
        id="calendar-views"
        aria-label="Planting calendar views"
        className="flex scroll-mt-24 flex-col gap-6"
      >
        <nav aria-label="Calendar views" data-print-hide>
          {/* The tabs wrap onto a second row on a narrow screen: scrolled sideways, the last ones were
            out of sight with nothing to say they were there (issue 32). */}
          <ul className="flex flex-wrap gap-1 shadow-[inset_0_-1px_0_var(--color-line)]">
            {calendarTabs.map((tab) => {
              const current = tab === query.tab;
              return (
                <li key={tab}>
                  <Link
                    to={`${calendarHref(tab)}#calendar-views`}
                    preventScrollReset
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-t-lg border-b-3 border-transparent px-4 py-2 font-semibold whitespace-nowrap text-ink-muted no-underline hover:bg-cream-deep hover:text-ink",
                      current && "border-leaf text-leaf-deep",
                    )}
                  >
                    {calendarTabLabels[tab]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {query.tab === "garden" ? (
          garden ? (
            <GardenTracker garden={garden} lastResult={actionData?.result} />
          ) : (
            <GardenSignInPrompt />
          )
        ) : null}
        {query.tab === "monthly" ? (
          <MonthlyView
            guide={monthGuide(query.shown.month)}
            shown={query.shown}
            previous={query.previous}
            next={query.next}
          />
        ) : null}
        {query.tab === "seasonal" ? <SeasonalView seasons={seasonGuides} /> : null}
        {query.tab === "yearly" ? (
          <YearlyOverview guides={monthGuides} year={query.current.year} />
        ) : null}
      </section>

      <CompanionSection good={goodCompanions} bad={badCompanions} />
      <PlantingGuideText />
    </Container>
  );
}

/** A refused edit or delete (not your planting, or gone): say so, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused =
    isRouteErrorResponse(error) && error.status !== 503 && typeof error.data === "string";
  return (
    <Container className="flex max-w-prose flex-col gap-4 py-10">
      <h1 className="text-3xl">
        {refused ? "That planting is not available" : "Something went wrong"}
      </h1>
      <p className="text-lg">
        {refused ? error.data : "The planting calendar could not be shown. Please try again."}
      </p>
      <p>
        <Link to={calendarHref("garden")}>Back to My Garden</Link>
      </p>
    </Container>
  );
}
