import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { getCurrentUser, requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { growingRegions } from "~/data/growing-regions";
import { badCompanions, goodCompanions } from "~/data/planting-companions";
import { monthGuidesIn } from "~/data/planting-months";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import {
  calendarHref,
  calendarTabs,
  monthParam,
  parseCalendarQuery,
} from "~/planting/calendar-query";
import { CompanionSection, FeatureCards } from "~/planting/feature-cards";
import { loadGarden } from "~/planting/garden.server";
import { GardenSignInPrompt, GardenTracker } from "~/planting/garden-tracker";
import { guideWords, seasonCards } from "~/planting/guide-words";
import { MonthlyView } from "~/planting/monthly-view";
import plantingCalendarScript from "~/planting/planting-calendar.island.ts?inline-script";
import { plantingChecksFor } from "~/planting/planting-checks.server";
import { PlantingGuideText } from "~/planting/planting-guide-text";
import { memberRegion, resolveRegion, saveMemberRegion } from "~/planting/planting-region.server";
import { changePlantings } from "~/planting/plantings.server";
import { RegionPicker } from "~/planting/region-picker";
import { REGION_INTENT } from "~/planting/region-schema";
import { harvestShiftDays, regionalMonthGuides, regionTiming } from "~/planting/regional-timing";
import { SeasonalView } from "~/planting/seasonal-view";
import { monthName } from "~/planting/uk-calendar";
import { YearlyOverview } from "~/planting/yearly-overview";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/planting-calendar";

const PATH = "/planting-calendar";

/** A refused request's words, for the error page: its heading and the reason. */
export interface PlantingRefusal {
  title: string;
  text: string;
}

/**
 * Gives a refusal from the tracker (another account's planting, one that is gone, an odd form)
 * its heading in the request's language; the error page shows both.
 */
async function refusedWith<T>(title: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Response && error.status >= 400 && error.status < 500) {
      const refusal: PlantingRefusal = { title, text: await error.text() };
      throw data(refusal, { status: error.status });
    }
    throw error;
  }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const user = getCurrentUser(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "planting");
  const now = new Date();
  const query = parseCalendarQuery(url.searchParams, now, user !== null);
  const garden =
    user && query.tab === "garden"
      ? await refusedWith(
          t("errors.plantingTitle"),
          loadGarden(db, user, url.searchParams, { now, appUrl: env.APP_URL, t, lng }),
        )
      : null;
  // My Garden's dates are the member's own region's; `?region=` only changes the guides.
  const regionParams = new URLSearchParams(url.searchParams);
  if (query.tab === "garden") regionParams.delete("region");
  const resolved = await resolveRegion(db, user, regionParams, t);
  const gardenRegion = garden && user ? (await memberRegion(db, user)).region : null;
  const region = {
    ...resolved,
    timing: regionTiming(resolved.region, t, lng),
    suggestion: resolved.suggestion
      ? {
          place: resolved.suggestion.place,
          regionId: resolved.suggestion.region,
          regionName: t(`regions.${resolved.suggestion.region}.name`),
        }
      : null,
    gardenShiftDays: gardenRegion ? harvestShiftDays(gardenRegion) : 0,
    // A visitor's choice travels in the address from view to view.
    carried:
      resolved.source === "chosen" || resolved.source === "district"
        ? { region: resolved.region.id }
        : ({} as Record<string, string>),
    options: growingRegions.map(({ id }) => ({ id, name: t(`regions.${id}.name`) })),
  };
  // The guides in the page's language, moved for the region; only what the view shows.
  const guides =
    query.tab === "monthly" || query.tab === "yearly"
      ? regionalMonthGuides(monthGuidesIn(guideWords(t, lng)), resolved.region)
      : [];
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("meta.title"),
    description: t("meta.description"),
    signedIn: user !== null,
    query,
    garden,
    // My Garden's form, checked in the browser from its schema (decision 0066).
    checks: garden ? plantingChecksFor(t) : null,
    region,
    shownGuide:
      query.tab === "monthly"
        ? (guides.find((guide) => guide.month === query.shown.month) ?? null)
        : null,
    // Month names are written here: a browser's Intl may have no Welsh ones.
    neighbourNames: {
      previous: monthName(query.previous.month, lng),
      next: monthName(query.next.month, lng),
    },
    yearGuides: query.tab === "yearly" ? guides : null,
    seasons: query.tab === "seasonal" ? seasonCards(t) : null,
  };
}

