import { BASELINE_REGION_ID, type GrowingRegion, growingRegion } from "~/data/growing-regions";
import type { MonthGuide } from "~/data/planting-months";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { englishPlanting } from "./planting-english";
import { addDays, formatUkDate } from "./uk-calendar";

// Client-safe: how a growing region moves the calendar (decision 0082). The months are written
// for the baseline region; every other region is measured from its average last spring frost.

const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 365.25 / 12;

/** Rounds half away from zero, so an early region and a late one move alike. */
function roundAway(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Day of a common (non-leap) year, 1 January being 1. */
function dayOfYear(monthDay: string): number {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return (Date.UTC(2025, month - 1, day) - Date.UTC(2025, 0, 1)) / DAY_MS + 1;
}

/** Days the region's average last spring frost falls after the baseline's (before, if negative). */
export function lastFrostGapDays(region: GrowingRegion): number {
  return dayOfYear(region.lastFrost) - dayOfYear(growingRegion(BASELINE_REGION_ID).lastFrost);
}

/**
 * Weeks later (earlier, if negative) that sowing outside, planting out and the harvests they
 * lead to run in the region: half the gap between last frosts, in whole weeks. Half, because
 * growth follows the warmth of soil and air, which differ between regions less than the date of
 * the last frost does; the reasoning and its sources are in the decision record.
 */
export function springShiftWeeks(region: GrowingRegion): number {
  return roundAway(lastFrostGapDays(region) / 14);
}

/** Whole months the month-by-month lists move: none until the shift passes half a month. */
export function monthShift(weeks: number): number {
  return roundAway((weeks * 7) / DAYS_PER_MONTH);
}

/** Days added to a common plant's days to harvest in the region. */
export function harvestShiftDays(region: GrowingRegion): number {
  return springShiftWeeks(region) * 7;
}

/** A common plant's expected harvest date from its planted date, in the region. */
export function regionalHarvestDate(
  plantedDate: string,
  daysToHarvest: number,
  region: GrowingRegion,
): string {
  return addDays(plantedDate, daysToHarvest + harvestShiftDays(region));
}

/** "20 April": a region's frost date, with no year ("20 Ebrill" in Welsh). */
export function frostDateLabel(monthDay: string, lng: Language = "en"): string {
  return formatUkDate(`2025-${monthDay}`, lng).replace(/ 2025$/, "");
}

type ShiftedList = "sowOutside" | "plantOut" | "harvest";

/**
 * The months whose lists move with the spring: sowing outside and planting out from February to
 * June, and the harvests of May to September that follow them. Winter harvests, sowing under
 * cover and autumn planting keep to their months.
 */
export const SHIFTED_MONTHS: Record<ShiftedList, { from: number; to: number }> = {
  sowOutside: { from: 2, to: 6 },
  plantOut: { from: 2, to: 6 },
  harvest: { from: 5, to: 9 },
};

interface Run {
  entry: string;
  start: number;
  end: number;
}

/** Each entry's runs of consecutive months (1 to 12, not wrapping into the next year). */
function runsOf(guides: readonly MonthGuide[], list: ShiftedList): Run[] {
  const runs: Run[] = [];
  const open = new Map<string, Run>();
  for (const guide of guides) {
    for (const entry of guide[list]) {
      const run = open.get(entry);
      if (run && run.end === guide.month - 1) run.end = guide.month;
      else {
        const next = { entry, start: guide.month, end: guide.month };
        runs.push(next);
        open.set(entry, next);
      }
    }
  }
  return runs;
}

const inWindow = (month: number, window: { from: number; to: number }) =>
  month >= window.from && month <= window.to;

/**
 * Moves one list by `months`. A run starting inside the window starts that much later (or
 * earlier). A sowing or planting run ending inside it ends later too when the region is later
 * (the window slides); a harvest run keeps its end, as the first autumn frost comes no later
 * in a late region, and an early region keeps every end, as its autumn is the longer.
 */
function shiftRun(run: Run, list: ShiftedList, months: number): Run {
  const window = SHIFTED_MONTHS[list];
  if (months === 0 || !inWindow(run.start, window)) return run;
  const start = Math.min(12, Math.max(1, run.start + months));
  const slides = months > 0 && list !== "harvest" && inWindow(run.end, window);
  const end = Math.min(12, slides ? run.end + months : Math.max(run.end, start));
  return { ...run, start, end };
}

/** The month-by-month guide for a region: the baseline's, with its spring lists moved. */
export function regionalMonthGuides(
  guides: readonly MonthGuide[],
  region: GrowingRegion,
): MonthGuide[] {
  const months = monthShift(springShiftWeeks(region));
  if (months === 0) return [...guides];
  const lists: ShiftedList[] = ["sowOutside", "plantOut", "harvest"];
  const moved = new Map<ShiftedList, Run[]>(
    lists.map((list) => [list, runsOf(guides, list).map((run) => shiftRun(run, list, months))]),
  );
  return guides.map((guide) => {
    const shifted = { ...guide };
    for (const list of lists) {
      const here = new Set(
        (moved.get(list) ?? [])
          .filter((run) => run.start <= guide.month && guide.month <= run.end)
          .map((run) => run.entry),
      );
      // The month's own entries keep their order; those moved in from a neighbour follow.
      const kept = guide[list].filter((entry) => here.has(entry));
      shifted[list] = [...kept, ...[...here].filter((entry) => !kept.includes(entry))];
    }
    return shifted;
  });
}

/** What every view says about its region: the frost dates and how far it moves the calendar. */
export interface RegionTiming {
  id: GrowingRegion["id"];
  name: string;
  covers: string;
  lastFrost: string;
  firstFrost: string;
  /** The Met Office stations the frost dates are from: "Armagh and Paisley". */
  stations: string;
  weeks: number;
  /** "run about 1 week later than in southern and central England" and the like. */
  shiftText: string;
  isBaseline: boolean;
}

/** The region's timing in the words of `t` and the dates of `lng`; English by default. */
export function regionTiming(
  region: GrowingRegion,
  t: Translate = englishPlanting(),
  lng: Language = "en",
): RegionTiming {
  const weeks = springShiftWeeks(region);
  const shiftText =
    weeks === 0
      ? t("region.shiftNone")
      : t(weeks > 0 ? "region.shiftLater" : "region.shiftEarlier", { count: Math.abs(weeks) });
  const stations = region.frostStations;
  return {
    id: region.id,
    name: t(`regions.${region.id}.name`),
    covers: t(`regions.${region.id}.covers`),
    lastFrost: frostDateLabel(region.lastFrost, lng),
    firstFrost: frostDateLabel(region.firstFrost, lng),
    stations:
      lng === "en"
        ? new Intl.ListFormat("en-GB", { type: "conjunction" }).format(stations)
        : // Intl writes Welsh's "and" as "a(c)"; every station list is one or two names.
          stations.length < 2
          ? stations.join("")
          : `${stations.slice(0, -1).join(", ")}${t("region.stationsAnd")}${stations.at(-1)}`,
    weeks,
    shiftText,
    isBaseline: region.id === BASELINE_REGION_ID,
  };
}
