import { formatPence } from "~/components/format-money";

/**
 * The partnership page's revenue calculator: how much an organisation could earn from the people
 * it reaches. Pure and safe to run in the browser, so the server and the page compute the same
 * figures.
 */

/** The reach the calculator starts with. */
export const DEFAULT_REACH = 50;

/**
 * The largest reach the calculator works with. Anything bigger is counted as this many people:
 * no local organisation reaches more, and it keeps the figures readable (£250,000.00 at 25p).
 */
export const MAX_REACH = 1_000_000;

/** The share of the people reached who join, for the calculator's example. */
export const EXAMPLE_SIGNUP_RATE = 0.1;

/** Why the reach the calculator uses differs from what was typed, if it does. */
export type ReachNote = "not-a-number" | "negative" | "fraction" | "capped";

export interface Reach {
  /** The whole number of people the calculator works with: 0 to MAX_REACH. */
  reach: number;
  note: ReachNote | null;
}

// Digits, either plain ("1200") or grouped in thousands with commas ("1,200"), with an optional
// sign and an optional decimal part ("12.7", "12.", ".5"). Nothing else: no exponent ("1e3"),
// no hex ("0x10"), no units ("12 people").
const NUMBER = /^([+-]?)(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/**
 * Reads what a person typed into the reach field.
 *
 * - Surrounding spaces are ignored; "" counts as 0 (no note: the field is just empty).
 * - Anything that is not a plain number counts as 0, "1e3" included: nobody writes a head count
 *   in scientific notation, and "1e3" is no more a number of people than "12abc".
 * - Thousands may be grouped with commas ("1,200"), as people in the UK write them.
 * - Negatives count as 0.
 * - A decimal is rounded down to the whole people it contains ("12.7" is 12): you cannot reach
 *   seven tenths of a person.
 * - Anything above MAX_REACH counts as MAX_REACH.
 */
export function describeReach(input: string): Reach {
  const text = input.trim();
  if (text === "") return { reach: 0, note: null };
  const match = NUMBER.exec(text);
  const [, sign = "", whole = "", fraction] = match ?? [];
  // "-", "+", "." and "-." match the pattern's optional parts but hold no digits at all.
  if (!match || (whole === "" && !fraction)) return { reach: 0, note: "not-a-number" };
  const wholePart = Number(whole.replaceAll(",", "") || "0");
  const hasFraction = fraction !== undefined && /[1-9]/.test(fraction);
  if (sign === "-" && (wholePart > 0 || hasFraction)) return { reach: 0, note: "negative" };
  if (wholePart > MAX_REACH) return { reach: MAX_REACH, note: "capped" };
  return { reach: wholePart, note: hasFraction ? "fraction" : null };
}

/** The whole number of people the calculator works with for what was typed. */
export function parseReach(input: string): number {
  return describeReach(input).reach;
}

/** A whole, non-negative count of people or pence, whatever a caller passes. */
function wholeAtLeastZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** What the organisation earns if every person it reaches becomes a paying member. */
export function maximumRevenuePence(reach: number, ratePence: number): number {
  return wholeAtLeastZero(reach) * wholeAtLeastZero(ratePence);
}

/**
 * What the organisation earns if `signupRate` of the people it reaches become paying members,
 * to the nearest penny, halves rounded up (3 people at 10% and 25p is 7.5p, shown as 8p).
 *
 * The rate is taken in basis points (0.1 is 1,000) so the sum is done in whole numbers: 0.1 has
 * no exact binary form, and 3 × 0.1 × 25 in floating point is 7.500000000000001.
 */
export function exampleRevenuePence(
  reach: number,
  ratePence: number,
  signupRate = EXAMPLE_SIGNUP_RATE,
): number {
  const basisPoints = wholeAtLeastZero(Math.round(signupRate * 10_000));
  const scaled = maximumRevenuePence(reach, ratePence) * basisPoints;
  return Math.floor((scaled + 5_000) / 10_000);
}

/** Money with pounds and two decimals, always ("£12.50", "£0.25", "£1,000.00"). */
export function formatPounds(pence: number): string {
  return formatPence(pence);
}
