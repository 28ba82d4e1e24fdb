import { describe, expect, it } from "vitest";
import { availableDateLabel, listingMetaDescription } from "./listing-detail-text";

describe("a listing page's words", () => {
  it("writes the available day in en-GB", () => {
    expect(availableDateLabel("2026-07-14")).toBe("14 July 2026");
    expect(availableDateLabel(null)).toBeNull();
    expect(availableDateLabel("14/07/2026")).toBeNull();
  });

  it("takes the first 150 characters of the description for the meta description", () => {
    const long = "a".repeat(200);
    expect(listingMetaDescription(long, "fallback")).toHaveLength(150);
    expect(listingMetaDescription("Two\n\nlines", "fallback")).toBe("Two lines");
    expect(listingMetaDescription("  ", "fallback")).toBe("fallback");
  });
});
