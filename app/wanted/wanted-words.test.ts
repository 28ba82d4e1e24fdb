import { describe, expect, it } from "vitest";
import { matchWords, shareAWord } from "./wanted-words";

describe("matching a listing's name to a wanted post's title", () => {
  it("compares words by a rough singular and leaves out words that name nothing", () => {
    expect([...matchWords("Fresh Tomatoes, cherries and some Rhubarb crowns!")]).toEqual([
      "tomato",
      "cherry",
      "rhubarb",
      "crown",
    ]);
    expect([...matchWords("Glass jars")]).toEqual(["glass", "jar"]);
  });

  it("matches on a word in common, and not on a word inside another", () => {
    expect(shareAWord("rhubarb crowns", "Rhubarb")).toBe(true);
    expect(shareAWord("tomato plants", "Tomatoes")).toBe(true);
    expect(shareAWord("strawberries", "Strawberry runners")).toBe(true);
    expect(shareAWord("pea shoots", "Peas")).toBe(true);
    expect(shareAWord("peach", "Peas")).toBe(false);
    expect(shareAWord("spare apples", "Spare pears")).toBe(false);
  });
});
