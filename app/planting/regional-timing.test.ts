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
  // The dates themselves are checked against the Met Office's records in app/data/frost-dates.test.ts.
  it("measures every region from the baseline, the south-west coasts earliest and the highlands latest", () => {
    const last = growingRegions.map((region) => lastFrostGapDays(region));
    expect(lastFrostGapDays(growingRegion("south-central"))).toBe(0);
    expect(lastFrostGapDays(growingRegion("south-west-coast"))).toBe(Math.min(...last));
    expect(lastFrostGapDays(growingRegion("highlands-islands"))).toBe(Math.max(...last));
    const first = growingRegions.map((region) => region.firstFrost);
    expect(growingRegion("south-west-coast").firstFrost).toBe([...first].sort().at(-1));
    expect(growingRegion("highlands-islands").firstFrost).toBe([...first].sort()[0]);
  });

  it("falls back to the baseline for an unknown region id", () => {
    expect(growingRegion("atlantis").id).toBe("south-central");
    expect(growingRegion(null).id).toBe("south-central");
  });
});

describe("the shift rules", () => {
  it("moves sowing by half the gap between last frosts, in whole weeks", () => {
    // Last frosts 13 March, 18 April (baseline), 26 April, 23 April and 31 May: gaps of -36, 0,
    // 8, 5 and 43 days, halved and rounded to whole weeks.
    expect(springShiftWeeks(growingRegion("south-west-coast"))).toBe(-3);
    expect(springShiftWeeks(growingRegion("south-central"))).toBe(0);
    expect(springShiftWeeks(growingRegion("north-wales"))).toBe(1);
    expect(springShiftWeeks(growingRegion("lowland-scotland-ni"))).toBe(0);
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
      "2027-04-25",
    );
    expect(regionalHarvestDate("2027-04-01", 45, growingRegion("lowland-scotland-ni"))).toBe(
      "2027-05-16",
    );
  });

  it("leaves the calendar as written where the shift is under half a month", () => {
    for (const id of ["south-central", "north-wales", "lowland-scotland-ni"] as const) {
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

describe("every region's calendar", () => {
  const lists = ["sowOutside", "plantOut", "harvest"] as const;
  /** Runs of consecutive months an entry has in a list. */
  const runCount = (months: number[]) =>
    months.filter((month, index) => index === 0 || months[index - 1] !== month - 1).length;

  it("moves the real calendar a month earlier on the south-west coasts, keeping autumn as written", () => {
    const earlier = regionalMonthGuides(monthGuides, growingRegion("south-west-coast"));
    // February's broad beans under cloches can go out in January.
    for (const entry of monthGuides[1]?.sowOutside ?? []) {
      expect(earlier[0]?.sowOutside).toContain(entry);
    }
    // A summer harvest starts a month sooner and ends when it did.
    expect(monthsOf([...monthGuides], "harvest", "Tomatoes")).toEqual([7, 8, 9]);
    expect(monthsOf(earlier, "harvest", "Tomatoes")).toEqual([6, 7, 8, 9]);
    for (const month of [9, 10, 11, 12]) {
      expect(earlier[month - 1]?.harvest).toEqual(monthGuides[month - 1]?.harvest);
    }
  });

  it("keeps every entry, each in as many unbroken runs as written or fewer, in every region", () => {
    for (const region of growingRegions) {
      const shifted = regionalMonthGuides(monthGuides, region);
      for (const list of lists) {
        const written = new Set(monthGuides.flatMap((guide) => guide[list]));
        const now = new Set(shifted.flatMap((guide) => guide[list]));
        expect([...now].sort(), `${region.id} ${list}`).toEqual([...written].sort());
        for (const entry of written) {
          const before = runCount(monthsOf([...monthGuides], list, entry));
          const after = runCount(monthsOf(shifted, list, entry));
          expect(after, `${region.id} ${list} ${entry}`).toBeLessThanOrEqual(before);
          expect(after, `${region.id} ${list} ${entry}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("still harvests whatever it sows, in every region", () => {
    const crop = (entry: string) =>
      entry
        .replace(/\s*\(.*\)\s*$/, "")
        .trim()
        .toLowerCase();
    const harvestedIn = (guides: readonly MonthGuide[]) =>
      new Set(guides.flatMap((guide) => guide.harvest.map(crop)));
    const written = harvestedIn(monthGuides);
    for (const region of growingRegions) {
      const shifted = regionalMonthGuides(monthGuides, region);
      const harvested = harvestedIn(shifted);
      const sown = shifted.flatMap((guide) => [...guide.sowOutside, ...guide.plantOut].map(crop));
      for (const name of sown) {
        // The same crops are picked as in the calendar as written (checked there, crop by crop).
        expect(harvested.has(name), `${region.id} ${name}`).toBe(written.has(name));
      }
    }
  });
});

describe("what the views say", () => {
  it("names the region, its frost dates and its shift", () => {
    expect(regionTiming(growingRegion("highlands-islands"))).toMatchObject({
      name: "Highlands and islands",
      lastFrost: "31 May",
      firstFrost: "9 September",
      stations: "Braemar",
      weeks: 3,
      shiftText: "run about 3 weeks later than in southern and central England",
    });
    expect(regionTiming(growingRegion("south-west-coast")).shiftText).toBe(
      "run about 3 weeks earlier than in southern and central England",
    );
    expect(regionTiming(growingRegion("lowland-scotland-ni"))).toMatchObject({
      lastFrost: "23 April",
      firstFrost: "26 October",
      stations: "Armagh and Paisley",
      shiftText: "follow the dates shown",
    });
    expect(regionTiming(growingRegion("north-wales")).shiftText).toBe(
      "run about 1 week later than in southern and central England",
    );
    expect(regionTiming(growingRegion("south-central")).shiftText).toBe("follow the dates shown");
  });
});
