import { describe, expect, it } from "vitest";
import { cities } from "~/data/cities";
import { citiesByPopulation, topCitiesByPopulation } from "~/data/cities-by-population";
import { findCityBySlug } from "./cities.ts";

const ENGLISH_REGIONS = [
  "North East",
  "North West",
  "Yorkshire and The Humber",
  "East Midlands",
  "West Midlands",
  "East of England",
  "London",
  "South East",
  "South West",
];

function city(slug: string) {
  const found = findCityBySlug(slug);
  if (!found) throw new Error(`No city with slug ${slug}`);
  return found;
}

describe("the cities reference data", () => {
  it("holds between 120 and 140 places", () => {
    expect(cities.length).toBeGreaterThanOrEqual(120);
    expect(cities.length).toBeLessThanOrEqual(140);
  });

  it("covers all four nations", () => {
    expect(new Set(cities.map((c) => c.country))).toEqual(
      new Set(["England", "Scotland", "Wales", "Northern Ireland"]),
    );
  });

  it("has unique, URL-safe slugs and unique names", () => {
    for (const c of cities) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => c.name.toLowerCase())).size).toBe(cities.length);
  });

  it("has tidy names and a county for every place", () => {
    for (const c of cities) {
      expect(c.name.trim()).toBe(c.name);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.county.trim().length).toBeGreaterThan(0);
    }
  });

  it("puts every place inside the UK", () => {
    for (const c of cities) {
      expect.soft(c.latitude, c.name).toBeGreaterThan(49.8);
      expect.soft(c.latitude, c.name).toBeLessThan(60.9);
      expect.soft(c.longitude, c.name).toBeGreaterThan(-8.7);
      expect.soft(c.longitude, c.name).toBeLessThan(1.8);
    }
  });

  it("puts every place inside its own nation (catches swapped or mistyped coordinates)", () => {
    for (const c of cities) {
      switch (c.country) {
        case "Scotland":
          expect.soft(c.latitude, c.name).toBeGreaterThan(54.6);
          break;
        case "Northern Ireland":
          expect.soft(c.longitude, c.name).toBeLessThan(-5.4);
          expect.soft(c.latitude, c.name).toBeGreaterThan(54);
          expect.soft(c.latitude, c.name).toBeLessThan(55.4);
          break;
        case "Wales":
          expect.soft(c.longitude, c.name).toBeGreaterThan(-5.4);
          expect.soft(c.longitude, c.name).toBeLessThan(-2.6);
          expect.soft(c.latitude, c.name).toBeGreaterThan(51.3);
          expect.soft(c.latitude, c.name).toBeLessThan(53.5);
          break;
        case "England":
          expect.soft(c.latitude, c.name).toBeLessThan(55.9);
          expect.soft(c.longitude, c.name).toBeGreaterThan(-5.8);
          break;
      }
    }
  });

  it("uses the ONS region in England and the nation's name elsewhere", () => {
    for (const c of cities) {
      if (c.country === "England") expect.soft(ENGLISH_REGIONS, c.name).toContain(c.region);
      else expect.soft(c.region, c.name).toBe(c.country);
    }
  });

  it("has a positive whole-number population for every place", () => {
    for (const c of cities) {
      expect.soft(Number.isInteger(c.population), c.name).toBe(true);
      expect.soft(c.population, c.name).toBeGreaterThan(0);
    }
  });

  it("gets well-known facts right", () => {
    expect(city("edinburgh")).toMatchObject({ country: "Scotland", region: "Scotland" });
    expect(city("glasgow")).toMatchObject({ country: "Scotland" });
    expect(city("cardiff")).toMatchObject({ country: "Wales", region: "Wales" });
    expect(city("swansea")).toMatchObject({ country: "Wales" });
    expect(city("belfast")).toMatchObject({
      country: "Northern Ireland",
      region: "Northern Ireland",
    });
    expect(city("manchester")).toMatchObject({ country: "England", region: "North West" });
    expect(city("leeds")).toMatchObject({ region: "Yorkshire and The Humber" });
    expect(city("bristol")).toMatchObject({ region: "South West" });
    expect(city("newcastle-upon-tyne")).toMatchObject({ region: "North East" });
    expect(city("nottingham")).toMatchObject({ region: "East Midlands" });
    expect(city("norwich")).toMatchObject({ region: "East of England" });
    expect(city("brighton-and-hove")).toMatchObject({ region: "South East" });
    expect(city("london")).toMatchObject({ region: "London", country: "England" });

    const birmingham = city("birmingham");
    expect(birmingham.region).toBe("West Midlands");
    expect(Math.abs(birmingham.latitude - 52.4862)).toBeLessThan(0.05);
    expect(Math.abs(birmingham.longitude - -1.8904)).toBeLessThan(0.05);
    // London is east of Birmingham and south of Edinburgh; Belfast is west of Glasgow.
    expect(city("london").longitude).toBeGreaterThan(birmingham.longitude);
    expect(city("london").latitude).toBeLessThan(city("edinburgh").latitude);
    expect(city("belfast").longitude).toBeLessThan(city("glasgow").longitude);
  });
});

