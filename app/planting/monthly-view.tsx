import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { MonthGuide } from "~/data/planting-months";
import { calendarHref, type MonthRef, monthParam } from "./calendar-query";
import { RegionSummary } from "./region-summary";
import type { RegionTiming } from "./regional-timing";

/** 'What to Plant in {month} {year}': the month's lists, empty ones left out. */
export function MonthlyView({
  guide,
  shown,
  previous,
  next,
  timing,
  names,
  linkExtra = {},
}: {
  /** The month's guide, already in the page's language. */
  guide: MonthGuide;
  /** The growing region the lists are shifted for (decision 0082). */
  timing: RegionTiming;
  /**
   * The previous and next months' names in the page's language, written on the server: a browser's
   * Intl may have no Welsh month names (Chromium's has none), and the page must not change as it
   * hydrates.
   */
  names: { previous: string; next: string };
  /** A visitor's region, carried to the next and previous months. */
  linkExtra?: Record<string, string>;
  shown: MonthRef;
  previous: MonthRef;
  next: MonthRef;
}) {
  const { t } = useTranslation("planting");
  const lists = [
    // An id may hold no spaces (HTML's rule): with one, `aria-labelledby` names nothing.
    { id: "month-sow-under-cover", title: t("monthly.sowUnderCover"), items: guide.sowUnderCover },
    { id: "month-sow-outside", title: t("monthly.sowOutside"), items: guide.sowOutside },
    { id: "month-plant-out", title: t("monthly.plantOut"), items: guide.plantOut },
    { id: "month-harvest", title: t("monthly.harvest"), items: guide.harvest },
    // The specification shows Garden Activities for December only.
    { id: "month-activities", title: t("monthly.activities"), items: guide.activities },
  ].filter((list) => list.items.length > 0);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl sm:text-3xl">
          {t("monthly.heading", { month: guide.name, year: shown.year })}
        </h2>
        <nav aria-label={t("monthly.otherMonths")} className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link
              to={`${calendarHref("monthly", { ...linkExtra, month: monthParam(previous) })}#calendar-views`}
              preventScrollReset
            >
              <ChevronLeft aria-hidden="true" />
              {names.previous}
              <span className="sr-only"> {previous.year}</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link
              to={`${calendarHref("monthly", { ...linkExtra, month: monthParam(next) })}#calendar-views`}
              preventScrollReset
            >
              {names.next}
              <span className="sr-only"> {next.year}</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </nav>
      </div>
      <div className="flex max-w-prose flex-col gap-1">
        <p className="text-lg">
          <span className="font-bold text-soil">{guide.focus}.</span>
        </p>
        <RegionSummary timing={timing} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {lists.map((list) => (
          <section
            key={list.id}
            aria-labelledby={list.id}
            className="rounded-card border border-line bg-card p-5"
          >
            <h3 id={list.id} className="mb-3 text-xl">
              {list.title}
            </h3>
            <ul className="flex list-disc flex-col gap-1.5 pl-5">
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section aria-labelledby="month-tips" className="rounded-card bg-leaf-soft p-5">
        <h3 id="month-tips" className="mb-3 text-xl">
          {t("monthly.tips", { month: guide.name })}
        </h3>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          {guide.keyTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
