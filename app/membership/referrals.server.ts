import { and, count, eq, gte, lt, sum } from "drizzle-orm";
import { profiles, referralCodes } from "~/accounts/accounts.table";
import type { Db } from "~/server/db/database.server";
import { referralEarnings } from "./membership.table";
import { referralRateOn } from "./referral-rates";

/**
 * The random part of a referral code: upper case without the look-alikes 0/O, 1/I/L, and
 * without vowels either, so that four random characters never spell a word.
 */
export const REFERRAL_CODE_ALPHABET = "23456789BCDFGHJKMNPQRSTVWXYZ";
export const REFERRAL_CODE_RANDOM_LENGTH = 4;
/** At most this many characters come from the name: "GREENLANES-7K3Q" is 15 in all. */
export const REFERRAL_CODE_PREFIX_MAX = 10;
const FALLBACK_PREFIX = "GLUT";
const MAX_ATTEMPTS = 5;
/** Small words a code reads better without, unless nothing else is left. */
const SKIPPED_WORDS = new Set(["THE", "AND", "OF", "FOR"]);

export type RandomSource = Pick<Crypto, "getRandomValues">;

/** The name as upper-case ASCII words: accents dropped, punctuation a word break. */
function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[æÆ]/g, "AE")
    .replace(/[øØ]/g, "O")
    .replace(/['’`]/g, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/** The readable start of a code: the name's first words, up to 10 characters, else "GLUT". */
export function referralCodePrefix(organizationName: string): string {
  const all = nameWords(organizationName);
  const words = all.some((word) => !SKIPPED_WORDS.has(word))
    ? all.filter((word) => !SKIPPED_WORDS.has(word))
    : all;
  let prefix = "";
  for (const word of words) {
    if (prefix === "") prefix = word.slice(0, REFERRAL_CODE_PREFIX_MAX);
    else if (prefix.length + word.length <= REFERRAL_CODE_PREFIX_MAX) prefix += word;
    else break;
  }
  return prefix || FALLBACK_PREFIX;
}

/** Uniformly chosen characters of the alphabet (rejection sampling: no modulo bias). */
function randomCharacters(length: number, random: RandomSource): string {
  const alphabet = REFERRAL_CODE_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    const bytes = random.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A readable code such as "GREENLANES-7K3Q": the start of the name, a dash, 4 random characters. */
export function generateReferralCode(
  organizationName: string,
  random: RandomSource = crypto,
): string {
  return `${referralCodePrefix(organizationName)}-${randomCharacters(REFERRAL_CODE_RANDOM_LENGTH, random)}`;
}

export interface ReferralCode {
  id: string;
  code: string;
}

export class ReferralCodeExhaustedError extends Error {
  override name = "ReferralCodeExhaustedError";
}

/**
 * Gives an account its referral code. Works inside a transaction: the insert skips a conflict
 * instead of failing (which would abort the transaction), so a code already taken is simply
 * drawn again, and an account that meanwhile got a code keeps that one.
 */
export async function createReferralCode(
  db: Db,
  userId: string,
  organizationName: string,
  random: RandomSource = crypto,
): Promise<ReferralCode> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [created] = await db
      .insert(referralCodes)
      .values({ userId, code: generateReferralCode(organizationName, random) })
      .onConflictDoNothing()
      .returning({ id: referralCodes.id, code: referralCodes.code });
    if (created) return created;
    const existing = await findReferralCode(db, userId);
    if (existing) return existing;
  }
  throw new ReferralCodeExhaustedError(
    `No free referral code for "${organizationName}" after ${MAX_ATTEMPTS} attempts`,
  );
}

export async function findReferralCode(db: Db, userId: string): Promise<ReferralCode | null> {
  const [row] = await db
    .select({ id: referralCodes.id, code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row ?? null;
}

/**
 * The organisation's code, made now if it has none yet (accounts created before codes were).
 * Personal accounts have none: null.
 */
export async function ensureReferralCode(db: Db, userId: string): Promise<ReferralCode | null> {
  const existing = await findReferralCode(db, userId);
  if (existing) return existing;
  const [profile] = await db
    .select({
      isOrganization: profiles.isOrganization,
      organizationName: profiles.organizationName,
      username: profiles.username,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.isOrganization) return null;
  return createReferralCode(db, userId, profile.organizationName ?? profile.username);
}

/** A UK calendar month, "YYYY-MM". */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(text: string): boolean {
  return MONTH_PATTERN.test(text);
}

/** The instant a UK calendar day begins (midnight Europe/London, GMT or BST). */
function ukMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
  );
  // The clocks change at 01:00 UTC, never at midnight, so one correction is exact.
  return new Date(guess - (wallClock - guess));
}

/** The instants a UK calendar month starts and the next one starts: [start, end). */
export function ukMonthRange(month: string): { start: Date; end: Date } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`"${month}" is not a month in the form YYYY-MM`);
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  return {
    start: ukMidnight(year, monthNumber, 1),
    end: monthNumber === 12 ? ukMidnight(year + 1, 1, 1) : ukMidnight(year, monthNumber + 1, 1),
  };
}

