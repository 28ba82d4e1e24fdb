import { describe, expect, it } from "vitest";
import { launchOfferOn } from "./launch-offer";

describe("launchOfferOn", () => {
  it("is still running on its last day, in UK time, and names the rate that follows", () => {
    const offer = launchOfferOn(new Date("2025-12-31T23:30:00Z"));
    expect(offer).toEqual({
      pence: 50,
      lastDay: "31 December 2025",
      ended: false,
      nextPence: 25,
      nextFrom: "1 January 2026",
    });
  });

  it("has ended from the first day of the standard rate", () => {
    expect(launchOfferOn(new Date("2026-01-01T00:00:00Z")).ended).toBe(true);
  });
});
