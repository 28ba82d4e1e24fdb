import { describe, expect, it } from "vitest";
import { topCitiesByPopulation } from "./cities-by-population";
import { TOP_CITIES } from "./top-cities";

describe("TOP_CITIES", () => {
  it("is the cities table's most populous places, in order", () => {
    expect(TOP_CITIES).toEqual(
      topCitiesByPopulation(TOP_CITIES.length).map(({ name, slug }) => ({ name, slug })),
    );
  });
});
