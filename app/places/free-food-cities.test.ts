import { describe, expect, it } from "vitest";
import { citiesByPopulation } from "~/data/cities-by-population";
import type { City } from "./cities";
import {
  citiesAlphabetically,
  POPULAR_CITY_MIN_POPULATION,
  POPULAR_FREE_FOOD_CITIES,
  popularFreeFoodCities,
} from "./free-food-cities";

function place(name: string, population: number): City {
  return {
    name,
    slug: name.toLowerCase(),
    county: "Somewhere",
    region: "South West",
    country: "England",
    population,
    populationBasis: "councilArea2024",
    latitude: 51,
    longitude: -2,
  };
}

describe("popularFreeFoodCities", () => {
  it("gives the 12 most populous cities, biggest first, all over 200,000", () => {
    const popular = popularFreeFoodCities();
    expect(popular).toHaveLength(POPULAR_FREE_FOOD_CITIES);
    expect(popular).toEqual(citiesByPopulation.slice(0, 12));
    expect(popular.every((city) => city.population > POPULAR_CITY_MIN_POPULATION)).toBe(true);
  });

  it("leaves out cities of 200,000 or fewer, even when that gives fewer than 12", () => {
    const cities = [
      place("Small", 150_000),
      place("Exactly", 200_000),
      place("Big", 200_001),
      place("Bigger", 900_000),
    ];
    expect(popularFreeFoodCities(cities).map((city) => city.name)).toEqual(["Bigger", "Big"]);
    expect(popularFreeFoodCities([place("Tiny", 5_000)])).toEqual([]);
  });

  it("stops at 12 however many qualify", () => {
    const cities = Array.from({ length: 20 }, (_, i) => place(`City${i}`, 300_000 + i));
    const popular = popularFreeFoodCities(cities);
    expect(popular).toHaveLength(12);
    expect(popular[0]?.name).toBe("City19");
    expect(popular.at(-1)?.name).toBe("City8");
  });
});

describe("citiesAlphabetically", () => {
  it("gives every city once, A to Z", () => {
    const all = citiesAlphabetically();
    expect(all).toHaveLength(citiesByPopulation.length);
    const names = all.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
    expect(names[0]).toBe("Aberdeen");
  });
});
