import { z } from "zod";

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

export const FOOD_BANK_LIMITS = {
  id: 200,
  name: 200,
  address: 500,
  phone: 50,
  url: 500,
  shortText: 200,
  items: 200,
  itemLength: 200,
} as const;

function blankToUndefined(value: unknown) {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

const requiredText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} is missing` })
      .max(max, `${label} is longer than ${max} characters`),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(max, `${label} is longer than ${max} characters`)
      .optional()
      .transform((value) => value ?? null),
  );

const verifiedWords: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  y: true,
  n: false,
  "1": true,
  "0": false,
};

const verified = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return false;
      const answer = verifiedWords[value.toLowerCase()];
      if (answer === undefined) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: "verified must be TRUE or FALSE (or yes or no)",
        });
        return z.NEVER;
      }
      return answer;
    }),
);

const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

/** A UK postcode in its usual form ("ls11un" → "LS1 1UN"), or null when it is not one. */
export function normalisePostcode(value: string): string | null {
  const match = POSTCODE.exec(value.toUpperCase().replace(/\s+/g, ""));
  return match ? `${match[1]} ${match[2]}` : null;
}

const postcode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return null;
      const normalised = normalisePostcode(value);
      if (normalised === null) {
        ctx.issues.push({ code: "custom", input: value, message: "postcode is not a UK postcode" });
        return z.NEVER;
      }
      return normalised;
    }),
);

const phone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(FOOD_BANK_LIMITS.phone, `phone is longer than ${FOOD_BANK_LIMITS.phone} characters`)
    .refine((value) => (value.match(/[0-9]/g)?.length ?? 0) >= 6, "phone must be a phone number")
    .optional()
    .transform((value) => value ?? null),
);

const email = z.preprocess(
  blankToUndefined,
  z
    .email({ error: "email must be an email address" })
    .optional()
    .transform((value) => value ?? null),
);

/** "www.foodbank.org.uk" is a web address without its scheme; anything else keeps its own. */
const BARE_DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

const url = z.preprocess(
  (value) => {
    const text = blankToUndefined(value);
    return typeof text === "string" && BARE_DOMAIN.test(text) ? `https://${text}` : text;
  },
  z
    .url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: "url must be a web address starting with http:// or https://",
    })
    .max(FOOD_BANK_LIMITS.url, `url is longer than ${FOOD_BANK_LIMITS.url} characters`)
    .optional()
    .transform((value) => value ?? null),
);

/** Splits a cell of items on semicolons or line breaks, dropping blanks and repeats. */
export function splitItems(value: string): string[] {
  const items: string[] = [];
  for (const part of value.split(/[;\r\n]+/)) {
    const item = part.trim().replace(/\s+/g, " ");
    if (item !== "" && !items.includes(item)) items.push(item);
  }
  return items;
}

const itemList = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return [];
        const items = splitItems(value);
        if (items.length > FOOD_BANK_LIMITS.items) {
          ctx.issues.push({
            code: "custom",
            input: value,
            message: `${label} has more than ${FOOD_BANK_LIMITS.items} items`,
          });
          return z.NEVER;
        }
        if (items.some((item) => item.length > FOOD_BANK_LIMITS.itemLength)) {
          ctx.issues.push({
            code: "custom",
            input: value,
            message: `${label} has an item longer than ${FOOD_BANK_LIMITS.itemLength} characters`,
          });
          return z.NEVER;
        }
        return items;
      }),
  );

/** Roughly the UK, the Isle of Man and the Channel Islands: catches swapped latitude and longitude. */
const UK_BOUNDS = { south: 49, north: 61, west: -8.8, east: 2 };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

function toCoordinates(latitude: string, longitude: string): Coordinates | null {
  const lat = Number(latitude.trim());
  const lng = Number(longitude.trim());
  if (latitude.trim() === "" || longitude.trim() === "") return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < UK_BOUNDS.south || lat > UK_BOUNDS.north) return null;
  if (lng < UK_BOUNDS.west || lng > UK_BOUNDS.east) return null;
  return { latitude: lat, longitude: lng };
}

const foodBankCellsSchema = z
  .object({
    sourceId: requiredText("id", FOOD_BANK_LIMITS.id),
    organisationName: requiredText("organisation name", FOOD_BANK_LIMITS.name),
    organisationAltName: optionalText("alt name", FOOD_BANK_LIMITS.name),
    isVerified: verified,
    address: optionalText("address", FOOD_BANK_LIMITS.address),
    postcode,
    phoneNumber: phone,
    email,
    url,
    network: optionalText("network", FOOD_BANK_LIMITS.shortText),
    neededItems: itemList("needed items"),
    excessItems: itemList("excess items"),
    parliamentaryConstituency: optionalText("constituency", FOOD_BANK_LIMITS.shortText),
    mp: optionalText("MP", FOOD_BANK_LIMITS.shortText),
    city: optionalText("city", FOOD_BANK_LIMITS.shortText),
    coordinates: optionalText("lat_lng", FOOD_BANK_LIMITS.shortText),
    latitude: optionalText("latitude", FOOD_BANK_LIMITS.shortText),
    longitude: optionalText("longitude", FOOD_BANK_LIMITS.shortText),
  })
  .transform(({ coordinates, latitude, longitude, ...row }, ctx) => {
    let location: Coordinates | null = null;
    if (coordinates !== null) {
      const [lat = "", lng = "", ...extra] = coordinates.split(",");
      location = extra.length === 0 ? toCoordinates(lat, lng) : null;
    } else if (latitude !== null || longitude !== null) {
      location = toCoordinates(latitude ?? "", longitude ?? "");
    }
    if ((coordinates !== null || latitude !== null || longitude !== null) && location === null) {
      ctx.issues.push({
        code: "custom",
        input: coordinates ?? `${latitude ?? ""},${longitude ?? ""}`,
        message: "coordinates must be a latitude and longitude in the UK, such as 53.80,-1.55",
      });
      return z.NEVER;
    }
    return { ...row, location };
  });

/** A valid row, ready to store (bar its city, which the import works out). */
export type FoodBankRow = z.output<typeof foodBankCellsSchema>;

export type RowCheck = { ok: true; row: FoodBankRow } | { ok: false; message: string };

/** Validates one row's cells; a bad row gets every problem named in one message. */
export function checkFoodBankRow(cells: Partial<Record<FoodBankColumn, string>>): RowCheck {
  const parsed = foodBankCellsSchema.safeParse(cells);
  if (parsed.success) return { ok: true, row: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join("; ") };
}
