// Rebuilds app/data/ni-towns.ts (Northern Ireland's towns and villages with their centres, as CSV
// text) from GeoNames' postal-code file for the United Kingdom (decision 0083).
//
//   npx node scripts/ni-towns.ts <GB.txt from https://download.geonames.org/export/zip/GB.zip>
//
// Code-Point Open has no Northern Ireland (decision 0046), so NI is placed by town instead of by
// postcode district. GeoNames lists, for each BT district, the places in it with their
// coordinates. Only rows whose coordinates are the GeoNames place's own (accuracy 4) are kept:
// the others are estimates shared by every place of a district. Places of the same name at
// different points are told apart by their county.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MODULE_HEADER = `// Northern Ireland's towns and villages with their centres: GeoNames postal-code data for the
// United Kingdom (GB.txt, snapshot of 12 April 2024), under Creative Commons Attribution 4.0,
// credited in app/components/postcode-data-credit.tsx (decision 0083). Written by
// scripts/ni-towns.ts; rebuild it rather than editing by hand.
`;
const OUTPUT = path.join(import.meta.dirname, "..", "app", "data", "ni-towns.ts");

/** GeoNames' accuracy code for coordinates taken from the place itself. */
const PLACE_ACCURACY = "4";

interface Row {
  name: string;
  county: string;
  latitude: number;
  longitude: number;
}

export function northernIrelandRows(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line.split("\t");
    // country, postcode, place, admin1 name, admin1 code, admin2 name, … lat, lng, accuracy
    if (cells[3] !== "Northern Ireland" || cells[11] !== PLACE_ACCURACY) continue;
    const name = (cells[2] ?? "").trim();
    const latitude = Number(cells[9]);
    const longitude = Number(cells[10]);
    if (name === "" || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    rows.push({ name, county: (cells[5] ?? "").trim(), latitude, longitude });
  }
  return rows;
}

/** One row per place: the same name at one point once; at two points, each with its county. */
export function distinctTowns(rows: readonly Row[]): Row[] {
  const byName = new Map<string, Map<string, Row>>();
  for (const row of rows) {
    const points = byName.get(row.name) ?? new Map<string, Row>();
    const key = `${row.latitude},${row.longitude}`;
    const seen = points.get(key);
    // Keep a county where any row at that point names one (Belfast's districts mostly do not).
    if (!seen || (seen.county === "" && row.county.startsWith("County "))) points.set(key, row);
    byName.set(row.name, points);
  }
  const towns: Row[] = [];
  for (const [name, points] of byName) {
    if (points.size === 1) {
      towns.push(...points.values());
      continue;
    }
    for (const row of points.values()) {
      if (!row.county.startsWith("County ")) continue; // cannot be told apart: left out
      towns.push({ ...row, name: `${name}, ${row.county}` });
    }
  }
  return towns.sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

function threeDecimals(degrees: number): string {
  return (Math.round(degrees * 1000) / 1000).toFixed(3);
}

function main(): void {
  const source = process.argv[2];
  if (!source) {
    console.error("Usage: npx node scripts/ni-towns.ts <GeoNames GB.txt>");
    process.exit(2);
  }
  const towns = distinctTowns(northernIrelandRows(readFileSync(source, "utf8")));
  if (towns.length === 0) throw new Error(`No Northern Ireland places found in ${source}`);
  const lines = towns.map(
    (town) =>
      `${town.name.replaceAll(",", ";")},${threeDecimals(town.latitude)},${threeDecimals(town.longitude)}`,
  );
  writeFileSync(
    OUTPUT,
    `${MODULE_HEADER}export const northernIrelandTownsCsv = \`town,latitude,longitude\n${lines.join("\n")}\n\`;\n`,
  );
  console.log(`Wrote ${towns.length} Northern Ireland places to ${OUTPUT}`);
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) main();
