import type { RegionTiming } from "./regional-timing";

/**
 * One line every view shows: the region, its frost dates and where they come from (printed on
 * the wall chart too).
 */
export function RegionSummary({ timing }: { timing: RegionTiming }) {
  return (
    <p data-region-summary className="text-base print:text-[8pt]">
      <span className="font-semibold">Dates for {timing.name}</span>: last frost on average around{" "}
      {timing.lastFrost}, first frost around {timing.firstFrost} (Met Office records for{" "}
      {timing.stations}, 1991–2020); sowing outside, planting out and harvests {timing.shiftText}.
    </p>
  );
}
