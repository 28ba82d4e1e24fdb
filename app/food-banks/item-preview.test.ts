import { describe, expect, it } from "vitest";
import { ITEMS_SHOWN, previewItems } from "./item-preview";

describe("previewItems", () => {
  it("shows every item, with no '+N more', when there are 3 or fewer", () => {
    expect(previewItems([])).toEqual({ shown: [], hidden: [], moreLabel: null });
    expect(previewItems(["Rice", "Pasta", "Tea"])).toEqual({
      shown: ["Rice", "Pasta", "Tea"],
      hidden: [],
      moreLabel: null,
    });
  });

  it("shows the first 3 and counts the rest as '+N more'", () => {
    expect(ITEMS_SHOWN).toBe(3);
    expect(previewItems(["Rice", "Pasta", "Tea", "Coffee"])).toEqual({
      shown: ["Rice", "Pasta", "Tea"],
      hidden: ["Coffee"],
      moreLabel: "+1 more",
    });
    const many = Array.from({ length: 12 }, (_, index) => `Item ${index + 1}`);
    const preview = previewItems(many);
    expect(preview.shown).toEqual(["Item 1", "Item 2", "Item 3"]);
    expect(preview.hidden).toHaveLength(9);
    expect(preview.moreLabel).toBe("+9 more");
  });

  it("takes another count when asked", () => {
    expect(previewItems(["a", "b", "c"], 1).moreLabel).toBe("+2 more");
  });
});
