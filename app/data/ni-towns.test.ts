import { describe, expect, it } from "vitest";
import { distinctTowns, northernIrelandRows } from "../../scripts/ni-towns.ts";
import { northernIrelandTownsCsv } from "./ni-towns";

// Northern Ireland's town centres (decision 0083): what the file holds, and how the script that
// writes it reads GeoNames.

const rows = northernIrelandTownsCsv.trim().split("\n").slice(1);
const parsed = rows.map((line) => {
  const [town = "", latitude, longitude] = line.split(",");
  return { town, latitude: Number(latitude), longitude: Number(longitude) };
});

describe("the Northern Ireland towns file", () => {
  it("holds a few hundred places, each named once, with its header", () => {
    expect(northernIrelandTownsCsv.startsWith("town,latitude,longitude\n")).toBe(true);
    expect(parsed.length).toBeGreaterThan(200);
    expect(new Set(parsed.map((row) => row.town)).size).toBe(parsed.length);
  });

  it("places every town inside Northern Ireland, to three decimals", () => {
    for (const row of parsed) {
      // Northern Ireland lies between about 54.0 and 55.3 N, and 5.4 and 8.2 W.
      expect.soft(row.latitude, row.town).toBeGreaterThan(54.0);
      expect.soft(row.latitude, row.town).toBeLessThan(55.35);
      expect.soft(row.longitude, row.town).toBeGreaterThan(-8.2);
      expect.soft(row.longitude, row.town).toBeLessThan(-5.4);
    }
    expect(rows.every((line) => /^[^,]+,\d{2}\.\d{3},-\d\.\d{3}$/.test(line))).toBe(true);
  });

  it("has the main towns where they are", () => {
    const at = (name: string) => parsed.find((row) => row.town === name);
    // Town centres as any map gives them, to about a tenth of a degree.
    expect(at("Ballymena")).toMatchObject({ latitude: expect.closeTo(54.86, 1) });
    expect(at("Omagh")?.longitude).toBeCloseTo(-7.3, 1);
    expect(at("Enniskillen")?.latitude).toBeCloseTo(54.35, 1);
    expect(at("Newtownabbey")?.latitude).toBeCloseTo(54.66, 1);
    expect(at("Carrickfergus")?.longitude).toBeCloseTo(-5.81, 1);
  });
});

describe("scripts/ni-towns.ts", () => {
  const geonames = [
    "GB\tBT74\tEnniskillen\tNorthern Ireland\tNIR\tCounty Fermanagh\t\t\t\t54.3462\t-7.6413\t4",
    "GB\tBT92\tEnniskillen\tNorthern Ireland\tNIR\t\t\t\t\t54.3462\t-7.6413\t4",
    "GB\tBT25\tDromore\tNorthern Ireland\tNIR\tCounty Down\t\t\t\t54.4167\t-6.15\t4",
    "GB\tBT78\tDromore\tNorthern Ireland\tNIR\tCounty Tyrone\t\t\t\t54.571\t-7.374\t4",
    // An estimate shared by every place of a district: left out.
    "GB\tBT48\tRosemount\tNorthern Ireland\tNIR\tCounty Londonderry\t\t\t\t55.0271\t-7.2809\t3",
    // Great Britain: left out.
    "GB\tLS6\tHeadingley\tEngland\tENG\tWest Yorkshire\t\t\t\t53.82\t-1.58\t4",
  ].join("\n");

  it("keeps only Northern Ireland's places with their own coordinates", () => {
    expect(northernIrelandRows(geonames).map((row) => row.name)).toEqual([
      "Enniskillen",
      "Enniskillen",
      "Dromore",
      "Dromore",
    ]);
  });

  it("names a place once, and tells two places of one name apart by county", () => {
    expect(distinctTowns(northernIrelandRows(geonames)).map((row) => row.name)).toEqual([
      "Dromore, County Down",
      "Dromore, County Tyrone",
      "Enniskillen",
    ]);
  });
});
