import { describe, expect, it } from "vitest";
import { asksTheServer } from "./place-suggestions";

// When the location field asks /places/suggest: the page carries the cities, the server also
// knows every GB postcode district and Northern Ireland's towns (decision 0083).

const towns = ["Leeds", "Belfast", "Bangor", "Lisburn"];

describe("asksTheServer", () => {
  it("asks for postcode districts once what is typed starts like one", () => {
    expect(asksTheServer("LS6", towns)).toBe(true);
    expect(asksTheServer("bt", towns)).toBe(false);
    expect(asksTheServer("SW1A", towns)).toBe(true);
  });

  it("asks for towns the page does not carry, from three letters", () => {
    expect(asksTheServer("Hol", towns)).toBe(true);
    expect(asksTheServer("Carrickf", towns)).toBe(true);
    expect(asksTheServer("Ho", towns)).toBe(false);
  });

  it("keeps to the page's own towns when one of them matches", () => {
    expect(asksTheServer("Lee", towns)).toBe(false);
    expect(asksTheServer("bel", towns)).toBe(false);
    expect(asksTheServer("", towns)).toBe(false);
  });
});
