import { describe, expect, it } from "vitest";
import { allotmentsHref, cityPath, foodBanksPath, freeFoodPath, listingsHref } from "./place-links";

describe("place links", () => {
  it("builds each page's address from the slug", () => {
    expect(cityPath("leeds")).toBe("/city/leeds");
    expect(freeFoodPath("newcastle-upon-tyne")).toBe("/free-food/newcastle-upon-tyne");
    expect(foodBanksPath("york")).toBe("/food-banks/york");
  });

  it("prefills /listings with the city, and Free when asked", () => {
    expect(listingsHref()).toBe("/listings");
    expect(listingsHref({ location: "Leeds" })).toBe("/listings?location=Leeds");
    expect(listingsHref({ location: "Brighton and Hove", free: true })).toBe(
      "/listings?location=Brighton+and+Hove&type=Free",
    );
    expect(listingsHref({ free: true })).toBe("/listings?type=Free");
  });

  it("prefills the allotment search with the city", () => {
    expect(allotmentsHref("Stoke-on-Trent")).toBe("/allotments?location=Stoke-on-Trent");
    expect(allotmentsHref("St Albans")).toBe("/allotments?location=St+Albans");
  });
});
