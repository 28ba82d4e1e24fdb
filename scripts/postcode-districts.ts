// Rebuilds app/data/postcode-districts.ts (the districts as CSV text) from OS Code-Point Open, so that the district
// centroids can be refreshed from a newer release (see docs/decisions/0046).
//
//   npx node scripts/postcode-districts.ts <codepo_gb.zip | codepo_gb folder | Data/CSV folder>
//
// Code-Point Open gives every live GB postcode unit an OSGB36 grid reference. A district's
// centroid is the mean easting and northing of its postcodes that have a position, converted
// once to WGS84 latitude and longitude. Code-Point Open names no post towns, so the town
// column is written empty.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateRawSync } from "node:zlib";

const MODULE_HEADER = `// Postcode district centres: OS Code-Point Open 2025.4.0 (October 2025), under the Open
// Government Licence v3.0, attributions in app/components/postcode-data-credit.tsx (decision
// 0046). Written by scripts/postcode-districts.ts; rebuild it rather than editing by hand. A
// module rather than a .csv file, so the server, the tests and the bench scripts all read it.
`;
const OUTPUT = path.join(import.meta.dirname, "..", "app", "data", "postcode-districts.ts");

// Positional quality 90: Code-Point Open has no coordinates for the postcode (written as 0, 0).
const NO_POSITION = 90;

type Sum = { easting: number; northing: number; count: number };

function main(): void {
  const source = process.argv[2];
  if (!source) {
    console.error(
      "Usage: npx node scripts/postcode-districts.ts <codepo_gb.zip | codepo_gb folder>",
    );
    process.exit(2);
  }
  const sums = new Map<string, Sum>();
  let files = 0;
  for (const text of areaFiles(source)) {
    files += 1;
    addPostcodes(text, sums);
  }
  if (files === 0) throw new Error(`No Code-Point Open CSV files found in ${source}`);

  const rows = [...sums.entries()]
    .sort(([a], [b]) => compareDistricts(a, b))
    .map(([district, sum]) => {
      const { latitude, longitude } = osgb36GridToWgs84(
        sum.easting / sum.count,
        sum.northing / sum.count,
      );
      return `${district},${latitude.toFixed(3)},${longitude.toFixed(3)},`;
    });
  const csv = `district,latitude,longitude,town\n${rows.join("\n")}\n`;
  writeFileSync(OUTPUT, `${MODULE_HEADER}export const postcodeDistrictsCsv = \`${csv}\`;\n`);
  console.log(`${rows.length} districts from ${files} area files written to ${OUTPUT}`);
}

function* areaFiles(source: string): Generator<string> {
  if (statSync(source).isDirectory()) {
    const csvFolder = [path.join(source, "Data", "CSV"), path.join(source, "CSV"), source].find(
      (folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory(),
    ) as string;
    for (const name of readdirSync(csvFolder).sort()) {
      if (name.toLowerCase().endsWith(".csv")) {
        yield readFileSync(path.join(csvFolder, name), "latin1");
      }
    }
    return;
  }
  if (source.toLowerCase().endsWith(".zip")) {
    for (const entry of zipEntries(readFileSync(source))) {
      if (/(^|\/)Data\/CSV\/[^/]+\.csv$/i.test(entry.name)) yield entry.read().toString("latin1");
    }
    return;
  }
  yield readFileSync(source, "latin1");
}

function addPostcodes(text: string, sums: Map<string, Sum>): void {
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const [quotedPostcode = "", quality, easting, northing] = line.split(",");
    const postcode = quotedPostcode.replaceAll('"', "").replace(/\s+/g, "");
    if (!/^[A-Z0-9]{5,7}$/.test(postcode)) continue; // a header line
    const e = Number(easting);
    const n = Number(northing);
    if (Number(quality) === NO_POSITION || (e === 0 && n === 0)) continue;
    const district = postcode.slice(0, -3);
    const sum = sums.get(district) ?? { easting: 0, northing: 0, count: 0 };
    sum.easting += e;
    sum.northing += n;
    sum.count += 1;
    sums.set(district, sum);
  }
}

/** Natural order: by area letters, then district number, then a trailing letter (SW1A). */
function compareDistricts(a: string, b: string): number {
  const pa = districtParts(a);
  const pb = districtParts(b);
  if (pa.area !== pb.area) return pa.area < pb.area ? -1 : 1;
  if (pa.number !== pb.number) return pa.number - pb.number;
  if (pa.suffix !== pb.suffix) return pa.suffix < pb.suffix ? -1 : 1;
  return 0;
}

function districtParts(district: string) {
  const match = /^([A-Z]{1,2})(\d+)([A-Z]?)$/.exec(district);
  if (!match) throw new Error(`Not a postcode district: ${district}`);
  const [, area = "", number = "", suffix = ""] = match;
  return { area, number: Number(number), suffix };
}

