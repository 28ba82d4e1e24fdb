import type { SubmissionResult } from "@conform-to/react";
import { CalendarPlus, LogIn, RefreshCw, Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { calendarHref } from "./calendar-query";
import type { GardenData } from "./garden-view";
import { ConfirmDeletePlanting, PlantingCard } from "./planting-card";
import { PlantingForm } from "./planting-form";
import { PLANTING_INTENTS } from "./planting-schema";

/** My Garden: the form, the plantings soonest harvest first, and the calendar feed. */
export function GardenTracker({
  garden,
  lastResult,
  regionName,
  harvestShiftDays,
  checks,
}: {
  garden: GardenData;
  lastResult?: SubmissionResult<string[]> | null;
  /** The member's growing region, which sets a common plant's suggested harvest date. */
  regionName: string;
  harvestShiftDays: number;
  /** The form's checks for the static page's inline script. */
  checks: FormChecks | null;
}) {
  const { plantings, editing, confirmDelete, feedUrl } = garden;
  const { t } = useTranslation("planting");
  const weeks = Math.abs(harvestShiftDays / 7);
  return (
    <div className="flex flex-col gap-8">
      <section
        id="planting-form"
        aria-labelledby="planting-form-title"
        className="flex flex-col gap-4 rounded-card border border-line bg-card p-5 sm:p-6"
      >
        <h2 id="planting-form-title" className="text-2xl">
          {editing ? t("garden.edit", { plant: editing.plantName }) : t("garden.add")}
        </h2>
        <PlantingForm
          key={`${editing?.id ?? "new"}-${garden.version}`}
          defaultValue={editing ?? undefined}
          lastResult={lastResult}
          harvestShiftDays={harvestShiftDays}
          checks={checks}
        />
        <p data-garden-region className="text-ink-muted">
          {harvestShiftDays === 0
            ? t("garden.regionDates", { region: regionName })
            : t(harvestShiftDays > 0 ? "garden.regionLater" : "garden.regionEarlier", {
                region: regionName,
                count: weeks,
              })}{" "}
          {t("garden.typedKept")}
        </p>
      </section>

      <section aria-labelledby="my-plantings" className="flex flex-col gap-4">
        <h2 id="my-plantings" className="text-2xl">
          {t("garden.myPlantings")}
        </h2>
        {confirmDelete ? <ConfirmDeletePlanting planting={confirmDelete} /> : null}
        {plantings.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
            <Sprout aria-hidden="true" className="size-10 text-leaf" />
            <p className="text-xl font-bold text-soil">{t("garden.emptyTitle")}</p>
            <p className="max-w-prose text-ink-muted">{t("garden.emptyText")}</p>
          </div>
        ) : (
          <>
            <p className="font-semibold">{t("garden.count", { count: plantings.length })}</p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {plantings.map((planting) => (
                <li key={planting.id}>
                  <PlantingCard planting={planting} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="calendar-feed" className="flex max-w-prose flex-col gap-3">
        <h2 id="calendar-feed" className="text-2xl">
          {t("garden.feedTitle")}
        </h2>
        <p>{t("garden.feedText")}</p>
        {feedUrl ? (
          <>
            <label htmlFor="feed-url" className="font-semibold">
              {t("garden.feedAddress")}
            </label>
            <input
              id="feed-url"
              readOnly
              value={feedUrl}
              className="min-h-11 w-full rounded-lg border border-line bg-cream px-3 font-mono text-sm"
            />
            <Form method="post" action="/planting-calendar?tab=garden">
              <input type="hidden" name="intent" value={PLANTING_INTENTS.resetFeed} />
              <Button type="submit" variant="outline" size="sm">
                <RefreshCw aria-hidden="true" /> {t("garden.feedReset")}
              </Button>
            </Form>
          </>
        ) : (
          <Form method="post" action="/planting-calendar?tab=garden">
            <input type="hidden" name="intent" value={PLANTING_INTENTS.resetFeed} />
            <Button type="submit" variant="outline">
              <CalendarPlus aria-hidden="true" /> {t("garden.feedGet")}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** Visitors see this in the tracker's place. */
export function GardenSignInPrompt() {
  const back = encodeURIComponent(calendarHref("garden"));
  const { t } = useTranslation("planting");
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Sprout aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">{t("garden.signInTitle")}</h2>
      <p className="max-w-prose text-ink-muted">{t("garden.signInText")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={`/login?redirectTo=${back}`}>
            <LogIn aria-hidden="true" /> {t("garden.signIn")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/signup">{t("garden.signUp")}</Link>
        </Button>
      </div>
    </div>
  );
}
