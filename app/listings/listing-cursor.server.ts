import { LISTING_CURSOR_PATTERN } from "./listing-schema";

// Where a keyset page of /listings starts (decision 0053): the created_at, to the microsecond,
// and the id of the row a page ends (Next) or begins (Previous) with, packed into 24 bytes and
// written as 32 base64url characters. Anything else, or anything outside the dates a timestamp
// can hold, is no cursor at all. A made-up cursor is only a place in the order, so it is not
// signed: it shows the listings older (or newer) than that place, as a real one would.

/** A row's place in the newest-first order. */
export interface ListingCursor {
  /** created_at as ISO 8601 in UTC with all six decimal places, exactly as stored. */
  createdAt: string;
  id: string;
}

// JavaScript's dates end at +275760, PostgreSQL's timestamps at 294276: 9999 is plenty.
const LATEST_MICROS = BigInt(Date.UTC(9999, 11, 31, 23, 59, 59, 999)) * 1000n + 999n;

function uuidFromHex(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The cursor of a row, from its created_at in microseconds since 1970 (as text: a JavaScript
 * Date keeps only milliseconds, and two listings a microsecond apart must not share a place).
 */
export function encodeListingCursor(createdAtMicros: string, id: string): string {
  const bytes = Buffer.alloc(24);
  bytes.writeBigInt64BE(BigInt(createdAtMicros), 0);
  Buffer.from(id.replaceAll("-", ""), "hex").copy(bytes, 8);
  return bytes.toString("base64url");
}

/** The place a cursor names, or null for anything that is not a cursor. */
export function decodeListingCursor(text: string | undefined): ListingCursor | null {
  if (!text || !LISTING_CURSOR_PATTERN.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  if (bytes.length !== 24) return null;
  const micros = bytes.readBigInt64BE(0);
  if (micros < 0n || micros > LATEST_MICROS) return null;
  const milliseconds = new Date(Number(micros / 1000n)).toISOString().slice(0, -1);
  const rest = String(micros % 1000n).padStart(3, "0");
  return {
    createdAt: `${milliseconds}${rest}Z`,
    id: uuidFromHex(bytes.subarray(8).toString("hex")),
  };
}
