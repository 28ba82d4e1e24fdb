import { describe, expect, it } from "vitest";
import { monthNameOf, sharedText } from "./impact-text";

const november = { month: "2026-11", year: 2026 };
const january = { month: "2027-01", year: 2027 };

describe("what the pages say was shared", () => {
  it("names the month and the year, with the month's count first", () => {
    expect(sharedText({ thisMonth: 12, thisYear: 1403 }, november, "across the UK")).toBe(
      "12 items collected through Glut across the UK in November, 1,403 so far in 2026.",
    );
    expect(sharedText({ thisMonth: 1, thisYear: 2 }, november, "in Leeds")).toBe(
      "1 item collected through Glut in Leeds in November, 2 so far in 2026.",
    );
  });

  it("says a month that is the whole year so far once", () => {
    expect(sharedText({ thisMonth: 3, thisYear: 3 }, january, "in York")).toBe(
      "3 items collected through Glut in York in January 2027.",
    );
    expect(sharedText({ thisMonth: 1, thisYear: 1 }, november, "in York")).toBe(
      "1 item collected through Glut in York in November 2026.",
    );
  });

  it("reads well at 0: nothing claimed, nothing invented", () => {
    expect(sharedText({ thisMonth: 0, thisYear: 27 }, november, "in Leeds")).toBe(
      "27 items collected through Glut in Leeds so far in 2026, none yet in November.",
    );
    expect(sharedText({ thisMonth: 0, thisYear: 0 }, november, "in Leeds")).toBe(
      "Nothing has been collected through Glut in Leeds yet in 2026.",
    );
  });

  it("names months in English whatever the server's zone", () => {
    expect(monthNameOf("2026-01")).toBe("January");
    expect(monthNameOf("2026-12")).toBe("December");
  });
});
