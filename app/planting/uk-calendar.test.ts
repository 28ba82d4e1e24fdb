import { describe, expect, it } from "vitest";
import { harvestBadge } from "./harvest-badge";
import {
  addDays,
  daysBetween,
  formatUkDate,
  isIsoDate,
  monthName,
  ukMonth,
  ukToday,
} from "./uk-calendar";

describe("the UK calendar", () => {
  it("takes the day and month from the UK clock, not UTC", () => {
    // 23:30 UTC on 31 March 2026 is 00:30 on 1 April in the UK (summer time began 29 March).
    const now = new Date("2026-03-31T23:30:00Z");
    expect(ukToday(now)).toBe("2026-04-01");
    expect(ukMonth(now)).toEqual({ month: 4, year: 2026 });
    // In winter the UK is on UTC.
    expect(ukToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(ukMonth(new Date("2026-12-31T23:59:59Z"))).toEqual({ month: 12, year: 2026 });
  });

  it("turns the day at UK midnight to the second, asked in any order", () => {
    // Summer time: UK midnight is 23:00 UTC. The day is kept a minute, so ask either side of it.
    const moments: [string, string][] = [
      ["2026-06-30T22:59:59.999Z", "2026-06-30"],
      ["2026-06-30T23:00:00.000Z", "2026-07-01"],
      ["2026-06-30T22:59:30.000Z", "2026-06-30"],
      ["2026-06-30T23:00:59.999Z", "2026-07-01"],
      ["2026-12-31T23:59:59.000Z", "2026-12-31"],
      ["2027-01-01T00:00:00.000Z", "2027-01-01"],
    ];
    for (const [at, day] of moments) expect(ukToday(new Date(at))).toBe(day);
    expect(() => ukToday(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("counts days across a clock change without drifting", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-03-01", 85)).toBe("2026-05-25");
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-05-10", "2026-05-01")).toBe(-9);
  });

  it("accepts only real dates written as YYYY-MM-DD", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("28/02/2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("writes dates and months the British way", () => {
    expect(formatUkDate("2026-03-12")).toBe("12 March 2026");
    expect(monthName(4)).toBe("April");
  });
});

describe("the harvest badge", () => {
  const today = "2026-06-10";
  it.each([
    [null, "No date set", "none"],
    ["2026-06-09", "Overdue", "overdue"],
    ["2026-06-10", "Ready today!", "today"],
    ["2026-06-11", "1 day", "prominent"],
    ["2026-06-17", "7 days", "prominent"],
    ["2026-06-18", "8 days", "secondary"],
    ["2026-07-10", "30 days", "secondary"],
    ["2026-07-11", "31 days", "outline"],
  ])("for %s reads %s (%s)", (date, label, look) => {
    expect(harvestBadge(date, today)).toMatchObject({ label, look });
  });
});
