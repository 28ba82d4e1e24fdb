import type { SeasonGuide } from "~/data/planting-seasons";
import { RegionSummary } from "./region-summary";
import type { RegionTiming } from "./regional-timing";

/** The frost that bounds each season's tender crops in the region, where one does. */
function frostNote(season: SeasonGuide["name"], timing: RegionTiming): string | null {
  if (season === "Spring") {
    return `In ${timing.name}, plant tender crops out after the last frost, on average around ${timing.lastFrost}.`;
  }
  if (season === "Autumn") {
    return `In ${timing.name}, the first frost comes on average around ${timing.firstFrost}: pick tender crops and bring squashes in before it.`;
  }
  return null;
}

/** Four cards: Spring Mar-May, Summer Jun-Aug, Autumn Sep-Nov, Winter Dec-Feb. */
export function SeasonalView({
  seasons,
  timing,
}: {
  seasons: readonly SeasonGuide[];
  /** The growing region the frost dates are for (decision 0082). */
  timing: RegionTiming;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-prose flex-col gap-1">
        <h2 className="text-2xl sm:text-3xl">The growing year, season by season</h2>
        <RegionSummary timing={timing} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {seasons.map((season) => (
          <section
            key={season.name}
            aria-labelledby={`season-${season.name}`}
            className="flex flex-col gap-4 rounded-card border border-line bg-card p-5"
          >
            <div>
              <h3 id={`season-${season.name}`} className="text-2xl">
                {season.name}
              </h3>
              <p className="font-semibold text-ink-muted">{season.months}</p>
            </div>
            <p>{season.description}</p>
            {frostNote(season.name, timing) ? (
              <p className="font-semibold text-leaf-deep">{frostNote(season.name, timing)}</p>
            ) : null}
            <SeasonList title="Key tasks" items={season.keyTasks} />
            <SeasonList title="Vegetables" items={season.vegetables} />
            <SeasonList title="Fruits" items={season.fruits} />
          </section>
        ))}
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
