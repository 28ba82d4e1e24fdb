import { describe, expect, it } from "vitest";
import { calendarHref, monthParam, parseCalendarQuery } from "./calendar-query";

const query = (search: string, now: Date, signedIn = false) =>
  parseCalendarQuery(new URLSearchParams(search), now, signedIn);

describe("the planting calendar's address", () => {
  it("shows the current UK month: 23:30 UTC on 31 March 2026 is April in the UK", () => {
    const view = query("", new Date("2026-03-31T23:30:00Z"));
    expect(view.shown).toEqual({ month: 4, year: 2026 });
    expect(view.current).toEqual({ month: 4, year: 2026 });
    expect(view.previous).toEqual({ month: 3, year: 2026 });
    expect(view.next).toEqual({ month: 5, year: 2026 });
  });

  it("moves between months across the turn of the year", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(query("month=2026-12", now).next).toEqual({ month: 1, year: 2027 });
    expect(query("month=2027-01", now).previous).toEqual({ month: 12, year: 2026 });
    expect(monthParam({ month: 1, year: 2027 })).toBe("2027-01");
  });

  it("ignores a month it cannot read", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    for (const month of ["2026-13", "June", "2026-6", "9999-01"]) {
      expect(query(`month=${month}`, now).shown).toEqual({ month: 6, year: 2026 });
    }
  });

  it("opens My Garden for signed-in people and the Monthly View for visitors", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(query("", now, true).tab).toBe("garden");
    expect(query("", now, false).tab).toBe("monthly");
    expect(query("tab=yearly", now, true).tab).toBe("yearly");
    expect(query("tab=nonsense", now, false).tab).toBe("monthly");
    expect(calendarHref("monthly", { month: "2026-07" })).toBe(
      "/planting-calendar?tab=monthly&month=2026-07",
    );
  });
});
