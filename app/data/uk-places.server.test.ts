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

describe("Northern Ireland's towns (decision 0083)", () => {
  it("finds NI towns and villages by name, and Londonderry as Derry", () => {
    expect(findPlace("holywood")).toMatchObject({ label: "Holywood", kind: "town" });
    expect(findPlace("Ballymena")?.kind).toBe("town");
    expect(findPlace("Londonderry")?.label).toBe("Derry");
    // The cities table keeps its own centre for the NI cities it has.
    expect(findPlace("Belfast")).toMatchObject({ latitude: 54.5973, longitude: -5.9301 });
  });

  it("tells apart a Northern Ireland town that shares a name with a town in Great Britain", () => {
    expect(findPlace("Bangor")?.label).toBe("Bangor"); // Gwynedd, from the cities table
    const down = findPlace("Bangor, Northern Ireland");
    if (!down) throw new Error("missing Bangor, Northern Ireland");
    expect(down.latitude).toBeGreaterThan(54.6);
    expect(down.longitude).toBeLessThan(-5.6);
    const dromores = suggestPlaces("Dromore").map((place) => place.label);
    expect(dromores).toEqual(["Dromore, County Down", "Dromore, County Tyrone"]);
  });

  it("puts a Belfast member's neighbours near and Derry far", () => {
    const belfast = findPlace("Belfast");
    const holywood = findPlace("Holywood");
    const lisburn = findPlace("Lisburn");
    const derry = findPlace("Derry");
    if (!belfast || !holywood || !lisburn || !derry) throw new Error("missing NI places");
    expect(milesBetween(belfast, holywood)).toBeLessThan(6);
    expect(milesBetween(belfast, lisburn)).toBeLessThan(10);
    // Belfast to Derry is about 65 miles as the crow flies.
    expect(milesBetween(belfast, derry)).toBeGreaterThan(55);
    expect(milesBetween(belfast, derry)).toBeLessThan(75);
  });

  it("offers NI towns as someone types them", () => {
    expect(suggestPlaces("Carrickf").map((place) => place.label)).toContain("Carrickfergus");
    expect(suggestPlaces("Newtowna").map((place) => place.label)).toContain("Newtownabbey");
  });

  it("turns a position in Northern Ireland into an NI town for Near me, never a GB district", () => {
    const inBelfast = nearestDistrict({ latitude: 54.6, longitude: -5.93 });
    expect(inBelfast?.kind).toBe("town");
    expect(
      milesBetween(inBelfast ?? { latitude: 0, longitude: 0 }, {
        latitude: 54.6,
        longitude: -5.93,
      }),
    ).toBeLessThan(3);
    expect(nearestDistrict({ latitude: 55.0, longitude: -7.31 })?.label).toMatch(
      /^Derry|Londonderry/,
    );
    expect(nearestDistrict({ latitude: 54.35, longitude: -7.64 })?.label).toBe("Enniskillen");
  });
});
