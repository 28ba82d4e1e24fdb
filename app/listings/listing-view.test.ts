import { describe, expect, it } from "vitest";
import { browseFilters } from "./browse-filters.server";
import { badgeType, browseHref, foundText, hasActiveFilters } from "./listing-view";

const params = (query: string) => new URLSearchParams(query);

describe("browseFilters", () => {
  it("reads the filters, with All and page 1 as defaults", () => {
    expect(browseFilters(params("search=kale&location=Leeds&type=Swap&category=Herbs"))).toEqual({
      search: "kale",
      location: "Leeds",
      type: "Swap",
      category: "Herbs",
      within: 10,
      page: 1,
    });
    expect(browseFilters(params(""))).toEqual({
      category: "All",
      type: "All",
      within: 10,
      page: 1,
    });
  });

  it("accepts the prefilledLocation and prefilledType aliases; the plain names win", () => {
    expect(browseFilters(params("prefilledLocation=York&prefilledType=Free"))).toMatchObject({
      near: "York",
      type: "Free",
    });
    expect(
      browseFilters(params("near=Hull&prefilledLocation=York&type=Swap&prefilledType=Free")),
    ).toMatchObject({ near: "Hull", type: "Swap" });
    expect(browseFilters(params("near=&prefilledLocation=York"))).toMatchObject({
      near: "York",
    });
  });

  it("falls back to no filter for unusable values", () => {
    expect(browseFilters(params("type=Sell&category=Cars&page=-3&within=2"))).toEqual({
      category: "All",
      type: "All",
      within: 10,
      page: 1,
    });
  });
});

describe("browseHref and hasActiveFilters", () => {
  it("keeps the filters that narrow the list, and the page past the first", () => {
    const filters = browseFilters(params("search=kale pots&type=Free&category=All"));
    expect(browseHref(filters)).toBe("/listings?search=kale+pots&type=Free");
    expect(browseHref(filters, 3)).toBe("/listings?search=kale+pots&type=Free&page=3");
    expect(browseHref(browseFilters(params("")))).toBe("/listings");
    // A radius means something only with a place.
    expect(browseHref(browseFilters(params("within=3")))).toBe("/listings");
    const near = browseFilters(params("near=LS6&within=3&type=Free"));
    expect(browseHref(near)).toBe("/listings?near=LS6&within=3&type=Free");
    expect(hasActiveFilters(near)).toBe(true);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(browseFilters(params("page=4")))).toBe(false);
  });

  it("adds a cursor to the page number, and never carries the page's own cursor on", () => {
    const cursor = "AAYC7_4MgAASNFZ4EjQSNBI0EjRWeJq8";
    const filters = browseFilters(params(`type=Free&page=3&after=${cursor}`));
    expect(filters.after).toBe(cursor);
    expect(browseHref(filters, 3)).toBe("/listings?type=Free&page=3");
    expect(browseHref(filters, 4, { after: cursor })).toBe(
      `/listings?type=Free&page=4&after=${cursor}`,
    );
    expect(browseHref(filters, 2, { before: cursor })).toBe(
      `/listings?type=Free&page=2&before=${cursor}`,
    );
  });
});

describe("words on the pages", () => {
  it("counts garden swaps in the singular and plural", () => {
    expect(foundText(0)).toBe("Found 0 garden swaps");
    expect(foundText(1)).toBe("Found 1 garden swap");
    expect(foundText(24)).toBe("Found 24 garden swaps");
    expect(foundText(1000)).toBe("Found 1,000 garden swaps");
  });

  it("says when more match than were counted", () => {
    expect(foundText(100, false)).toBe("Found 100+ garden swaps");
  });

  it("shows an unknown type as Free", () => {
    expect(badgeType("Swap")).toBe("Swap");
    expect(badgeType("Sell")).toBe("Free");
  });
});
