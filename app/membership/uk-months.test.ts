import { describe, expect, it } from "vitest";
import { ukMonthOf, ukMonthRange } from "./uk-months";

describe("ukMonthRange and ukMonthOf", () => {
  it("runs from UK midnight on the 1st to UK midnight on the next 1st, GMT or BST", () => {
    expect(ukMonthRange("2026-01")).toEqual({
      start: new Date("2026-01-01T00:00:00Z"),
      end: new Date("2026-02-01T00:00:00Z"),
    });
    // April is in BST: the month starts at 23:00 UTC on 31 March.
    expect(ukMonthRange("2026-04")).toEqual({
      start: new Date("2026-03-31T23:00:00Z"),
      end: new Date("2026-04-30T23:00:00Z"),
    });
    // The clocks go back in October: November starts at midnight GMT.
    expect(ukMonthRange("2026-10")).toEqual({
      start: new Date("2026-09-30T23:00:00Z"),
      end: new Date("2026-11-01T00:00:00Z"),
    });
    expect(ukMonthRange("2025-12").end).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  it("refuses anything but YYYY-MM", () => {
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-01", "2026/01", "2026-01-01", ""]) {
      expect(() => ukMonthRange(bad)).toThrow(RangeError);
    }
  });

  it("names the UK month of an instant", () => {
    expect(ukMonthOf(new Date("2026-03-31T22:30:00Z"))).toBe("2026-03"); // 23:30 BST
    expect(ukMonthOf(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04"); // 00:30 BST
    expect(ukMonthOf(new Date("2025-12-31T23:30:00Z"))).toBe("2025-12");
    expect(ukMonthOf(new Date("2026-01-01T00:30:00Z"))).toBe("2026-01");
  });
});
