import { describe, expect, it } from "vitest";
import {
  type CropActivity,
  type CropCalendar,
  cropActivities,
  cropCalendars,
  cropKey,
  cropsFor,
  notHarvested,
  splitWindows,
} from "./planting-crops";

/**
 * Windows that run over the year end, named one by one: crops that overwinter in the ground or
 * are planted through the dormant season. Anything else that wraps is a mistake.
 */
const OVERWINTERING = [
  "Winter lettuce harvest",
  "Winter salad leaves harvest",
  "Pea shoots and microgreens harvest",
  "Spinach (winter varieties) harvest",
  "Parsnips harvest",
  "Swede harvest",
  "Celeriac harvest",
  "Jerusalem artichokes harvest",
  "Shallots plantOut",
  "Garlic plantOut",
  "Leeks harvest",
  "Winter cabbage harvest",
  "Cauliflower (winter and spring) harvest",
  "Brussels sprouts harvest",
  "Kale harvest",
  "Rhubarb plantOut",
  "Raspberries plantOut",
  "Bare-root currants and gooseberries plantOut",
  "Bare-root fruit trees plantOut",
];

const windowOf = (crop: CropCalendar, activity: CropActivity) => crop[activity] ?? [];
const next = (month: number) => (month % 12) + 1;
const isSown = (crop: CropCalendar) =>
  windowOf(crop, "sowUnderCover").length > 0 || windowOf(crop, "sowOutside").length > 0;
const find = (key: string) => {
  const crop = cropCalendars.find((candidate) => cropKey(candidate) === key);
  if (crop === undefined) throw new Error(`no crop ${key}`);
  return crop;
};

/** Each step from one month to the next in a window: contiguous means every step is +1. */
function gaps(months: readonly number[]): number {
  return months.slice(1).filter((month, index) => month !== next(months[index] as number)).length;
}

describe("the crop calendar", () => {
  it("names each crop once, with months from 1 to 12 and none twice in a window", () => {
    const keys = cropCalendars.map(cropKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const crop of cropCalendars) {
      for (const activity of cropActivities) {
        const months = windowOf(crop, activity);
        expect(new Set(months).size, `${cropKey(crop)} ${activity}`).toBe(months.length);
        for (const month of months) {
          expect(Number.isInteger(month) && month >= 1 && month <= 12, cropKey(crop)).toBe(true);
        }
      }
    }
  });

  it("gives every sown crop a harvest window, and only green manures are sown and never picked", () => {
    const sownWithoutHarvest = cropCalendars
      .filter((crop) => isSown(crop) && windowOf(crop, "harvest").length === 0)
      .map(cropKey);
    expect(sownWithoutHarvest).toEqual([...notHarvested]);
  });

  it("keeps every window one run of months, except the named split windows", () => {
    const split: string[] = [];
    for (const crop of cropCalendars) {
      for (const activity of cropActivities) {
        if (gaps(windowOf(crop, activity)) > 0) split.push(`${cropKey(crop)} ${activity}`);
      }
    }
    expect(split.sort()).toEqual(Object.keys(splitWindows).sort());
  });

  it("runs a window over the year end only for the named overwintering crops", () => {
    const wrapping: string[] = [];
    for (const crop of cropCalendars) {
      for (const activity of cropActivities) {
        const months = windowOf(crop, activity);
        const wraps = months.some((month, index) => index > 0 && month < (months[index - 1] ?? 0));
        if (wraps) wrapping.push(`${cropKey(crop)} ${activity}`);
      }
    }
    expect(wrapping.sort()).toEqual([...OVERWINTERING].sort());
  });

  it("never plants out before the crop's earliest sowing", () => {
    for (const crop of cropCalendars.filter(isSown)) {
      const plantOut = windowOf(crop, "plantOut");
      if (plantOut.length === 0) continue;
      const firstSowing = Math.min(
        windowOf(crop, "sowUnderCover")[0] ?? 13,
        windowOf(crop, "sowOutside")[0] ?? 13,
      );
      expect(plantOut[0], cropKey(crop)).toBeGreaterThanOrEqual(firstSowing);
    }
  });

  it("fixes the errors the fact-check found (issue 34)", () => {
    // Lettuce is picked from late spring well into autumn, not only in May and June.
    expect(find("Lettuce").harvest).toEqual([5, 6, 7, 8, 9, 10]);
    // Courgettes crop until the first frosts, not only to August.
    expect(find("Courgettes").harvest).toEqual([7, 8, 9, 10]);
    // Basil, parsley and chillies are harvested.
    expect(find("Basil").harvest).toEqual([6, 7, 8, 9]);
    expect(find("Parsley").harvest).toEqual([6, 7, 8, 9, 10, 11]);
    expect(find("Chillies").harvest).toEqual([7, 8, 9, 10]);
    // Parsnips are sown from March, not in February's cold soil.
    expect(find("Parsnips").sowOutside).toEqual([3, 4, 5]);
    expect(find("Parsnips").sowUnderCover).toBeUndefined();
    // Winter cabbage is sown in spring and planted out in early summer, not sown in June.
    expect(find("Winter cabbage").sowOutside).toEqual([4, 5]);
    expect(find("Winter cabbage").sowUnderCover).toBeUndefined();
    expect(find("Winter cabbage").plantOut).toEqual([6, 7]);
  });

  it("keeps the months the second source check settled (decision 0081, pass 2)", () => {
    // Hardy broad beans are sown in October and November, not December.
    expect(find("Broad beans (hardy varieties)").sowOutside).toEqual([10, 11]);
    // The RHS sows rocket from April to September, not only in late summer.
    expect(find("Rocket").sowOutside).toEqual([4, 5, 6, 7, 8, 9]);
    // Summer cabbage is sown under cover from February, not January, and cut into October.
    expect(find("Summer cabbage").sowUnderCover).toEqual([2, 3]);
    expect(find("Summer cabbage").harvest).toEqual([6, 7, 8, 9, 10]);
    // Winter cauliflower is sown in April and May; sprouts are picked from September to March.
    expect(find("Cauliflower (winter and spring)").sowOutside).toEqual([4, 5]);
    expect(find("Brussels sprouts").harvest).toEqual([9, 10, 11, 12, 1, 2, 3]);
    // Tomatoes are picked July to September (RHS), pears from September.
    expect(find("Tomatoes").harvest).toEqual([7, 8, 9]);
    expect(find("Pears").harvest).toEqual([9, 10]);
  });
});

describe("the lists built from it", () => {
  it("list a crop in each month of its window, with its month's note", () => {
    expect(cropsFor("harvest", 10)).toContain("Courgettes");
    expect(cropsFor("harvest", 11)).not.toContain("Courgettes");
    expect(cropsFor("sowOutside", 5)).toContain("Runner beans (late in the month)");
    expect(cropsFor("plantOut", 4)).toContain("Onion sets");
    expect(cropsFor("sowOutside", 10)).toContain("Broad beans (hardy varieties)");
  });

  it("name a crop once when its plain and autumn-sown timetables meet", () => {
    const june = cropsFor("harvest", 6);
    expect(june.filter((entry) => entry.startsWith("Broad beans"))).toEqual(["Broad beans"]);
    // Two named varieties are different crops to a grower, so both are listed.
    expect(cropsFor("sowOutside", 5).filter((entry) => entry.startsWith("Cauliflower"))).toEqual([
      "Cauliflower (summer and autumn)",
      "Cauliflower (winter and spring)",
    ]);
  });
});
