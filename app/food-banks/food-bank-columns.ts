/**
 * The columns a food-bank sheet may have. Headers are matched ignoring case, spaces and
 * punctuation ("Organisation Name", "organisation_name" and "ORGANISATIONNAME" are one column),
 * and each column also answers to the names Give Food's own exports use (name, phone, url, needs,
 * excess, latt_long, district...). Other columns are ignored.
 */
export const foodBankColumns = {
  sourceId: { header: "id", also: ["source id", "food bank id", "slug"] },
  organisationName: {
    header: "organisation name",
    also: ["organization name", "name", "food bank", "food bank name"],
  },
  organisationAltName: {
    header: "alt name",
    also: ["organisation alt name", "organization alt name", "alternative name", "also known as"],
  },
  isVerified: { header: "verified", also: ["is verified"] },
  address: { header: "address", also: [] },
  postcode: { header: "postcode", also: ["post code", "postal code"] },
  phoneNumber: { header: "phone", also: ["phone number", "telephone"] },
  email: { header: "email", also: ["email address"] },
  url: { header: "url", also: ["website", "homepage", "web address"] },
  network: { header: "network", also: [] },
  neededItems: { header: "needed items", also: ["needs", "needed", "currently needed"] },
  excessItems: { header: "excess items", also: ["excess", "well stocked"] },
  parliamentaryConstituency: {
    header: "constituency",
    also: ["parliamentary constituency"],
  },
  mp: { header: "MP", also: ["member of parliament"] },
  city: { header: "city", also: ["town", "city or town", "district"] },
  coordinates: { header: "lat_lng", also: ["latt_long", "lat long", "coordinates"] },
  latitude: { header: "latitude", also: ["lat"] },
  longitude: { header: "longitude", also: ["lng", "lon", "long"] },
} as const satisfies Record<string, { header: string; also: readonly string[] }>;

export type FoodBankColumn = keyof typeof foodBankColumns;

const requiredColumns: readonly FoodBankColumn[] = ["sourceId", "organisationName"];

/** "Organisation Name" → "organisationname": the form headers are compared in. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const columnByKey = new Map<string, FoodBankColumn>();
for (const [column, { header, also }] of Object.entries(foodBankColumns)) {
  for (const name of [header, ...also]) columnByKey.set(headerKey(name), column as FoodBankColumn);
}

export type ColumnPositions = Partial<Record<FoodBankColumn, number>>;

export class MissingColumnsError extends Error {
  override name = "MissingColumnsError";
}

/**
 * Where each known column sits in the header row. The first column of a kind wins. Throws when
 * a column every food bank needs is missing: that is a wrong sheet, not a bad row.
 */
export function locateColumns(headerRow: readonly string[]): ColumnPositions {
  const positions: ColumnPositions = {};
  headerRow.forEach((header, index) => {
    const column = columnByKey.get(headerKey(header));
    if (column && positions[column] === undefined) positions[column] = index;
  });
  const missing = requiredColumns.filter((column) => positions[column] === undefined);
  if (missing.length > 0) {
    const names = missing.map((column) => `"${foodBankColumns[column].header}"`).join(" and ");
    throw new MissingColumnsError(
      `The sheet has no ${names} column${missing.length > 1 ? "s" : ""}. The first row must name the columns: ${Object.values(
        foodBankColumns,
      )
        .map((column) => column.header)
        .join(", ")}.`,
    );
  }
  return positions;
}

/** One data row's cells, by column; cells past the end of a short row are missing. */
export function cellsOf(
  record: readonly string[],
  positions: ColumnPositions,
): Partial<Record<FoodBankColumn, string>> {
  const cells: Partial<Record<FoodBankColumn, string>> = {};
  for (const [column, index] of Object.entries(positions)) {
    const value = record[index];
    if (value !== undefined) cells[column as FoodBankColumn] = value;
  }
  return cells;
}

/** True when every cell is empty: the blank rows at the foot of a sheet, skipped silently. */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}
