import { describe, expect, it } from "vitest";
import {
  activeListingsText,
  freeListingsText,
  viewAllFreeListingsText,
  viewAllListingsText,
} from "./listing-counts";

describe("listing counts in words", () => {
  it("counts active and free listings, one or many", () => {
    expect(activeListingsText(1, "Leeds")).toBe("1 active listing in Leeds");
    expect(activeListingsText(0, "Leeds")).toBe("0 active listings in Leeds");
    expect(activeListingsText(1234, "York")).toBe("1,234 active listings in York");
    expect(freeListingsText(1, "Bath")).toBe("1 free listing in Bath");
    expect(freeListingsText(3, "Bath")).toBe("3 free listings in Bath");
  });

  it("says the specification's 'View All N Listings'", () => {
    expect(viewAllListingsText(9)).toBe("View All 9 Listings");
    // Past the listings search's count limit the number is a lower bound.
    expect(viewAllListingsText(100, false)).toBe("View All 100+ Listings");
    expect(activeListingsText(100, "Leeds", false)).toBe("100+ active listings in Leeds");
    expect(viewAllListingsText(1500)).toBe("View All 1,500 Listings");
    expect(viewAllFreeListingsText(13)).toBe("View All 13 Free Listings");
  });
});
