import { describe, expect, it } from "vitest";
import { ukDateTimeLabel } from "./handover-rule-text";

describe("when choosing opens", () => {
  it("is said in en-GB, in UK time whatever the server's zone", () => {
    expect(ukDateTimeLabel(new Date("2026-06-01T21:00:00Z"))).toBe("1 June 2026 at 22:00");
    expect(ukDateTimeLabel(new Date("2026-12-01T21:00:00Z"))).toBe("1 December 2026 at 21:00");
  });
});
