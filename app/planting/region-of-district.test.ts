import { describe, expect, it } from "vitest";
import type { GrowingRegionId } from "~/data/growing-regions";
import { placeFromText } from "~/data/uk-places.server";
import { regionOfPlace } from "./planting-region.server";
import { postcodeArea, regionOfDistrict } from "./region-of-district";

/** The region of a district or town as the site finds it, from the real district centres. */
function regionOf(text: string): GrowingRegionId {
  const place = placeFromText(text);
  if (!place) throw new Error(`${text} is not a known place`);
  return regionOfPlace(place);
}

describe("postcode district to growing region", () => {
  it.each([
    // Cornwall, Plymouth, Torbay and the Pembrokeshire coast
    ["TR18", "south-west-coast"],
    ["PL1", "south-west-coast"],
    ["TQ1", "south-west-coast"],
    ["SA62", "south-west-coast"],
    // The south and the Midlands, and south Wales
    ["EX1", "south-central"],
    ["DT1", "south-central"],
    ["OX1", "south-central"],
    ["B1", "south-central"],
    ["NG1", "south-central"],
    ["SY1", "south-central"],
    ["CF10", "south-central"],
    ["SA1", "south-central"],
    // The north of England, and mid and north Wales
    ["CH1", "north-wales"],
    ["M1", "north-wales"],
    ["LS6", "north-wales"],
    ["NE1", "north-wales"],
    ["CA1", "north-wales"],
    ["LL30", "north-wales"],
    ["LD1", "north-wales"],
    // Lowland Scotland
    ["EH1", "lowland-scotland-ni"],
    ["G1", "lowland-scotland-ni"],
    ["AB10", "lowland-scotland-ni"],
    ["PH1", "lowland-scotland-ni"],
    ["PA23", "lowland-scotland-ni"],
    // The Highlands and islands
    ["IV1", "highlands-islands"],
    ["HS1", "highlands-islands"],
    ["ZE1", "highlands-islands"],
    ["PH16", "highlands-islands"],
    ["PA34", "highlands-islands"],
    ["AB35", "highlands-islands"],
  ] as const)("%s is in %s", (district, region) => {
    expect(regionOf(district)).toBe(region);
  });

  it("reads a full postcode by its district, in any case and spacing", () => {
    expect(regionOf("tr18 4aa")).toBe("south-west-coast");
    expect(regionOf("iv1 1aa")).toBe("highlands-islands");
  });

  it("places a town by its nearest district", () => {
    expect(regionOf("Leeds")).toBe("north-wales");
    expect(regionOf("Inverness")).toBe("highlands-islands");
    expect(regionOf("Oxford")).toBe("south-central");
  });

  it("places Northern Ireland's towns, which have no districts in the data, by their position", () => {
    expect(regionOf("Belfast")).toBe("lowland-scotland-ni");
    expect(regionOf("Derry")).toBe("lowland-scotland-ni");
  });

  it("puts a BT district in Northern Ireland's region by its area alone", () => {
    expect(regionOfDistrict({ district: "BT7", latitude: 54.58, longitude: -5.92 })).toBe(
      "lowland-scotland-ni",
    );
  });

  it("draws the line between the south and the north at latitude 53", () => {
    expect(regionOfDistrict({ district: "ST4", latitude: 52.99, longitude: -2.18 })).toBe(
      "south-central",
    );
    expect(regionOfDistrict({ district: "ST4", latitude: 53.0, longitude: -2.18 })).toBe(
      "north-wales",
    );
  });

  it("reads the postcode area as the letters before the first digit", () => {
    expect(postcodeArea("SW1A")).toBe("SW");
    expect(postcodeArea("g1")).toBe("G");
  });
});