/** Any signed-in account may keep a garden; visitors are sent to sign in and brought back. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const services = getServices(context);
  const t = getI18n(context).getFixedT(null, "planting");
  const form = await readForm(request, context);
  if (form.get("intent") === REGION_INTENT) {
    const saved = await saveMemberRegion(services.db, user, form, new Date(), t);
    if (!saved.ok) {
      const refusal: PlantingRefusal = { title: t("errors.regionTitle"), text: saved.message };
      throw data(refusal, { status: 400 });
    }
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
  const outcome = await refusedWith(
    t("errors.plantingTitle"),
    changePlantings(services.db, user, form, new Date(), t),
  );
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status });
  // POST, redirect, GET: a reload does not resend, and the change is not a history entry.
  return services.toasts.redirect(
    `${PATH}?tab=garden`,
    { type: "success", title: outcome.message },
    { headers: { "X-Remix-Replace": "true" } },
  );
}

export const headers = publicPageHeaders;

// Sent as HTML and CSS (decisions 0057, 0113): the tabs are links, the region and the tracker plain
// forms, the companions a section; one inline script checks My Garden's form, suggests a common
// plant's dates and holds the buttons.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  // A refused request renders the error page, with no loader data to build links from.
  !loaderData
    ? [
        {
          title: `${shellMessage(matches, "plantingCalendar.title") ?? "Planting Calendar"} | Glut`,
        },
      ]
    : pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: PATH,
        appUrl: loaderData.appUrl,
        lng: loaderData.lng,
      });

export default function PlantingCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { query, garden, signedIn, region, shownGuide, neighbourNames, yearGuides, seasons } =
    loaderData;
  const { t } = useTranslation("planting");

  return (
    <Container className="flex flex-col gap-10 py-10 print:py-0">
      <div className="flex max-w-prose flex-col gap-3" data-print-hide>
        <h1 className="text-4xl">{t("page.heading")}</h1>
        <p className="text-lg">{signedIn ? t("page.introSignedIn") : t("page.intro")}</p>
      </div>
      <FeatureCards />

      <section
        id="calendar-views"
        aria-label={t("page.views")}
        className="flex scroll-mt-24 flex-col gap-6"
      >
        <nav aria-label={t("page.tabsLabel")} data-print-hide>
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
                    {t(`tabs.${tab}`)}
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
          regions={region.options}
        />
        {query.tab === "garden" ? (
          garden ? (
            <GardenTracker
              garden={garden}
              lastResult={actionData?.result}
              regionName={region.timing.name}
              harvestShiftDays={region.gardenShiftDays}
              checks={loaderData.checks}
            />
          ) : (
            <GardenSignInPrompt />
          )
        ) : null}
        {shownGuide ? (
          <MonthlyView
            guide={shownGuide}
            timing={region.timing}
            names={neighbourNames}
            linkExtra={region.carried}
            shown={query.shown}
            previous={query.previous}
            next={query.next}
          />
        ) : null}
        {seasons ? <SeasonalView seasons={seasons} timing={region.timing} /> : null}
        {yearGuides ? (
          <YearlyOverview guides={yearGuides} year={query.current.year} timing={region.timing} />
        ) : null}
      </section>

      <CompanionSection good={goodCompanions} bad={badCompanions} />
      <PlantingGuideText />
      <InlineScript code={plantingCalendarScript} />
    </Container>
  );
}

/** A refused edit or delete (not your planting, or gone): say so, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The page's own catalogue came with its loader data, which a refused request has none of: the
  // refusal brings its words, and the rest are the shell's (decision 0098).
  const { t } = useTranslation("common");
  const refusal =
    isRouteErrorResponse(error) && error.status !== 503 ? refusalOf(error.data) : null;
  return (
    <Container className="flex max-w-prose flex-col gap-4 py-10">
      <h1 className="text-3xl">{refusal ? refusal.title : t("errors.somethingWrong")}</h1>
      <p className="text-lg">{refusal ? refusal.text : t("plantingCalendar.notShown")}</p>
      <p>
        <Link to={calendarHref("garden")}>{t("plantingCalendar.back")}</Link>
      </p>
    </Container>
  );
}

function refusalOf(value: unknown): PlantingRefusal | null {
  if (typeof value !== "object" || value === null) return null;
  const { title, text } = value as Partial<PlantingRefusal>;
  return typeof title === "string" && typeof text === "string" ? { title, text } : null;
}
