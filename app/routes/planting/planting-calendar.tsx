import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { getCurrentUser, requireUser } from "~/accounts/current-user.server";
import { pageMeta } from "~/components/seo";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { growingRegion } from "~/data/growing-regions";
import { badCompanions, goodCompanions } from "~/data/planting-companions";
import { monthGuide, monthGuides } from "~/data/planting-months";
import { seasonGuides } from "~/data/planting-seasons";
import {
  calendarHref,
  calendarTabLabels,
  calendarTabs,
  monthParam,
  parseCalendarQuery,
} from "~/planting/calendar-query";
import { CompanionSection, FeatureCards } from "~/planting/feature-cards";
import { loadGarden } from "~/planting/garden.server";
import { GardenSignInPrompt, GardenTracker } from "~/planting/garden-tracker";
import { MonthlyView } from "~/planting/monthly-view";
import { PlantingGuideText } from "~/planting/planting-guide-text";
import { memberRegion, resolveRegion, saveMemberRegion } from "~/planting/planting-region.server";
import { changePlantings } from "~/planting/plantings.server";
import { RegionPicker } from "~/planting/region-picker";
import { REGION_INTENT, regionMessages } from "~/planting/region-schema";
import { harvestShiftDays, regionalMonthGuides, regionTiming } from "~/planting/regional-timing";
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
  // My Garden's dates are the member's own region's; `?region=` only changes the guides.
  const regionParams = new URLSearchParams(url.searchParams);
  if (query.tab === "garden") regionParams.delete("region");
  const resolved = await resolveRegion(db, user, regionParams);
  const gardenRegion = garden && user ? (await memberRegion(db, user)).region : null;
  const region = {
    ...resolved,
    timing: regionTiming(resolved.region),
    suggestion: resolved.suggestion
      ? {
          place: resolved.suggestion.place,
          regionId: resolved.suggestion.region,
          regionName: growingRegion(resolved.suggestion.region).name,
        }
      : null,
    gardenShiftDays: gardenRegion ? harvestShiftDays(gardenRegion) : 0,
    // A visitor's choice travels in the address from view to view.
    carried:
      resolved.source === "chosen" || resolved.source === "district"
        ? { region: resolved.region.id }
        : ({} as Record<string, string>),
  };
  return { appUrl: env.APP_URL, signedIn: user !== null, query, garden, region };
}

/** Any signed-in account may keep a garden; visitors are sent to sign in and brought back. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const services = getServices(context);
  const form = await readForm(request);
  if (form.get("intent") === REGION_INTENT) {
    const saved = await saveMemberRegion(services.db, user, form);
    if (!saved.ok) throw data(saved.message, { status: 400 });
    // Back to the view the form was on; an odd tab or month falls back as the address would.
    const back = parseCalendarQuery(
      new URLSearchParams({
        tab: String(form.get("tab") ?? ""),
        month: String(form.get("month") ?? ""),
      }),
      new Date(),
      true,
    );
    return services.toasts.redirect(
      calendarHref(back.tab, back.tab === "monthly" ? { month: monthParam(back.shown) } : {}),
      { type: "success", title: saved.message },
      { headers: { "X-Remix-Replace": "true" } },
    );
  }
  const outcome = await changePlantings(services.db, user, form);
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
  const { query, garden, signedIn, region } = loaderData;
  const guides = regionalMonthGuides(monthGuides, growingRegion(region.timing.id));
  const shownGuide =
    guides.find((guide) => guide.month === query.shown.month) ?? monthGuide(query.shown.month);
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
                    to={`${calendarHref(tab, region.carried)}#calendar-views`}
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
        <RegionPicker
          timing={region.timing}
          source={region.source}
          place={region.place}
          tab={query.tab}
          month={query.tab === "monthly" ? monthParam(query.shown) : null}
          signedIn={signedIn}
          districtTyped={region.districtTyped}
          districtError={region.districtError}
          suggestion={region.suggestion}
        />
        {query.tab === "garden" ? (
          garden ? (
            <GardenTracker
              garden={garden}
              lastResult={actionData?.result}
              regionName={region.timing.name}
              harvestShiftDays={region.gardenShiftDays}
            />
          ) : (
            <GardenSignInPrompt />
          )
        ) : null}
        {query.tab === "monthly" ? (
          <MonthlyView
            guide={shownGuide}
            timing={region.timing}
            linkExtra={region.carried}
            shown={query.shown}
            previous={query.previous}
            next={query.next}
          />
        ) : null}
        {query.tab === "seasonal" ? (
          <SeasonalView seasons={seasonGuides} timing={region.timing} />
        ) : null}
        {query.tab === "yearly" ? (
          <YearlyOverview guides={guides} year={query.current.year} timing={region.timing} />
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
        {!refused
          ? "Something went wrong"
          : error.data === regionMessages.unknown
            ? "That growing region is not available"
            : "That planting is not available"}
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
