import { describe, expect, it } from "vitest";
import { type DrawEntrant, drawOrder, drawWeight, seededRandom } from "./fair-draw";

const entrant = (requestId: string, receivedLast30Days = 0, organisation = false): DrawEntrant => ({
  requestId,
  receivedLast30Days,
  organisation,
});

describe("the seeded generator", () => {
  it("gives the same numbers for the same seed, and others for another", () => {
    const a = seededRandom("courgettes");
    const b = seededRandom("courgettes");
    const c = seededRandom("marrows");
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("the draw", () => {
  const five = ["r1", "r2", "r3", "r4", "r5"].map((id, i) => entrant(id, i % 3));

  it("is reproducible: the same seed gives the same order, whatever order the requests came in", () => {
    const order = drawOrder(five, "seed-42", false);
    expect(order).toHaveLength(5);
    expect([...order].sort()).toEqual(["r1", "r2", "r3", "r4", "r5"]);
    expect(drawOrder([...five].reverse(), "seed-42", false)).toEqual(order);
    expect(drawOrder(five, "seed-42", false)).toEqual(order);
  });

  it("gives different orders for different seeds", () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => drawOrder(five, `seed-${i}`, false).join()),
    );
    expect(orders.size).toBeGreaterThan(5);
  });

  it("weighs members by what they received lately: 1, then ½, ⅓", () => {
    expect(drawWeight(0)).toBe(1);
    expect(drawWeight(1)).toBe(0.5);
    expect(drawWeight(2)).toBeCloseTo(1 / 3, 12);
  });

  it("over many draws, who received less comes first more often, in proportion to the weights", () => {
    const draws = 20_000;
    const firsts = { none: 0, three: 0 };
    for (let i = 0; i < draws; i++) {
      const [first] = drawOrder([entrant("none", 0), entrant("three", 3)], `many-${i}`, false);
      if (first === "none") firsts.none += 1;
      else firsts.three += 1;
    }
    // Weights 1 and ¼: the first is drawn first 1 / 1.25 = 80% of the time. Three standard
    // deviations of 20,000 draws are about 0.85 percentage points.
    expect(firsts.none / draws).toBeGreaterThan(0.78);
    expect(firsts.none / draws).toBeLessThan(0.82);
    expect(firsts.none + firsts.three).toBe(draws);
  });

  it("over many draws, members who received the same come first about equally often", () => {
    const draws = 20_000;
    const counts = new Map<string, number>([
      ["a", 0],
      ["b", 0],
      ["c", 0],
      ["d", 0],
    ]);
    for (let i = 0; i < draws; i++) {
      const [first] = drawOrder(
        ["a", "b", "c", "d"].map((id) => entrant(id, 1)),
        `equal-${i}`,
        false,
      );
      counts.set(first ?? "", (counts.get(first ?? "") ?? 0) + 1);
    }
    // Each a quarter; three standard deviations are about 0.9 percentage points.
    for (const n of counts.values()) {
      expect(n / draws).toBeGreaterThan(0.235);
      expect(n / draws).toBeLessThan(0.265);
    }
  });

  it("puts verified organisations first when the owner chose so, and only then", () => {
    const entrants = [entrant("person", 0), entrant("food-bank", 9, true), entrant("other", 0)];
    for (let i = 0; i < 50; i++) {
      expect(drawOrder(entrants, `orgs-${i}`, true)[0]).toBe("food-bank");
    }
    const firsts = Array.from(
      { length: 200 },
      (_, i) => drawOrder(entrants, `mixed-${i}`, false)[0],
    );
    // Without priority the food bank, having received 9 lately, has weight 1/10 of 2.1.
    expect(firsts.filter((id) => id === "food-bank").length).toBeLessThan(30);
  });
});
