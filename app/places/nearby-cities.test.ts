import { describe, expect, it } from "vitest";
import { citiesByPopulation } from "~/data/cities-by-population";
import { findCityBySlug } from "./cities";
import { distanceKm, NEARBY_CITY_COUNT, nearbyCities } from "./nearby-cities";

function city(slug: string) {
  const found = findCityBySlug(slug);
  if (!found) throw new Error(`No city ${slug}`);
  return found;
}

describe("distanceKm", () => {
  it("is zero from a place to itself and the same both ways", () => {
    expect(distanceKm(city("leeds"), city("leeds"))).toBe(0);
    expect(distanceKm(city("leeds"), city("york"))).toBeCloseTo(
      distanceKm(city("york"), city("leeds")),
      9,
    );
  });

  it("gives real distances between city centres", () => {
    // London to Edinburgh is about 530 km as the crow flies; Leeds to York about 35 km.
    expect(distanceKm(city("london"), city("edinburgh"))).toBeGreaterThan(510);
    expect(distanceKm(city("london"), city("edinburgh"))).toBeLessThan(550);
    expect(distanceKm(city("leeds"), city("york"))).toBeGreaterThan(30);
    expect(distanceKm(city("leeds"), city("york"))).toBeLessThan(40);
  });
});

describe("nearbyCities", () => {
  it("gives the nearest places, nearest first, never the city itself", () => {
    const leeds = city("leeds");
    const nearby = nearbyCities(leeds);
    expect(nearby).toHaveLength(NEARBY_CITY_COUNT);
    expect(nearby.map((c) => c.slug)).not.toContain("leeds");
    const distances = nearby.map((c) => distanceKm(leeds, c));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Nothing left out is nearer than the farthest one given.
    const farthest = distances.at(-1) ?? 0;
    const rest = citiesByPopulation.filter((c) => c.slug !== "leeds" && !nearby.includes(c));
    expect(rest.every((c) => distanceKm(leeds, c) >= farthest)).toBe(true);
  });

  it("names neighbours a person would expect", () => {
    expect(nearbyCities(city("leeds")).map((c) => c.slug)).toContain("bradford");
    expect(nearbyCities(city("belfast"), 1)[0]?.slug).toBe("lisburn");
  });

  it("stays on its own side of the Irish Sea", () => {
    const belfast = nearbyCities(city("belfast"));
    expect(belfast.map((c) => c.slug)).toEqual(["lisburn", "newry", "derry"]);
    const glasgow = nearbyCities(city("glasgow"), 200);
    expect(glasgow.some((c) => c.country === "Northern Ireland")).toBe(false);
  });

  it("gives as many as asked, and none for zero", () => {
    expect(nearbyCities(city("york"), 3)).toHaveLength(3);
    expect(nearbyCities(city("york"), 0)).toEqual([]);
  });
});
