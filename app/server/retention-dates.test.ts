import { describe, expect, it } from "vitest";
import { daysAfter, yearsBefore } from "./retention-dates";

describe("yearsBefore", () => {
  it("goes back whole calendar years to the same instant", () => {
    expect(yearsBefore(new Date("2026-11-22T03:15:00Z"), 2)).toEqual(
      new Date("2024-11-22T03:15:00Z"),
    );
  });

  it("lands 29 February on 1 March in a year without one", () => {
    expect(yearsBefore(new Date("2028-02-29T12:00:00Z"), 3)).toEqual(
      new Date("2025-03-01T12:00:00Z"),
    );
  });

  it("goes forward for a negative number", () => {
    expect(yearsBefore(new Date("2026-01-31T00:00:00Z"), -3)).toEqual(
      new Date("2029-01-31T00:00:00Z"),
    );
  });
});

describe("daysAfter", () => {
  it("adds and subtracts whole days", () => {
    expect(daysAfter(new Date("2026-11-22T00:00:00Z"), 30)).toEqual(
      new Date("2026-12-22T00:00:00Z"),
    );
    expect(daysAfter(new Date("2026-11-22T00:00:00Z"), -30)).toEqual(
      new Date("2026-10-23T00:00:00Z"),
    );
  });
});
