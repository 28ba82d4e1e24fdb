import { describe, expect, it } from "vitest";
import {
  isCalendarDate,
  LISTING_LIMITS,
  listingCategories,
  listingCategoryFilters,
  listingCategoryLabel,
  listingMessages,
  listingSchema,
  missingListingFields,
  parseListingFilters,
} from "./listing-schema";

const valid = {
  name: "  Courgettes  ",
  category: "Vegetables",
  type: "Free",
  location: " Leeds ",
  quantity: " 6 ",
  harvestDate: "2026-07-14",
  description: " Big ones ",
};

function errors(input: Record<string, unknown>) {
  const result = listingSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("listingSchema", () => {
  it("trims every text field", () => {
    expect(listingSchema.parse(valid)).toEqual({
      name: "Courgettes",
      category: "Vegetables",
      type: "Free",
      location: "Leeds",
      quantity: "6",
      harvestDate: "2026-07-14",
      description: "Big ones",
      // Who gets it (decision 0087): first come, one portion, unless the owner chooses.
      choiceRule: "first_come",
      windowHours: 24,
      organisationsFirst: false,
      portions: 1,
    });
  });

  it("turns a blank description, quantity and harvest date into undefined", () => {
    const parsed = listingSchema.parse({
      ...valid,
      description: "   ",
      quantity: "",
      harvestDate: " ",
    });
    expect(parsed.description).toBeUndefined();
    expect(parsed.quantity).toBeUndefined();
    expect(parsed.harvestDate).toBeUndefined();
    const { description, quantity, harvestDate, ...required } = valid;
    expect(listingSchema.safeParse(required).success).toBe(true);
  });

  it("requires name, category, type and location, blank or missing, with a message each", () => {
    expect(errors({ ...valid, name: "   ", location: "" })).toEqual({
      name: listingMessages.nameRequired,
      location: listingMessages.locationRequired,
    });
    expect(errors({})).toEqual({
      name: listingMessages.nameRequired,
      category: listingMessages.categoryRequired,
      type: listingMessages.type,
      location: listingMessages.locationRequired,
    });
  });

  it("accepts only Free or Swap, in the specification's words", () => {
    expect(errors({ ...valid, type: "Sale" })).toEqual({
      type: "Please select a valid listing type (Free or Swap).",
    });
    expect(errors({ ...valid, type: "free" }).type).toBe(listingMessages.type);
    expect(listingSchema.parse({ ...valid, type: "Swap" }).type).toBe("Swap");
  });

  it("accepts each create-form category and nothing else", () => {
    for (const category of listingCategories) {
      expect(listingSchema.safeParse({ ...valid, category }).success).toBe(true);
    }
    expect(errors({ ...valid, category: "All" }).category).toBe(listingMessages.categoryRequired);
    expect(listingCategoryLabel("Seedlings")).toBe("Seedlings & Plants");
    expect(listingCategoryLabel("Legacy")).toBe("Legacy");
  });

  it("limits lengths after trimming, with clear messages", () => {
    const at = (n: number) => "a".repeat(n);
    expect(listingSchema.safeParse({ ...valid, name: ` ${at(100)} ` }).success).toBe(true);
    expect(errors({ ...valid, name: at(LISTING_LIMITS.name + 1) }).name).toBe(
      "Name must be at most 100 characters.",
    );
    expect(errors({ ...valid, description: at(2001) }).description).toBe(
      "Description must be at most 2000 characters.",
    );
    expect(errors({ ...valid, location: at(101) }).location).toBe(
      "Location must be at most 100 characters.",
    );
    expect(errors({ ...valid, quantity: at(101) }).quantity).toBe(
      "Quantity must be at most 100 characters.",
    );
  });

  it("takes a harvest date only when it is a real day", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "14/07/2026", "tomorrow", "2026-7-4"]) {
      expect(errors({ ...valid, harvestDate: bad }).harvestDate).toBe(listingMessages.harvestDate);
    }
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
  });

  it("names the missing required fields for the toast", () => {
    expect(missingListingFields({ name: " ", type: "Free" })).toEqual([
      "Name",
      "Category",
      "Location",
    ]);
    expect(missingListingFields(valid)).toEqual([]);
  });
});

describe("parseListingFilters", () => {
  it("defaults to no filter, page 1", () => {
    expect(parseListingFilters(new URLSearchParams())).toEqual({
      search: undefined,
      location: undefined,
      category: "All",
      type: "All",
      near: undefined,
      within: 10,
      page: 1,
    });
  });

  it("reads each filter, trimmed", () => {
    const params = new URLSearchParams({
      search: " tomato ",
      location: " York ",
      category: "Herbs",
      type: "Swap",
      near: " ls6 ",
      within: "3",
      page: "3",
    });
    expect(parseListingFilters(params)).toEqual({
      search: "tomato",
      location: "York",
      category: "Herbs",
      type: "Swap",
      near: "ls6",
      within: 3,
      page: 3,
    });
  });

  it("falls back to no filter for anything unusable, rather than failing the page", () => {
    const params = new URLSearchParams({
      search: "   ",
      location: "x".repeat(500),
      category: "Cars",
      type: "Sale",
      near: "y".repeat(500),
      within: "7",
      page: "-2",
    });
    expect(parseListingFilters(params)).toEqual({
      search: undefined,
      location: undefined,
      category: "All",
      type: "All",
      near: undefined,
      within: 10,
      page: 1,
    });
    expect(parseListingFilters(new URLSearchParams({ page: "two" })).page).toBe(1);
    expect(parseListingFilters(new URLSearchParams({ page: "2.5" })).page).toBe(1);
  });

  it("keeps a cursor only when it looks like one (decision 0053)", () => {
    const cursor = "AAYC7_4MgAASNFZ4EjQSNBI0EjRWeJq8";
    const params = new URLSearchParams({ page: "40", after: cursor, before: "../../etc" });
    expect(parseListingFilters(params)).toMatchObject({
      page: 40,
      after: cursor,
      before: undefined,
    });
    for (const bad of ["", "x", `${cursor}A`, `${cursor.slice(1)}=`, `${cursor.slice(1)}+`]) {
      expect(parseListingFilters(new URLSearchParams({ after: bad })).after).toBeUndefined();
    }
  });

  it("offers All plus every category, Seeds included", () => {
    expect(listingCategoryFilters).toEqual([
      "All",
      "Vegetables",
      "Fruits",
      "Herbs",
      "Seedlings",
      "Seeds",
      "Other",
    ]);
  });
});
