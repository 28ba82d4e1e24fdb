import { z } from "~/zod";
import type { FoodBankColumn } from "./food-bank-columns";

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
