import { describe, expect, it } from "vitest";
import {
  canTransition,
  dashboardBucket,
  effectiveStatus,
  type ListingStatus,
  listingStatuses,
  nextStatuses,
  statusChangedMessage,
} from "./listing-status";

const expected: Record<ListingStatus, Record<ListingStatus, boolean>> = {
  active: { active: false, swapped: true, completed: false, unavailable: true },
  swapped: { active: true, swapped: false, completed: false, unavailable: false },
  completed: { active: true, swapped: false, completed: false, unavailable: false },
  unavailable: { active: true, swapped: false, completed: false, unavailable: false },
};

describe("canTransition", () => {
  for (const from of listingStatuses) {
    for (const to of listingStatuses) {
      const allowed = expected[from][to];
      it(`${allowed ? "allows" : "refuses"} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
        expect(nextStatuses(from).includes(to)).toBe(allowed);
      });
    }
  }
});

describe("status helpers", () => {
  it("treats a missing or unknown status as active", () => {
    expect(effectiveStatus(null)).toBe("active");
    expect(effectiveStatus(undefined)).toBe("active");
    expect(effectiveStatus("archived")).toBe("active");
    expect(effectiveStatus("swapped")).toBe("swapped");
  });

  it("counts active as Active and anything else as Completed", () => {
    expect(dashboardBucket("active")).toBe("active");
    expect(dashboardBucket(null)).toBe("active");
    for (const status of ["swapped", "completed", "unavailable"]) {
      expect(dashboardBucket(status)).toBe("completed");
    }
  });

  it("words the change as the specification does", () => {
    expect(statusChangedMessage("swapped")).toBe("Listing marked as swapped");
    expect(statusChangedMessage("active")).toBe("Listing marked as active");
  });
});
