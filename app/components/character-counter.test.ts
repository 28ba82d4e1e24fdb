import { describe, expect, it } from "vitest";
import { charactersLeftLabel } from "./characters-left";

describe("charactersLeftLabel", () => {
  it("counts down, in the singular at one, and says how far over", () => {
    expect(charactersLeftLabel(0, 1000)).toBe("1000 characters left");
    expect(charactersLeftLabel(999, 1000)).toBe("1 character left");
    expect(charactersLeftLabel(1000, 1000)).toBe("0 characters left");
    expect(charactersLeftLabel(1003, 1000)).toBe("3 characters over the limit");
  });

  it("counts against the limit it is given", () => {
    expect(charactersLeftLabel(10, 200)).toBe("190 characters left");
  });
});

describe("charactersLeftLabel in a page's words", () => {
  it("chooses the form the language's plural rules name, with the count in place", () => {
    const welsh = {
      lang: "cy",
      left: { two: "{n} X ar ôl", other: "{n} nod ar ôl" },
      over: { other: "{n} nod dros y terfyn" },
    };
    expect(charactersLeftLabel(198, 200, welsh)).toBe("2 X ar ôl");
    expect(charactersLeftLabel(3, 200, welsh)).toBe("197 nod ar ôl");
    expect(charactersLeftLabel(201, 200, welsh)).toBe("1 nod dros y terfyn");
  });
});
