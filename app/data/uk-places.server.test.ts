import { describe, expect, it } from "vitest";
import {
  findPlace,
  milesBetween,
  nearestDistrict,
  placeFromText,
  suggestPlaces,
} from "./uk-places.server";

describe("findPlace", () => {
  it("finds a postcode district in any case and spacing, and keeps only the district", () => {
    expect(findPlace("ls6")?.label).toBe("LS6");
    expect(findPlace(" Sw1a ")?.label).toBe("SW1A");
    // A full postcode is cut to its district: nothing finer is ever kept.
    expect(findPlace("LS6 3QS")?.label).toBe("LS6");
    expect(findPlace("ls63qs")?.kind).toBe("district");
  });

  it("finds a town by its name, or by the name people use", () => {
    expect(findPlace("leeds")).toMatchObject({ label: "Leeds", kind: "town" });
    expect(findPlace("Hull")?.label).toBe("Kingston upon Hull");
    expect(findPlace("hove")?.label).toBe("Brighton and Hove");
    expect(findPlace("stoke on trent")?.label).toBe("Stoke-on-Trent");
  });

  it("finds nothing for what is neither", () => {
    expect(findPlace("")).toBeUndefined();
    expect(findPlace("Atlantis")).toBeUndefined();
    expect(findPlace("ZZ99")).toBeUndefined();
    expect(findPlace("12 Acacia Avenue")).toBeUndefined();
  });

  it("puts each place where it is", () => {
    const leeds = findPlace("Leeds");
    const headingley = findPlace("LS6");
    if (!leeds || !headingley) throw new Error("missing places");
    expect(milesBetween(leeds, headingley)).toBeGreaterThan(0.5);
    expect(milesBetween(leeds, headingley)).toBeLessThan(3);
    const brighton = findPlace("BN1");
    if (!brighton) throw new Error("missing BN1");
    // Leeds to Brighton is about 210 miles as the crow flies.
    expect(milesBetween(leeds, brighton)).toBeGreaterThan(190);
    expect(milesBetween(leeds, brighton)).toBeLessThan(230);
  });
});

describe("placeFromText", () => {
  it("places an older listing's free text by its last part that names a place", () => {
    expect(placeFromText("Meanwood, Leeds")?.label).toBe("Leeds");
    expect(placeFromText("Hove, BN3")?.label).toBe("BN3");
    expect(placeFromText("Somewhere near the allotments")).toBeUndefined();
  });
});

describe("suggestPlaces", () => {
  it("offers towns by the start of their name and districts by the start of their code", () => {
    expect(suggestPlaces("Manc").map((place) => place.label)).toContain("Manchester");
    const districts = suggestPlaces("LS1").map((place) => place.label);
    expect(districts).toContain("LS1");
    expect(districts.every((label) => label.startsWith("LS1"))).toBe(true);
    expect(suggestPlaces("LS", 5)).toHaveLength(5);
    expect(suggestPlaces("   ")).toEqual([]);
  });
});

describe("nearestDistrict", () => {
  it("turns a rounded position into its district, and nothing far from the UK", () => {
    expect(nearestDistrict({ latitude: 53.82, longitude: -1.58 })?.label).toMatch(/^LS/);
    expect(nearestDistrict({ latitude: 48.85, longitude: 2.35 })).toBeUndefined();
  });
});
