import { describe, expect, it } from "vitest";
import { launchOfferLastDay, referralRateOn, ukDate } from "./referral-rates.ts";

describe("ukDate", () => {
  it("is the calendar day in the UK, not in UTC", () => {
    // Winter: the UK is on UTC+0.
    expect(ukDate(new Date("2025-12-31T23:30:00Z"))).toBe("2025-12-31");
    expect(ukDate(new Date("2026-01-01T00:30:00Z"))).toBe("2026-01-01");
    // Summer: the UK is on UTC+1, so 23:30 UTC is already the next day.
    expect(ukDate(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(ukDate(new Date("2026-07-01T22:59:59Z"))).toBe("2026-07-01");
  });

  it("follows the clock changes (last Sunday of March and of October)", () => {
    // 29 March 2026, 00:30 UTC is 00:30 GMT; 23:30 UTC that day is 00:30 BST on the 30th.
    expect(ukDate(new Date("2026-03-29T00:30:00Z"))).toBe("2026-03-29");
    expect(ukDate(new Date("2026-03-29T23:30:00Z"))).toBe("2026-03-30");
    // 25 October 2026: back to GMT, so 23:30 UTC is still the 25th.
    expect(ukDate(new Date("2026-10-25T23:30:00Z"))).toBe("2026-10-25");
  });
});

describe("referralRateOn", () => {
  it("pays the 50p launch offer up to the last moment of 31 December 2025, UK time", () => {
    expect(referralRateOn(new Date("2025-12-31T23:30:00Z")).pence).toBe(50);
    expect(referralRateOn(new Date("2025-12-31T23:59:59.999Z")).pence).toBe(50);
    expect(referralRateOn(new Date("2025-06-01T12:00:00Z")).pence).toBe(50);
    // Any day before the programme falls to the launch offer too.
    expect(referralRateOn(new Date("2019-01-01T00:00:00Z")).pence).toBe(50);
  });

  it("pays the 25p standard rate from 1 January 2026, UK time", () => {
    expect(referralRateOn(new Date("2026-01-01T00:00:00Z")).pence).toBe(25);
    expect(referralRateOn(new Date("2026-01-01T00:30:00Z"))).toMatchObject({
      pence: 25,
      label: "standard rate",
    });
    expect(referralRateOn(new Date("2026-07-01T23:30:00Z")).pence).toBe(25);
    expect(referralRateOn(new Date("2031-05-05T12:00:00Z")).pence).toBe(25);
  });
});

describe("launchOfferLastDay", () => {
  it("is 31 December 2025, the last day paid at 50p", () => {
    const lastDay = launchOfferLastDay();
    expect(ukDate(lastDay)).toBe("2025-12-31");
    expect(referralRateOn(lastDay)).toMatchObject({ pence: 50, label: "launch offer" });
    const nextDay = new Date(lastDay.getTime() + 24 * 60 * 60 * 1000);
    expect(referralRateOn(nextDay).pence).toBe(25);
  });
});
