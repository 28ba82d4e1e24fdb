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
