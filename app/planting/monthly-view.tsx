import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { MonthGuide } from "~/data/planting-months";
import { calendarHref, type MonthRef, monthParam } from "./calendar-query";
import { RegionSummary } from "./region-summary";
import type { RegionTiming } from "./regional-timing";
import { monthName } from "./uk-calendar";

/** 'What to Plant in {month} {year}': the month's lists, empty ones left out. */
export function MonthlyView({
  guide,
  shown,
  previous,
  next,
  timing,
  linkExtra = {},
}: {
  guide: MonthGuide;
  /** The growing region the lists are shifted for (decision 0082). */
  timing: RegionTiming;
  /** A visitor's region, carried to the next and previous months. */
  linkExtra?: Record<string, string>;
  shown: MonthRef;
  previous: MonthRef;
  next: MonthRef;
}) {
  const lists = [
    // An id may hold no spaces (HTML's rule): with one, `aria-labelledby` names nothing.
    { id: "month-sow-under-cover", title: "Sow Under Cover", items: guide.sowUnderCover },
    { id: "month-sow-outside", title: "Sow Outside", items: guide.sowOutside },
    { id: "month-plant-out", title: "Plant Out", items: guide.plantOut },
    { id: "month-harvest", title: "Ready to Harvest", items: guide.harvest },
    // The specification shows Garden Activities for December only.
    { id: "month-activities", title: "Garden Activities", items: guide.activities },
  ].filter((list) => list.items.length > 0);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl sm:text-3xl">
          What to Plant in {guide.name} {shown.year}
        </h2>
        <nav aria-label="Other months" className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link
              to={`${calendarHref("monthly", { ...linkExtra, month: monthParam(previous) })}#calendar-views`}
              preventScrollReset
            >
              <ChevronLeft aria-hidden="true" />
              {monthName(previous.month)}
              <span className="sr-only"> {previous.year}</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link
              to={`${calendarHref("monthly", { ...linkExtra, month: monthParam(next) })}#calendar-views`}
              preventScrollReset
            >
              {monthName(next.month)}
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
            key={list.title}
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
          Key tips for {guide.name}
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
