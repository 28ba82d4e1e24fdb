import { useTranslation } from "react-i18next";
import type { MonthGuide } from "~/data/planting-months";
import { RegionSummary } from "./region-summary";
import type { RegionTiming } from "./regional-timing";

/** The specification's truncation (§9): three items, two for planting and tips. */
export const YEARLY_LIMITS = { sow: 3, plant: 2, harvest: 3, tips: 2 } as const;

/** The first `limit` items, with an ellipsis when there are more. */
export function firstItems(items: readonly string[], limit: number): string {
  const shown = items.slice(0, limit).join(", ");
  return items.length > limit ? `${shown}…` : shown;
}

/** Twelve month cards: a wall chart for the year, printable on one page. */
export function YearlyOverview({
  guides,
  year,
  timing,
}: {
  guides: readonly MonthGuide[];
  year: number;
  /** The growing region the guides are shifted for, named on the printed chart too. */
  timing: RegionTiming;
}) {
  const { t } = useTranslation("planting");
  return (
    // One A4 landscape page (app.css, `data-wall-chart`): the twelve cards four to a row in small
    // type.
    <div data-wall-chart className="flex flex-col gap-6 print:gap-1">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl sm:text-3xl print:text-base">{t("yearly.heading", { year })}</h2>
        <p className="text-ink-muted print:hidden">{t("yearly.tip")}</p>
      </div>
      <RegionSummary timing={timing} />
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-4 print:gap-1.5">
        {guides.map((guide) => (
          <li
            key={guide.month}
            className="flex flex-col gap-2 rounded-card border border-line bg-card p-4 print:break-inside-avoid print:gap-0.5 print:rounded-md print:p-1.5 print:text-[7.5pt] print:leading-tight"
          >
            <h3 id={`year-${guide.month}`} className="text-xl print:text-[9pt]">
              {guide.name}
            </h3>
            <p className="font-bold text-leaf-deep">{guide.focus}</p>
            <dl className="flex flex-col gap-1">
              <YearLine
                label={t("yearly.sowUnderCover")}
                items={guide.sowUnderCover}
                limit={YEARLY_LIMITS.sow}
              />
              <YearLine
                label={t("yearly.sowOutside")}
                items={guide.sowOutside}
                limit={YEARLY_LIMITS.sow}
              />
              <YearLine
                label={t("yearly.plant")}
                items={guide.plantOut}
                limit={YEARLY_LIMITS.plant}
              />
              <YearLine
                label={t("yearly.harvest")}
                items={guide.harvest}
                limit={YEARLY_LIMITS.harvest}
              />
            </dl>
            <ul className="mt-auto list-disc pl-5 text-ink-muted print:pl-3">
              {guide.keyTips.slice(0, YEARLY_LIMITS.tips).map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Hidden when the month has nothing for it (January sows nothing outside). */
function YearLine({
  label,
  items,
  limit,
}: {
  label: string;
  items: readonly string[];
  limit: number;
}) {
  const { t } = useTranslation("planting");
  if (items.length === 0) return null;
  return (
    <div>
      <dt className="inline font-semibold">{t("yearly.label", { label })}</dt>
      <dd className="inline">{firstItems(items, limit)}</dd>
    </div>
  );
}
