import { describe, expect, it } from "vitest";
import {
  availableUntilLabel,
  aWeekFrom,
  defaultAvailableUntil,
  isExpired,
  isPerishable,
  reminderDueFor,
  ukToday,
} from "./listing-expiry";
import { listingCategories } from "./listing-options";

describe("perishable expiry rules", () => {
  it("counts vegetables, fruits and herbs as fresh produce, and not seeds, plants or other", () => {
    expect(listingCategories.filter(isPerishable)).toEqual(["Vegetables", "Fruits", "Herbs"]);
  });

  it("defaults fresh produce to a week from today and leaves the rest without an end", () => {
    expect(defaultAvailableUntil("Fruits", "2026-11-25")).toBe("2026-12-02");
    expect(defaultAvailableUntil("Seeds", "2026-11-25")).toBeNull();
    expect(defaultAvailableUntil("Seedlings", "2026-11-25")).toBeNull();
    expect(aWeekFrom("2026-12-28")).toBe("2027-01-04");
  });

  it("expires a listing only once its last day is before today", () => {
    expect(isExpired("2026-12-02", "2026-12-02")).toBe(false);
    expect(isExpired("2026-12-02", "2026-12-03")).toBe(true);
    expect(isExpired(null, "2030-01-01")).toBe(false);
  });

  it("reads today on the UK calendar: 23:30 UTC in summer is already tomorrow", () => {
    expect(ukToday(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
    expect(ukToday(new Date("2026-12-14T23:30:00Z"))).toBe("2026-12-14");
  });

  it("reminds the day before, and says the day in en-GB", () => {
    expect(reminderDueFor("2026-12-01")).toBe("2026-12-02");
    expect(availableUntilLabel("2026-12-02")).toBe("Available until 2 December 2026");
  });
});
