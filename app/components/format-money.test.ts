import { describe, expect, it } from "vitest";
import { formatPence } from "./format-money.ts";

describe("formatPence", () => {
  it("shows pounds and pence", () => {
    expect(formatPence(100)).toBe("£1.00");
    expect(formatPence(25)).toBe("£0.25");
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(1999)).toBe("£19.99");
    expect(formatPence(123456)).toBe("£1,234.56");
  });

  it("shows amounts under a pound as pence when short", () => {
    expect(formatPence(25, { short: true })).toBe("25p");
    expect(formatPence(50, { short: true })).toBe("50p");
    expect(formatPence(99, { short: true })).toBe("99p");
    expect(formatPence(0, { short: true })).toBe("0p");
  });

  it("keeps pounds for a pound or more even when short", () => {
    expect(formatPence(100, { short: true })).toBe("£1.00");
    expect(formatPence(250, { short: true })).toBe("£2.50");
  });

  it("shows refunds (negative amounts) with a minus sign", () => {
    expect(formatPence(-25, { short: true })).toBe("-25p");
    expect(formatPence(-100)).toBe("-£1.00");
  });
});
