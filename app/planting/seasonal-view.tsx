import { useTranslation } from "react-i18next";
import type { Translate } from "~/i18n/messages";
import type { SeasonCard } from "./guide-words";
import { RegionSummary } from "./region-summary";
import type { RegionTiming } from "./regional-timing";

/** The frost that bounds each season's tender crops in the region, where one does. */
function frostNote(season: SeasonCard["name"], timing: RegionTiming, t: Translate): string | null {
  if (season === "Spring") {
    return t("seasonal.spring", { region: timing.name, date: timing.lastFrost });
  }
  if (season === "Autumn") {
    return t("seasonal.autumn", { region: timing.name, date: timing.firstFrost });
  }
  return null;
}

/** Four cards: Spring Mar-May, Summer Jun-Aug, Autumn Sep-Nov, Winter Dec-Feb. */
export function SeasonalView({
  seasons,
  timing,
}: {
  /** The seasons in the page's language (`name` stays the English key). */
  seasons: readonly SeasonCard[];
  /** The growing region the frost dates are for (decision 0082). */
  timing: RegionTiming;
}) {
  const { t } = useTranslation("planting");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-prose flex-col gap-1">
        <h2 className="text-2xl sm:text-3xl">{t("seasonal.heading")}</h2>
        <RegionSummary timing={timing} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {seasons.map((season) => {
          const note = frostNote(season.name, timing, t);
          return (
            <section
              key={season.name}
              aria-labelledby={`season-${season.name}`}
              className="flex flex-col gap-4 rounded-card border border-line bg-card p-5"
            >
              <div>
                <h3 id={`season-${season.name}`} className="text-2xl">
                  {season.title}
                </h3>
                <p className="font-semibold text-ink-muted">{season.months}</p>
              </div>
              <p>{season.description}</p>
              {note ? <p className="font-semibold text-leaf-deep">{note}</p> : null}
              <SeasonList title={t("seasonal.keyTasks")} items={season.keyTasks} />
              <SeasonList title={t("seasonal.vegetables")} items={season.vegetables} />
              <SeasonList title={t("seasonal.fruits")} items={season.fruits} />
            </section>
          );
        })}
      </div>
    </div>
  );
}

function SeasonList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="mb-1.5 text-lg font-bold text-soil">{title}</h4>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
