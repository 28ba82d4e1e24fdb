import { describe, expect, it } from "vitest";
import { citiesByPopulation } from "~/data/cities-by-population";
import type { City } from "./cities";
import {
  cityCountText,
  emptyLocationsText,
  formatPopulation,
  groupByRegion,
  LOCATION_QUERY_MAX,
  normaliseLocationQuery,
  searchCities,
} from "./city-search";

function place(name: string, county: string, region: string, population = 1000): City {
  return {
    name,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    county,
    region,
    country: "England",
    population,
    populationBasis: "councilArea2024",
    latitude: 52,
    longitude: -1,
  };
}

const sample = [
  place("Leeds", "West Yorkshire", "Yorkshire and The Humber"),
  place("Maidstone", "Kent", "South East"),
  place("Canterbury", "Kent", "South East"),
  place("Cardiff", "Cardiff", "Wales"),
  place("Bath", "Somerset", "South West"),
];

const names = (cities: readonly City[]) => cities.map((city) => city.name);

describe("searchCities", () => {
  it("gives every city for an empty or blank query", () => {
    expect(searchCities(sample, "")).toEqual(sample);
    expect(searchCities(sample, "   ")).toEqual(sample);
  });

  it("matches a substring of the name, in any case", () => {
    expect(names(searchCities(sample, "leed"))).toEqual(["Leeds"]);
    expect(names(searchCities(sample, "LEEDS"))).toEqual(["Leeds"]);
    expect(names(searchCities(sample, "aRdI"))).toEqual(["Cardiff"]);
  });

  it("matches the county", () => {
    expect(names(searchCities(sample, "kent"))).toEqual(["Maidstone", "Canterbury"]);
    expect(names(searchCities(sample, "somer"))).toEqual(["Bath"]);
  });

  it("matches the region", () => {
    expect(names(searchCities(sample, "wales"))).toEqual(["Cardiff"]);
    expect(names(searchCities(sample, "south"))).toEqual(["Maidstone", "Canterbury", "Bath"]);
    expect(names(searchCities(sample, "the humber"))).toEqual(["Leeds"]);
  });

  it("ignores spaces around the query but not inside it", () => {
    expect(names(searchCities(sample, "  bath "))).toEqual(["Bath"]);
    expect(searchCities(sample, "ba th")).toEqual([]);
  });

  it("finds nothing for text in no field, and treats regex characters as text", () => {
    expect(searchCities(sample, "atlantis")).toEqual([]);
    expect(searchCities(sample, ".*")).toEqual([]);
  });

  it("keeps the order it was given", () => {
    expect(names(searchCities([...sample].reverse(), "kent"))).toEqual(["Canterbury", "Maidstone"]);
  });

  it("finds real places in the reference data", () => {
    expect(names(searchCities(citiesByPopulation, "Greater Manchester"))).toContain("Manchester");
    expect(
      searchCities(citiesByPopulation, "scotland").every((city) => city.region === "Scotland"),
    ).toBe(true);
    expect(searchCities(citiesByPopulation, "scotland").length).toBeGreaterThan(0);
  });
});

describe("normaliseLocationQuery", () => {
  it("trims, and treats a missing query as empty", () => {
    expect(normaliseLocationQuery("  York ")).toBe("York");
    expect(normaliseLocationQuery(null)).toBe("");
    expect(normaliseLocationQuery(undefined)).toBe("");
  });

  it("keeps at most the maximum length", () => {
    expect(normaliseLocationQuery("x".repeat(500))).toHaveLength(LOCATION_QUERY_MAX);
  });
});

describe("groupByRegion", () => {
  it("groups by region, regions A to Z and cities A to Z within each", () => {
    const groups = groupByRegion(sample);
    expect(groups.map((group) => group.region)).toEqual([
      "South East",
      "South West",
      "Wales",
      "Yorkshire and The Humber",
    ]);
    expect(names(groups[0]?.cities ?? [])).toEqual(["Canterbury", "Maidstone"]);
  });

  it("gives no groups for no cities", () => {
    expect(groupByRegion([])).toEqual([]);
  });

  it("puts every city of the reference data in exactly one group", () => {
    const groups = groupByRegion(citiesByPopulation);
    expect(groups.flatMap((group) => group.cities)).toHaveLength(citiesByPopulation.length);
    for (const group of groups) {
      expect(group.cities.every((city) => city.region === group.region)).toBe(true);
    }
    expect(new Set(groups.map((group) => group.region)).size).toBe(groups.length);
  });

  it("does not reorder the list it was given", () => {
    const given = [...sample];
    groupByRegion(given);
    expect(given).toEqual(sample);
  });
});

describe("the words around the results", () => {
  it("says 'No cities found.' with no search, and the search text with one", () => {
    expect(emptyLocationsText("")).toBe("No cities found.");
    expect(emptyLocationsText("  ")).toBe("No cities found.");
    expect(emptyLocationsText("atlantis")).toBe("No cities found matching your search.");
  });

  it("counts cities in words", () => {
    expect(cityCountText(1)).toBe("1 city");
    expect(cityCountText(0)).toBe("0 cities");
    expect(cityCountText(129)).toBe("129 cities");
  });

  it("writes populations the British way", () => {
    expect(formatPopulation(1_234_567)).toBe("1,234,567");
    expect(formatPopulation(950)).toBe("950");
  });
});
