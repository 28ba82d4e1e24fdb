import { useTranslation } from "react-i18next";
import type { RegionTiming } from "./regional-timing";

/**
 * One line every view shows: the region, its frost dates and where they come from (printed on
 * the wall chart too).
 */
export function RegionSummary({ timing }: { timing: RegionTiming }) {
  const { t } = useTranslation("planting");
  return (
    <p data-region-summary className="text-base print:text-[8pt]">
      <span className="font-semibold">{t("region.summaryName", { name: timing.name })}</span>
      {t("region.summary", {
        lastFrost: timing.lastFrost,
        firstFrost: timing.firstFrost,
        stations: timing.stations,
        shift: timing.shiftText,
      })}
    </p>
  );
}
