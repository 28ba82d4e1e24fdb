import { describe, expect, it } from "vitest";
import {
  badCompanions,
  type CompanionRow,
  companionPlantingSummary,
  companionSources,
  goodCompanions,
} from "./planting-companions";
import { monthGuide, monthGuides } from "./planting-months";
import { commonPlants, findCommonPlant, plantingCategories } from "./planting-plants";
import { seasonGuides } from "./planting-seasons";

/** The crop an entry names: the text before any bracketed note, in lower case. */
const crop = (entry: string) =>
  entry
    .replace(/\s*\(.*\)\s*$/, "")
    .trim()
    .toLowerCase();

/**
 * Perennials, trees, bushes and canes: grown from crowns, canes, tubers or bought plants and
 * only ever picked. Listing one as a sowing would be a mistake.
 */
const HARVEST_ONLY = [
  "apples",
  "early apples",
  "pears",
  "plums",
  "cherries",
  "currants",
  "gooseberries",
  "blackberries",
  "raspberries",
  "autumn raspberries",
  "strawberries",
  "rhubarb",
  "forced rhubarb",
  "asparagus",
  "jerusalem artichokes",
];

describe("the month-by-month guide", () => {
  it("has all twelve months, in order, each named", () => {
    expect(monthGuides.map((guide) => guide.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(monthGuides.map((guide) => guide.name)).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
  });

  it("gives the specification's three focuses", () => {
    expect(monthGuide(1).focus).toBe("Planning & Preparation");
    expect(monthGuide(4).focus).toBe("Main Planting Season");
    expect(monthGuide(8).focus).toBe("Main Harvest Time");
  });

  it("never lists a harvest-only crop as something to sow", () => {
    for (const guide of monthGuides) {
      const sown = [...guide.sowUnderCover, ...guide.sowOutside].map(crop);
      expect(
        sown.filter((name) => HARVEST_ONLY.includes(name)),
        guide.name,
      ).toEqual([]);
    }
  });

  it("sows nothing outside in January, and keeps garden activities to December", () => {
    expect(monthGuide(1).sowOutside).toEqual([]);
    expect(monthGuide(1).plantOut.some((entry) => /bare-root fruit trees/i.test(entry))).toBe(true);
    expect(monthGuide(12).activities.length).toBeGreaterThan(0);
    for (const guide of monthGuides.filter((g) => g.month !== 12)) {
      expect(guide.activities, guide.name).toEqual([]);
    }
  });

  it("keeps tender crops out of the open ground before May", () => {
    const tender = [
      "tomatoes",
      "courgettes",
      "sweetcorn",
      "runner beans",
      "french beans",
      "cucumbers",
    ];
    for (const guide of monthGuides.filter((g) => g.month < 5)) {
      const outside = [...guide.sowOutside, ...guide.plantOut].map(crop);
      expect(
        outside.filter((name) => tender.includes(name)),
        guide.name,
      ).toEqual([]);
    }
  });

  it("has something to harvest and at least two tips every month, with no duplicates in a list", () => {
    for (const guide of monthGuides) {
      expect(guide.harvest.length, guide.name).toBeGreaterThan(0);
      expect(guide.keyTips.length, guide.name).toBeGreaterThanOrEqual(2);
      for (const list of [guide.sowUnderCover, guide.sowOutside, guide.plantOut, guide.harvest]) {
        expect(new Set(list).size, `${guide.name}: ${list.join(", ")}`).toBe(list.length);
      }
    }
  });

  it("falls back to June for a month that does not exist", () => {
    expect(monthGuide(13).name).toBe("June");
  });
});

describe("the seasons", () => {
  it("are the four UK seasons with their months", () => {
    expect(seasonGuides.map((season) => [season.name, season.months])).toEqual([
      ["Spring", "March to May"],
      ["Summer", "June to August"],
      ["Autumn", "September to November"],
      ["Winter", "December to February"],
    ]);
    for (const season of seasonGuides) {
      expect(season.keyTasks.length).toBeGreaterThan(0);
      expect(season.vegetables.length).toBeGreaterThan(0);
      expect(season.fruits.length).toBeGreaterThan(0);
    }
  });
});

describe("the companion tables", () => {
  it("are the specification's, word for word", () => {
    const names = (row: CompanionRow) => row.others.map((pair) => pair.name).join(", ");
    expect(goodCompanions.map((row) => `${row.plant}: ${names(row)}`)).toEqual([
      "Tomatoes: Basil, Carrots, Marigolds",
      "Lettuce: Carrots, Radishes, Strawberries, Cucumbers",
      "Bush beans: Potatoes, Carrots, Cucumbers, Corn, Strawberries",
      "Carrots: Beans, Lettuce, Onions, Rosemary, Sage",
      "Cucumbers: Beans, Corn, Peas, Radishes, Sunflowers",
      "Peppers: Basil, Carrots, Onions, Tomatoes",
    ]);
    expect(badCompanions.map((row) => `${row.plant}: ${names(row)}`)).toEqual([
      "Beans: Onions, Garlic, Peppers",
      "Potatoes: Tomatoes, Cucumbers, Sunflowers",
      "Onions and garlic: Beans, Peas",
      "Cabbage family: Strawberries, Tomatoes, Pole beans",
      "Carrots: Dill, Celery",
    ]);
  });

  const evidenceOf = (rows: readonly CompanionRow[], plant: string, other: string) =>
    rows.find((row) => row.plant === plant)?.others.find((pair) => pair.name === other)?.evidence;

  it("mark each pair with its evidence and a source with an address", () => {
    for (const row of [...goodCompanions, ...badCompanions]) {
      for (const pair of row.others) {
        expect(["supported", "traditional", "contested"], `${row.plant}: ${pair.name}`).toContain(
          pair.evidence,
        );
        expect(companionSources[pair.source].url, `${row.plant}: ${pair.name}`).toMatch(
          /^https:\/\//,
        );
      }
    }
  });

  it("say what the trials found for the pairs that have been tested", () => {
    expect(evidenceOf(goodCompanions, "Tomatoes", "Marigolds")).toBe("supported");
    expect(evidenceOf(badCompanions, "Potatoes", "Tomatoes")).toBe("supported");
    expect(evidenceOf(goodCompanions, "Carrots", "Onions")).toBe("contested");
    expect(evidenceOf(goodCompanions, "Tomatoes", "Basil")).toBe("traditional");
  });

  it("come with a plain word on what companion planting can and cannot do", () => {
    const summary = companionPlantingSummary.join(" ");
    expect(summary).toMatch(/What it can do:/);
    expect(summary).toMatch(/What it cannot do:/);
    expect(summary).toMatch(/carrot fly/);
  });
});

describe("the common plants", () => {
  it("start with the specification's six and their days to harvest", () => {
    expect(commonPlants.slice(0, 6).map((plant) => [plant.name, plant.daysToHarvest])).toEqual([
      ["Lettuce", 45],
      ["Radishes", 30],
      ["Carrots", 70],
      ["Tomatoes", 85],
      ["Courgettes", 55],
      ["Broad Beans", 90],
    ]);
  });

  it("hold at least 46 plants, each once, with a valid category and whole positive days", () => {
    expect(commonPlants.length).toBeGreaterThanOrEqual(46);
    expect(new Set(commonPlants.map((plant) => plant.name.toLowerCase())).size).toBe(
      commonPlants.length,
    );
    for (const plant of commonPlants) {
      expect(plantingCategories, plant.name).toContain(plant.category);
      expect(Number.isInteger(plant.daysToHarvest) && plant.daysToHarvest > 0, plant.name).toBe(
        true,
      );
      expect(plant.daysToHarvest, plant.name).toBeLessThanOrEqual(400);
    }
    for (const category of plantingCategories) {
      expect(
        commonPlants.some((plant) => plant.category === category),
        category,
      ).toBe(true);
    }
  });

  it("finds a plant by name, whatever the case", () => {
    expect(findCommonPlant("  broad beans ")?.daysToHarvest).toBe(90);
    expect(findCommonPlant("Triffids")).toBeUndefined();
  });
});
