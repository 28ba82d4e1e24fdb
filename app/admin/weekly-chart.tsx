import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/languages";
import { adminDayMonth } from "./admin-dates";
import type { WeekCounts } from "./weekly-activity.server";

// A small line chart drawn on the server as SVG: no chart library, no JavaScript. The numbers are
// also in a table for screen readers and for anyone who prefers them.

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };
// Each series' name is the `admin` catalogue's `chart.<key>`.
const SERIES = [
  { key: "members", colour: "var(--color-leaf-deep)", dash: "" },
  { key: "listings", colour: "var(--color-sky)", dash: "6 3" },
  { key: "reports", colour: "var(--color-tomato)", dash: "2 3" },
] as const;

export function WeeklyChart({ weeks, lng }: { weeks: WeekCounts[]; lng: Language }) {
  const { t } = useTranslation("admin");
  const weekLabel = (week: string) => adminDayMonth(`${week}T12:00:00Z`, lng);
  const max = Math.max(1, ...weeks.flatMap((w) => [w.members, w.listings, w.reports]));
  const x = (i: number) =>
    PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, weeks.length - 1);
  const y = (value: number) =>
    HEIGHT - PAD.bottom - (value / max) * (HEIGHT - PAD.top - PAD.bottom);
  return (
    <figure className="flex flex-col gap-2 rounded-card border border-line bg-card p-4">
      <figcaption className="font-semibold">{t("chart.caption")}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(0)}
          y2={y(0)}
          stroke="currentColor"
          opacity="0.3"
        />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="currentColor">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="currentColor">
          0
        </text>
        {weeks.map((w, i) =>
          i % 2 === 0 ? (
            <text
              key={w.week}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill="currentColor"
            >
              {weekLabel(w.week)}
            </text>
          ) : null,
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            fill="none"
            stroke={series.colour}
            strokeWidth="2.5"
            strokeDasharray={series.dash}
            points={weeks.map((w, i) => `${x(i)},${y(w[series.key])}`).join(" ")}
          />
        ))}
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <svg width="24" height="6" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="3"
                y2="3"
                stroke={series.colour}
                strokeWidth="3"
                strokeDasharray={series.dash}
              />
            </svg>
            {t(`chart.${series.key}`)}
          </li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-sm">{t("chart.numbers")}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t("chart.weekFrom")}</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {t(`chart.${series.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row" className="font-normal">
                  {weekLabel(w.week)}
                </th>
                <td>{w.members}</td>
                <td>{w.listings}</td>
                <td>{w.reports}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
