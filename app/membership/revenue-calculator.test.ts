import { describe, expect, it } from "vitest";
import { referralRateOn } from "./referral-rates.ts";
import {
  DEFAULT_REACH,
  describeReach,
  exampleRevenuePence,
  formatPounds,
  MAX_REACH,
  maximumRevenuePence,
  parseReach,
} from "./revenue-calculator.ts";

describe("parseReach", () => {
  it.each([
    // Whole numbers, with the spaces around them ignored.
    ["50", 50],
    ["200", 200],
    [" 200 ", 200],
    ["\t12\n", 12],
    ["+7", 7],
    ["007", 7],
    ["0", 0],
    // Thousands grouped with commas, as people write them.
    ["1,200", 1200],
    ["12,345,678", MAX_REACH],
    // Empty and non-numeric count as 0.
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["12abc", 0],
    ["12 people", 0],
    ["1 200", 0],
    ["1,20", 0],
    ["1e3", 0],
    ["0x10", 0],
    ["Infinity", 0],
    ["NaN", 0],
    ["-", 0],
    [".", 0],
    ["£50", 0],
    // Negatives clamp to 0.
    ["-5", 0],
    ["-3", 0],
    ["-0.5", 0],
    ["-0", 0],
    // Decimals are rounded down to whole people.
    ["12.7", 12],
    ["12.", 12],
    ["0.9", 0],
    [".5", 0],
    // Silly numbers stop at the maximum.
    [String(MAX_REACH), MAX_REACH],
    [String(MAX_REACH + 1), MAX_REACH],
    ["99999999999999999999999", MAX_REACH],
  ])("reads %j as %d", (input, expected) => {
    expect(parseReach(input)).toBe(expected);
  });
});

describe("describeReach", () => {
  it.each([
    ["50", null],
    ["", null],
    ["12.", null],
    ["abc", "not-a-number"],
    ["1e3", "not-a-number"],
    ["-5", "negative"],
    ["12.7", "fraction"],
    ["2000000", "capped"],
  ])("notes why %j is read as it is: %s", (input, note) => {
    expect(describeReach(input).note).toBe(note);
  });
});

describe("maximumRevenuePence and exampleRevenuePence", () => {
  it.each([
    // reach, rate (pence), maximum, example at 10%
    [DEFAULT_REACH, 25, "£12.50", "£1.25"],
    [200, 25, "£50.00", "£5.00"],
    [0, 25, "£0.00", "£0.00"],
    [1, 25, "£0.25", "£0.03"], // 2.5p rounds up to 3p
    [3, 25, "£0.75", "£0.08"], // 7.5p, not 7.500000000000001p, rounds up to 8p
    [7, 25, "£1.75", "£0.18"], // 17.5p
    [11, 25, "£2.75", "£0.28"], // 27.5p
    [4, 25, "£1.00", "£0.10"],
    [DEFAULT_REACH, 50, "£25.00", "£2.50"],
    // The specification's own example: 200 people give £100 at the 50p launch rate.
    [200, 50, "£100.00", "£10.00"],
    [MAX_REACH, 25, "£250,000.00", "£25,000.00"],
  ])("reach %d at %dp: up to %s, %s at a 10%% sign-up rate", (reach, rate, maximum, example) => {
    expect(formatPounds(maximumRevenuePence(reach, rate))).toBe(maximum);
    expect(formatPounds(exampleRevenuePence(reach, rate))).toBe(example);
  });

  it("takes other sign-up rates", () => {
    expect(exampleRevenuePence(200, 25, 0.25)).toBe(1250);
    expect(exampleRevenuePence(200, 25, 1)).toBe(5000);
    expect(exampleRevenuePence(200, 25, 0)).toBe(0);
  });

  it("never gives a negative or fractional amount, whatever it is passed", () => {
    expect(maximumRevenuePence(-10, 25)).toBe(0);
    expect(maximumRevenuePence(10.9, 25)).toBe(250);
    expect(maximumRevenuePence(Number.NaN, 25)).toBe(0);
    expect(exampleRevenuePence(-10, 25)).toBe(0);
    expect(exampleRevenuePence(200, 25, -0.1)).toBe(0);
  });

  it("uses the rate in force on the day", () => {
    const launch = referralRateOn(new Date("2025-06-01T12:00:00Z")).pence;
    const standard = referralRateOn(new Date("2026-06-01T12:00:00Z")).pence;
    expect(formatPounds(maximumRevenuePence(200, launch))).toBe("£100.00");
    expect(formatPounds(maximumRevenuePence(200, standard))).toBe("£50.00");
    expect(formatPounds(exampleRevenuePence(200, standard))).toBe("£5.00");
  });
});

describe("formatPounds", () => {
  it("always shows pounds with two decimals", () => {
    expect(formatPounds(0)).toBe("£0.00");
    expect(formatPounds(25)).toBe("£0.25");
    expect(formatPounds(1250)).toBe("£12.50");
    expect(formatPounds(100000)).toBe("£1,000.00");
  });
});
