import { describe, expect, it } from "vitest";
import { findCityBySlug } from "~/places/cities";
import { cityForFoodBank, distanceKm, nearbyCities } from "./city-placement";

describe("distanceKm", () => {
  it("measures great-circle distance", () => {
    const leeds = { latitude: 53.7997, longitude: -1.5492 };
    const bradford = { latitude: 53.795, longitude: -1.7594 };
    expect(distanceKm(leeds, leeds)).toBe(0);
    // Leeds to Bradford centres: about 13.8 km.
    expect(distanceKm(leeds, bradford)).toBeGreaterThan(13);
    expect(distanceKm(leeds, bradford)).toBeLessThan(15);
  });
});

describe("cityForFoodBank", () => {
  it("uses the city column when it names a seeded city, by name or slug", () => {
    expect(cityForFoodBank({ city: "Leeds", location: null })).toBe("leeds");
    expect(cityForFoodBank({ city: "stoke on trent", location: null })).toBe("stoke-on-trent");
    expect(cityForFoodBank({ city: "newcastle-upon-tyne", location: null })).toBe(
      "newcastle-upon-tyne",
    );
    expect(cityForFoodBank({ city: "Bristol, City of", location: null })).toBe("bristol");
  });

  it("falls back to the nearest seeded city within 20 km of the coordinates", () => {
    // Headingley, about 3 km from Leeds centre; its district column names no seeded city.
    expect(
      cityForFoodBank({ city: "Headingley", location: { latitude: 53.8195, longitude: -1.5775 } }),
    ).toBe("leeds");
    expect(cityForFoodBank({ city: null, location: { latitude: 51.46, longitude: -2.58 } })).toBe(
      "bristol",
    );
  });

  it("places nothing more than 20 km from every seeded city", () => {
    // Mid-Wales, near Llandrindod Wells.
    expect(cityForFoodBank({ city: null, location: { latitude: 52.24, longitude: -3.38 } })).toBe(
      null,
    );
  });

  it("doubts a city name when the coordinates are far from that city", () => {
    // Newport on the Isle of Wight is not Newport in Wales; nothing seeded is within 20 km.
    expect(
      cityForFoodBank({ city: "Newport", location: { latitude: 50.701, longitude: -1.2883 } }),
    ).not.toBe("newport");
    expect(
      cityForFoodBank({ city: "Newport", location: { latitude: 51.5842, longitude: -2.9977 } }),
    ).toBe("newport");
  });

  it("places nothing when there is neither a known city nor coordinates", () => {
    expect(cityForFoodBank({ city: "Hebden Bridge", location: null })).toBe(null);
    expect(cityForFoodBank({ city: null, location: null })).toBe(null);
  });
});

describe("nearbyCities", () => {
  it("lists the nearest other seeded cities, nearest first", () => {
    const leeds = findCityBySlug("leeds");
    if (!leeds) throw new Error("Leeds is seeded");
    const nearby = nearbyCities(leeds, 4);
    expect(nearby).toHaveLength(4);
    expect(nearby.map((city) => city.slug)).not.toContain("leeds");
    // Wakefield's centre is about 13.4 km from Leeds's, Bradford's about 13.9 km.
    expect(nearby.slice(0, 2).map((city) => city.slug)).toEqual(["wakefield", "bradford"]);
    const distances = nearby.map((city) => distanceKm(leeds, city));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
