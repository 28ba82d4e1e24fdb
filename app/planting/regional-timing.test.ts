import { describe, expect, it } from "vitest";
import { growingRegion, growingRegions } from "~/data/growing-regions";
import { type MonthGuide, monthGuides } from "~/data/planting-months";
import {
  harvestShiftDays,
  lastFrostGapDays,
  monthShift,
  regionalHarvestDate,
  regionalMonthGuides,
  regionTiming,
  springShiftWeeks,
} from "./regional-timing";

const guide = (month: number, lists: Partial<MonthGuide> = {}): MonthGuide => ({
  month,
  name: `Month ${month}`,
  focus: "",
  sowUnderCover: [],
  sowOutside: [],
  plantOut: [],
  harvest: [],
  keyTips: [],
  activities: [],
  ...lists,
});

/** A year with one run per list, to follow how each moves. */
function year(entries: Record<number, Partial<MonthGuide>>): MonthGuide[] {
  return Array.from({ length: 12 }, (_, index) => guide(index + 1, entries[index + 1]));
}

const monthsOf = (
  guides: MonthGuide[],
  list: "sowOutside" | "plantOut" | "harvest",
  entry: string,
) => guides.filter((g) => g[list].includes(entry)).map((g) => g.month);

describe("the regions' frost dates", () => {
  it("orders the regions from the earliest last frost to the latest, and autumn the other way", () => {
    const last = growingRegions.map((region) => lastFrostGapDays(region));
    expect(last).toEqual([...last].sort((a, b) => a - b));
    expect(lastFrostGapDays(growingRegion("south-central"))).toBe(0);
    const first = growingRegions.map((region) => region.firstFrost);
    expect(first.slice(1)).toEqual([...first.slice(1)].sort().reverse());
  });

  it("falls back to the baseline for an unknown region id", () => {
    expect(growingRegion("atlantis").id).toBe("south-central");
    expect(growingRegion(null).id).toBe("south-central");
  });
});

describe("the shift rules", () => {
  it("moves sowing by half the gap between last frosts, in whole weeks", () => {
    expect(springShiftWeeks(growingRegion("south-west-coast"))).toBe(-2);
    expect(springShiftWeeks(growingRegion("south-central"))).toBe(0);
    expect(springShiftWeeks(growingRegion("north-wales"))).toBe(1);
    expect(springShiftWeeks(growingRegion("lowland-scotland-ni"))).toBe(1);
    expect(springShiftWeeks(growingRegion("highlands-islands"))).toBe(3);
  });

  it("moves a month's lists only once the shift passes half a month", () => {
    expect(monthShift(0)).toBe(0);
    expect(monthShift(2)).toBe(0);
    expect(monthShift(-2)).toBe(0);
    expect(monthShift(3)).toBe(1);
    expect(monthShift(-3)).toBe(-1);
    expect(monthShift(7)).toBe(2);
  });

  it("moves a common plant's harvest by the region's weeks", () => {
    expect(harvestShiftDays(growingRegion("highlands-islands"))).toBe(21);
    expect(regionalHarvestDate("2027-04-01", 45, growingRegion("south-central"))).toBe(
      "2027-05-16",
    );
    expect(regionalHarvestDate("2027-04-01", 45, growingRegion("highlands-islands"))).toBe(
      "2027-06-06",
    );
    expect(regionalHarvestDate("2027-04-01", 45, growingRegion("south-west-coast"))).toBe(
      "2027-05-02",
    );
  });

  it("leaves the calendar as written where the shift is under half a month", () => {
    for (const id of ["south-west-coast", "south-central", "north-wales"] as const) {
      expect(regionalMonthGuides(monthGuides, growingRegion(id))).toEqual([...monthGuides]);
    }
  });

  it("starts a later region's spring sowing and planting a month later, and slides the window", () => {
    const guides = year({
      3: { sowOutside: ["Carrots"] },
      4: { sowOutside: ["Carrots"] },
      5: { plantOut: ["Courgettes"] },
      6: { plantOut: ["Courgettes"] },
      7: { sowOutside: ["Carrots"] },
    });
    const later = regionalMonthGuides(guides, growingRegion("highlands-islands"));
    // March to April (in the window) slides to April to May; July was outside it and stays.
    expect(monthsOf(later, "sowOutside", "Carrots")).toEqual([4, 5, 7]);
    expect(monthsOf(later, "plantOut", "Courgettes")).toEqual([6, 7]);
  });

  it("starts a later region's summer harvests a month later but ends them no later", () => {
    const guides = year({
      6: { harvest: ["Strawberries"] },
      7: { harvest: ["Strawberries", "Tomatoes"] },
      8: { harvest: ["Tomatoes"] },
      9: { harvest: ["Tomatoes"] },
      10: { harvest: ["Tomatoes", "Leeks"] },
      11: { harvest: ["Leeks"] },
    });
    const later = regionalMonthGuides(guides, growingRegion("highlands-islands"));
    expect(monthsOf(later, "harvest", "Strawberries")).toEqual([7]);
    expect(monthsOf(later, "harvest", "Tomatoes")).toEqual([8, 9, 10]);
    // An autumn harvest is not a spring one: it keeps its months.
    expect(monthsOf(later, "harvest", "Leeks")).toEqual([10, 11]);
  });

  it("keeps sowing under cover, tips and winter months as written", () => {
    const later = regionalMonthGuides(monthGuides, growingRegion("highlands-islands"));
    for (const [index, shifted] of later.entries()) {
      const written = monthGuides[index] as MonthGuide;
      expect(shifted.sowUnderCover).toEqual(written.sowUnderCover);
      expect(shifted.keyTips).toEqual(written.keyTips);
      expect(shifted.focus).toBe(written.focus);
    }
    for (const month of [1, 11, 12]) {
      expect(later[month - 1]?.harvest).toEqual(monthGuides[month - 1]?.harvest);
    }
  });

  it("moves the real calendar for the highlands: nothing sown outside in February", () => {
    const later = regionalMonthGuides(monthGuides, growingRegion("highlands-islands"));
    expect(later[1]?.sowOutside).toEqual([]);
    // Whatever February sowed outside is sown in March instead.
    for (const entry of monthGuides[1]?.sowOutside ?? []) {
      expect(later[2]?.sowOutside).toContain(entry);
    }
  });
});

describe("what the views say", () => {
  it("names the region, its frost dates and its shift", () => {
    expect(regionTiming(growingRegion("highlands-islands"))).toMatchObject({
      name: "Highlands and islands",
      lastFrost: "25 May",
      firstFrost: "5 October",
      weeks: 3,
      shiftText: "run about 3 weeks later than in southern and central England",
    });
    expect(regionTiming(growingRegion("south-west-coast")).shiftText).toBe(
      "run about 2 weeks earlier than in southern and central England",
    );
    expect(regionTiming(growingRegion("north-wales")).shiftText).toBe(
      "run about 1 week later than in southern and central England",
    );
    expect(regionTiming(growingRegion("south-central")).shiftText).toBe("follow the dates shown");
  });
});
