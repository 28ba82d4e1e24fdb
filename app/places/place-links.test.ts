import { describe, expect, it } from "vitest";
import {
  allotmentsHref,
  cityPath,
  cityRadiusMiles,
  foodBanksPath,
  freeFoodPath,
  listingsHref,
} from "./place-links";

describe("place links", () => {
  it("builds each page's address from the slug", () => {
    expect(cityPath("leeds")).toBe("/city/leeds");
    expect(freeFoodPath("newcastle-upon-tyne")).toBe("/free-food/newcastle-upon-tyne");
    expect(foodBanksPath("york")).toBe("/food-banks/york");
  });

  it("opens /listings around the city, and Free when asked", () => {
    expect(listingsHref()).toBe("/listings");
    expect(listingsHref({ city: { name: "Leeds", withinMiles: 10 } })).toBe(
      "/listings?near=Leeds&within=10",
    );
    expect(listingsHref({ city: { name: "Brighton and Hove", withinMiles: 5 }, free: true })).toBe(
      "/listings?near=Brighton+and+Hove&within=5&type=Free",
    );
    expect(listingsHref({ free: true })).toBe("/listings?type=Free");
  });

  it("reaches further around a big city than a small one, always a radius /listings offers", () => {
    expect(cityRadiusMiles({ population: 8_000_000 })).toBe(10);
    expect(cityRadiusMiles({ population: 500_000 })).toBe(10);
    expect(cityRadiusMiles({ population: 275_000 })).toBe(5);
  });

  it("prefills the allotment search with the city", () => {
    expect(allotmentsHref("Stoke-on-Trent")).toBe("/allotments?location=Stoke-on-Trent");
    expect(allotmentsHref("St Albans")).toBe("/allotments?location=St+Albans");
  });
});