/** The UK calendar month ("YYYY-MM") an instant falls in. */
export function ukMonthOf(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
  })
    .format(instant)
    .slice(0, 7);
}

export interface ReferralSummary {
  code: string;
  shareUrl: string;
  /** Members who signed up with the code. */
  signups: number;
  /** Of those, how many have paid (each earned the organisation once). */
  paidConversions: number;
  earnedThisMonthPence: number;
  earnedTotalPence: number;
  /** What a paid referral earns today. */
  ratePence: number;
}

/**
 * What an organisation's dashboard shows about its referrals; "this month" is the UK calendar
 * month of `now`. Makes the code first if the organisation has none. Null for personal accounts.
 */
export async function referralSummary(
  deps: { db: Db; appUrl: string },
  organizationUserId: string,
  now: Date = new Date(),
): Promise<ReferralSummary | null> {
  const { db } = deps;
  const code = await ensureReferralCode(db, organizationUserId);
  if (!code) return null;
  const { start, end } = ukMonthRange(ukMonthOf(now));
  const mine = eq(referralEarnings.organizationUserId, organizationUserId);
  const [[signups], [total], [month]] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(eq(profiles.referredByCodeId, code.id)),
    db
      .select({ n: count(), pence: sum(referralEarnings.amountPence) })
      .from(referralEarnings)
      .where(mine),
    db
      .select({ pence: sum(referralEarnings.amountPence) })
      .from(referralEarnings)
      .where(and(mine, gte(referralEarnings.earnedAt, start), lt(referralEarnings.earnedAt, end))),
  ]);
  return {
    code: code.code,
    shareUrl: `${deps.appUrl}/signup?ref=${encodeURIComponent(code.code)}`,
    signups: signups?.n ?? 0,
    paidConversions: total?.n ?? 0,
    earnedThisMonthPence: Number(month?.pence ?? 0),
    earnedTotalPence: Number(total?.pence ?? 0),
    ratePence: referralRateOn(now).pence,
  };
}

export interface PayoutRow {
  organization: string;
  referralsPaid: number;
  amountPence: number;
}

/**
 * What each organisation is owed for a UK calendar month ("YYYY-MM"): the earnings recorded in
 * it, by organisation, named as it is now called (or as it was, if the account is gone), in
 * name order.
 */
export async function payoutReport(db: Db, month: string): Promise<PayoutRow[]> {
  const { start, end } = ukMonthRange(month);
  const earnings = await db
    .select({
      organizationUserId: referralEarnings.organizationUserId,
      recordedName: referralEarnings.organizationName,
      currentName: profiles.organizationName,
      amountPence: referralEarnings.amountPence,
      earnedAt: referralEarnings.earnedAt,
    })
    .from(referralEarnings)
    .leftJoin(profiles, eq(profiles.id, referralEarnings.organizationUserId))
    .where(and(gte(referralEarnings.earnedAt, start), lt(referralEarnings.earnedAt, end)))
    .orderBy(referralEarnings.earnedAt);

  const byOrganisation = new Map<string, PayoutRow>();
  for (const earning of earnings) {
    const key = earning.organizationUserId ?? `name:${earning.recordedName}`;
    const name = earning.currentName ?? earning.recordedName;
    const row = byOrganisation.get(key) ?? { organization: name, referralsPaid: 0, amountPence: 0 };
    row.organization = name;
    row.referralsPaid += 1;
    row.amountPence += earning.amountPence;
    byOrganisation.set(key, row);
  }
  return [...byOrganisation.values()].sort(
    (a, b) =>
      a.organization.localeCompare(b.organization, "en-GB", { sensitivity: "base" }) ||
      a.organization.localeCompare(b.organization, "en-GB"),
  );
}

/** "12.50": pence as pounds with two decimals, without floating-point rounding. */
export function penceAsPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One CSV field: a text that a spreadsheet would run as a formula (=, +, -, @, or a leading tab
 * or carriage return) gets a leading apostrophe; commas, quotes and line breaks are quoted.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const PAYOUT_CSV_HEADER = "organisation,referrals_paid,amount_gbp";

/** The payout report as CSV: a header line, then one line per organisation. */
export function toCsv(rows: PayoutRow[]): string {
  const lines = rows.map((row) =>
    [csvField(row.organization), String(row.referralsPaid), penceAsPounds(row.amountPence)].join(
      ",",
    ),
  );
  return `${[PAYOUT_CSV_HEADER, ...lines].join("\n")}\n`;
}
