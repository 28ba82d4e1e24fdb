import { describe, expect, it } from "vitest";
import { placeKey } from "./place-key";

describe("placeKey", () => {
  it("ignores case, punctuation, accents and the ', City of' of official names", () => {
    expect(placeKey("Kingston upon Hull, City of")).toBe("kingston upon hull");
    expect(placeKey("Stoke-on-Trent")).toBe("stoke on trent");
    expect(placeKey("Brighton & Hove")).toBe("brighton and hove");
    expect(placeKey("City of Edinburgh")).toBe("edinburgh");
    expect(placeKey("  YORK ")).toBe("york");
  });
});
