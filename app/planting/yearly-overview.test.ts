import { describe, expect, it } from "vitest";
import { firstItems, YEARLY_LIMITS } from "./yearly-overview";

describe("the yearly overview's truncation", () => {
  it("shows three sowings, two plantings and tips, three harvests (§9)", () => {
    expect(YEARLY_LIMITS).toEqual({ sow: 3, plant: 2, harvest: 3, tips: 2 });
  });

  it("adds an ellipsis only when something was left out", () => {
    expect(firstItems(["Peas", "Beans", "Kale", "Leeks"], 3)).toBe("Peas, Beans, Kale…");
    expect(firstItems(["Peas", "Beans", "Kale"], 3)).toBe("Peas, Beans, Kale");
    expect(firstItems([], 3)).toBe("");
  });
});