// OSGB36 National Grid to WGS84, after Ordnance Survey's "A guide to coordinate systems in
// Great Britain": inverse Transverse Mercator on the Airy 1830 ellipsoid, then a Helmert
// transformation (accurate to about 5 m, far finer than the 3 decimals kept).
function osgb36GridToWgs84(easting: number, northing: number) {
  const a = 6377563.396;
  const b = 6356256.909;
  const f0 = 0.9996012717;
  const lat0 = (49 * Math.PI) / 180;
  const lon0 = (-2 * Math.PI) / 180;
  const n0 = -100000;
  const e0 = 400000;
  const e2 = 1 - (b * b) / (a * a);
  const n = (a - b) / (a + b);

  const meridionalArc = (lat: number) =>
    b *
    f0 *
    ((1 + n + 1.25 * n ** 2 + 1.25 * n ** 3) * (lat - lat0) -
      (3 * n + 3 * n ** 2 + (21 / 8) * n ** 3) * Math.sin(lat - lat0) * Math.cos(lat + lat0) +
      ((15 / 8) * n ** 2 + (15 / 8) * n ** 3) *
        Math.sin(2 * (lat - lat0)) *
        Math.cos(2 * (lat + lat0)) -
      (35 / 24) * n ** 3 * Math.sin(3 * (lat - lat0)) * Math.cos(3 * (lat + lat0)));

  let lat = lat0;
  let m = 0;
  do {
    lat = (northing - n0 - m) / (a * f0) + lat;
    m = meridionalArc(lat);
  } while (Math.abs(northing - n0 - m) >= 0.00001);

  const sinLat = Math.sin(lat);
  const tanLat = Math.tan(lat);
  const secLat = 1 / Math.cos(lat);
  const nu = (a * f0) / Math.sqrt(1 - e2 * sinLat ** 2);
  const rho = (a * f0 * (1 - e2)) / (1 - e2 * sinLat ** 2) ** 1.5;
  const eta2 = nu / rho - 1;
  const vii = tanLat / (2 * rho * nu);
  const viii =
    (tanLat / (24 * rho * nu ** 3)) * (5 + 3 * tanLat ** 2 + eta2 - 9 * tanLat ** 2 * eta2);
  const ix = (tanLat / (720 * rho * nu ** 5)) * (61 + 90 * tanLat ** 2 + 45 * tanLat ** 4);
  const x = secLat / nu;
  const xi = (secLat / (6 * nu ** 3)) * (nu / rho + 2 * tanLat ** 2);
  const xii = (secLat / (120 * nu ** 5)) * (5 + 28 * tanLat ** 2 + 24 * tanLat ** 4);
  const xiia =
    (secLat / (5040 * nu ** 7)) * (61 + 662 * tanLat ** 2 + 1320 * tanLat ** 4 + 720 * tanLat ** 6);
  const de = easting - e0;
  const osgbLat = lat - vii * de ** 2 + viii * de ** 4 - ix * de ** 6;
  const osgbLon = lon0 + x * de - xi * de ** 3 + xii * de ** 5 - xiia * de ** 7;

  // Airy 1830 geodetic to cartesian, Helmert OSGB36 to WGS84, back to geodetic on WGS84.
  const [x1, y1, z1] = toCartesian(osgbLat, osgbLon, a, b);
  const arcSecond = Math.PI / (180 * 3600);
  const tx = 446.448;
  const ty = -125.157;
  const tz = 542.06;
  const s = -20.4894e-6;
  const rx = 0.1502 * arcSecond;
  const ry = 0.247 * arcSecond;
  const rz = 0.8421 * arcSecond;
  const x2 = tx + (1 + s) * x1 - rz * y1 + ry * z1;
  const y2 = ty + rz * x1 + (1 + s) * y1 - rx * z1;
  const z2 = tz - ry * x1 + rx * y1 + (1 + s) * z1;
  const [latitude, longitude] = toGeodetic(x2, y2, z2, 6378137, 6356752.3142);
  return { latitude: (latitude * 180) / Math.PI, longitude: (longitude * 180) / Math.PI };
}

function toCartesian(lat: number, lon: number, a: number, b: number): [number, number, number] {
  const e2 = 1 - (b * b) / (a * a);
  const nu = a / Math.sqrt(1 - e2 * Math.sin(lat) ** 2);
  return [
    nu * Math.cos(lat) * Math.cos(lon),
    nu * Math.cos(lat) * Math.sin(lon),
    (1 - e2) * nu * Math.sin(lat),
  ];
}

function toGeodetic(x: number, y: number, z: number, a: number, b: number): [number, number] {
  const e2 = 1 - (b * b) / (a * a);
  const p = Math.sqrt(x * x + y * y);
  let lat = Math.atan2(z, p * (1 - e2));
  for (let i = 0; i < 10; i += 1) {
    const nu = a / Math.sqrt(1 - e2 * Math.sin(lat) ** 2);
    lat = Math.atan2(z + e2 * nu * Math.sin(lat), p);
  }
  return [lat, Math.atan2(y, x)];
}

// Just enough of the zip format to read the Code-Point Open download as Ordnance Survey ships
// it (stored or deflated entries, no ZIP64), so a refresh needs no unzip tool or dependency.
function zipEntries(zip: Buffer): { name: string; read: () => Buffer }[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("Not a zip file: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: { name: string; read: () => Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error("Corrupt zip central directory");
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    entries.push({
      name,
      read: () => {
        const start =
          localOffset +
          30 +
          zip.readUInt16LE(localOffset + 26) +
          zip.readUInt16LE(localOffset + 28);
        const data = zip.subarray(start, start + compressedSize);
        if (method === 0) return data;
        if (method === 8) return inflateRawSync(data);
        throw new Error(`Unsupported zip compression method ${method} for ${name}`);
      },
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

main();
