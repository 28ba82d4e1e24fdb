import { describe, expect, it } from "vitest";
import { relativeDate, ukCalendarDay, ukCalendarDaysBetween } from "./relative-date";

// Midday in British Summer Time (UTC+1), so whole days back stay clear of midnight.
const now = new Date("2026-07-15T11:00:00Z");
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("relativeDate", () => {
  it("says Today on the same UK day, and for a moment in the future", () => {
    expect(relativeDate(now, now)).toBe("Today");
    expect(relativeDate(new Date("2026-07-14T23:30:00Z"), now)).toBe("Today"); // 00:30 BST
    expect(relativeDate(new Date("2026-07-15T18:00:00Z"), now)).toBe("Today");
  });

  it("counts days under a week", () => {
    expect(relativeDate(daysBefore(1), now)).toBe("1 day ago");
    expect(relativeDate(daysBefore(2), now)).toBe("2 days ago");
    expect(relativeDate(daysBefore(6), now)).toBe("6 days ago");
  });

  it("counts whole weeks from 7 to 29 days", () => {
    expect(relativeDate(daysBefore(7), now)).toBe("1 week ago");
    expect(relativeDate(daysBefore(13), now)).toBe("1 week ago");
    expect(relativeDate(daysBefore(14), now)).toBe("2 weeks ago");
    expect(relativeDate(daysBefore(28), now)).toBe("4 weeks ago");
    expect(relativeDate(daysBefore(29), now)).toBe("4 weeks ago");
  });

  it("gives the en-GB date from 30 days", () => {
    expect(relativeDate(daysBefore(30), now)).toBe("15 June 2026");
    expect(relativeDate(new Date("2026-03-12T10:00:00Z"), now)).toBe("12 March 2026");
  });

  it("judges days on the UK calendar, across UK midnight", () => {
    // 23:50 and 00:10 UK time are one day apart although twenty minutes apart in time.
    const justAfterMidnight = new Date("2026-07-14T23:10:00Z"); // 00:10 BST on the 15th
    expect(relativeDate(new Date("2026-07-14T22:50:00Z"), justAfterMidnight)).toBe("1 day ago");
    // In winter the UK is on UTC: 23:59 UTC on the 1st is still the 1st.
    const winterNow = new Date("2026-01-02T00:01:00Z");
    expect(relativeDate(new Date("2026-01-01T23:59:00Z"), winterNow)).toBe("1 day ago");
    expect(relativeDate(new Date("2026-01-02T00:00:30Z"), winterNow)).toBe("Today");
    // A date shown in full is the UK day: 23:30 UTC on 31 May is 1 June in BST.
    expect(relativeDate(new Date("2026-05-31T23:30:00Z"), now)).toBe("1 June 2026");
  });

  it("is not thrown by the clocks changing", () => {
    // 29 March 2026: the clocks go forward, the day has 23 hours.
    expect(
      ukCalendarDaysBetween(new Date("2026-03-28T12:00:00Z"), new Date("2026-03-30T11:00:00Z")),
    ).toBe(2);
    // 25 October 2026: back, the day has 25 hours. 23:30 BST on the 24th to 23:30 GMT on the
    // 25th is 25 hours but one day; 00:30 BST to 23:30 GMT on the 25th is the same day.
    expect(
      ukCalendarDaysBetween(new Date("2026-10-24T22:30:00Z"), new Date("2026-10-25T23:30:00Z")),
    ).toBe(1);
    expect(
      ukCalendarDaysBetween(new Date("2026-10-24T23:30:00Z"), new Date("2026-10-25T23:30:00Z")),
    ).toBe(0);
  });
});

describe("ukCalendarDay", () => {
  it("is the day in the UK, whatever the UTC date", () => {
    expect(ukCalendarDay(new Date("2026-08-13T23:30:00Z"))).toBe("2026-08-14");
    expect(ukCalendarDay(new Date("2026-01-13T23:30:00Z"))).toBe("2026-01-13");
  });
});

describe("relativeDate in another language", () => {
  const welsh = {
    today: "Heddiw",
    daysAgo: (days: number) => `${days} diwrnod yn ôl`,
    weeksAgo: (weeks: number) => `${weeks} wythnos yn ôl`,
    locale: "cy",
  };
  const now = new Date("2026-11-29T12:00:00Z");

  it("uses the words it is given, and writes an older date in that language", () => {
    expect(relativeDate(new Date("2026-11-29T08:00:00Z"), now, welsh)).toBe("Heddiw");
    expect(relativeDate(new Date("2026-11-26T08:00:00Z"), now, welsh)).toBe("3 diwrnod yn ôl");
    expect(relativeDate(new Date("2026-11-15T08:00:00Z"), now, welsh)).toBe("2 wythnos yn ôl");
    expect(relativeDate(new Date("2026-09-12T08:00:00Z"), now, welsh)).toBe("12 Medi 2026");
  });
});