describe("citiesByPopulation", () => {
  it("holds every city once: council areas by their mid-2024 estimates, then the rest", () => {
    expect(citiesByPopulation).toHaveLength(cities.length);
    expect(new Set(citiesByPopulation)).toEqual(new Set(cities));
    const ranked = citiesByPopulation.filter((c) => c.populationBasis === "councilArea2024");
    const others = citiesByPopulation.filter((c) => c.populationBasis !== "councilArea2024");
    // One basis is ranked; every figure on another basis comes after all of its places.
    expect(citiesByPopulation).toEqual([...ranked, ...others]);
    for (const list of [ranked, others]) {
      for (let i = 1; i < list.length; i++) {
        const previous = list[i - 1];
        const current = list[i];
        expect(previous && current && previous.population >= current.population).toBe(true);
      }
    }
    // Northampton's built-up area (about 250,000 people) is not ranked above council areas.
    const northampton = citiesByPopulation.findIndex((c) => c.slug === "northampton");
    expect(northampton).toBeGreaterThanOrEqual(ranked.length);
  });

  it("names a population basis for every place, from its row's source", () => {
    const basisOf = (slug: string) => cities.find((c) => c.slug === slug)?.populationBasis;
    expect(basisOf("leeds")).toBe("councilArea2024");
    expect(basisOf("belfast")).toBe("councilArea2024");
    expect(basisOf("northampton")).toBe("builtUpArea2021");
    expect(basisOf("perth")).toBe("locality2020");
    expect(basisOf("derry")).toBe("settlement2021");
  });

  it("starts with London, then Birmingham", () => {
    expect(citiesByPopulation[0]?.slug).toBe("london");
    expect(citiesByPopulation[1]?.slug).toBe("birmingham");
  });
});

describe("topCitiesByPopulation", () => {
  it.each([8, 12, 20])("gives the %i most populous places", (count) => {
    const top = topCitiesByPopulation(count);
    expect(top).toHaveLength(count);
    expect(top).toEqual(citiesByPopulation.slice(0, count));
    expect(top.every((c) => c.populationBasis === "councilArea2024")).toBe(true);
    const smallestTop = Math.min(...top.map((c) => c.population));
    const rest = citiesByPopulation
      .slice(count)
      .filter((c) => c.populationBasis === "councilArea2024");
    expect(rest.every((c) => c.population <= smallestTop)).toBe(true);
  });

  it("gives nothing for zero or a negative count and everything for a large one", () => {
    expect(topCitiesByPopulation(0)).toEqual([]);
    expect(topCitiesByPopulation(-3)).toEqual([]);
    expect(topCitiesByPopulation(10_000)).toHaveLength(cities.length);
  });

  it("returns a copy the caller cannot use to reorder the shared list", () => {
    const top = topCitiesByPopulation(3);
    top.reverse();
    expect(citiesByPopulation[0]?.slug).toBe("london");
  });
});

describe("findCityBySlug", () => {
  it("finds a city whatever the case of the slug", () => {
    expect(findCityBySlug("leeds")?.name).toBe("Leeds");
    expect(findCityBySlug("LEEDS")?.name).toBe("Leeds");
    expect(findCityBySlug("Newcastle-Upon-Tyne")?.name).toBe("Newcastle upon Tyne");
  });

  it("finds every city by its own slug", () => {
    for (const c of cities) expect(findCityBySlug(c.slug)).toBe(c);
  });

  it("gives undefined for an unknown slug", () => {
    expect(findCityBySlug("atlantis")).toBeUndefined();
    expect(findCityBySlug("")).toBeUndefined();
    expect(findCityBySlug("leeds ")).toBeUndefined();
    expect(findCityBySlug("constructor")).toBeUndefined();
    expect(findCityBySlug("__proto__")).toBeUndefined();
  });
});
