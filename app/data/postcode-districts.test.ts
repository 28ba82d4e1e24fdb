import { describe, expect, it } from "vitest";
import { postcodeDistrictsCsv } from "./postcode-districts";

// The module scripts/postcode-districts.ts builds from OS Code-Point Open (docs/decisions/0046).

type District = { district: string; latitude: number; longitude: number; town: string };

function readDistricts(): { header: string; rows: District[]; lines: string[] } {
  const [header = "", ...lines] = postcodeDistrictsCsv.trimEnd().split("\n");
  const rows = lines.map((line) => {
    const [district = "", latitude, longitude, town = ""] = line.split(",");
    return { district, latitude: Number(latitude), longitude: Number(longitude), town };
  });
  return { header, rows, lines };
}

const { header, rows, lines } = readDistricts();
const byDistrict = new Map(rows.map((row) => [row.district, row]));

// Centres of each district as anyone who knows the place would put them.
const KNOWN_PLACES: [district: string, latitude: number, longitude: number, place: string][] = [
  ["LS6", 53.82, -1.58, "Headingley, Leeds"],
  ["BN1", 50.83, -0.14, "central Brighton"],
  ["HU1", 53.74, -0.34, "Hull city centre"],
  ["SW1A", 51.5, -0.14, "Westminster"],
  ["EH1", 55.95, -3.19, "Edinburgh Old Town"],
  ["CF10", 51.47, -3.17, "Cardiff city centre"],
  ["M1", 53.48, -2.24, "Manchester city centre"],
  ["G1", 55.86, -4.25, "Glasgow city centre"],
  ["AB10", 57.14, -2.12, "Aberdeen"],
  ["ZE1", 60.15, -1.15, "Lerwick, Shetland"],
  ["TR21", 49.92, -6.3, "St Mary's, Isles of Scilly"],
];

describe("the postcode district centroids", () => {
  it("has the expected header", () => {
    expect(header).toBe("district,latitude,longitude,town");
  });

  it.each(KNOWN_PLACES)("puts %s within 0.05° of %f, %f (%s)", (district, latitude, longitude) => {
    const row = byDistrict.get(district);
    expect(row, district).toBeDefined();
    expect(Math.abs((row as District).latitude - latitude)).toBeLessThan(0.05);
    expect(Math.abs((row as District).longitude - longitude)).toBeLessThan(0.05);
  });

  it("holds every geographic district of Great Britain, about 2,900", () => {
    expect(rows.length).toBeGreaterThanOrEqual(2_800);
    expect(rows.length).toBeLessThanOrEqual(3_000);
  });

  it("names each district once, by the UK outward-code pattern", () => {
    for (const { district } of rows) expect(district).toMatch(/^[A-Z]{1,2}[0-9][A-Z0-9]?$/);
    expect(new Set(rows.map((row) => row.district)).size).toBe(rows.length);
  });

  it("puts every centroid inside the UK, to 3 decimal places", () => {
    for (const line of lines) expect(line).toMatch(/^[A-Z0-9]+,\d{2}\.\d{3},-?\d\.\d{3},/);
    for (const { district, latitude, longitude } of rows) {
      expect(latitude, district).toBeGreaterThan(49.8);
      expect(latitude, district).toBeLessThan(60.9);
      expect(longitude, district).toBeGreaterThan(-8.7);
      expect(longitude, district).toBeLessThan(1.8);
    }
  });

  it("lists districts in natural order (B2 before B10, SW1A before SW2)", () => {
    const index = (district: string) => rows.findIndex((row) => row.district === district);
    expect(index("B2")).toBeLessThan(index("B10"));
    expect(index("SW1A")).toBeLessThan(index("SW2"));
    expect(index("AB10")).toBe(0);
  });
});
