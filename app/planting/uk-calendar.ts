// Calendar days as the UK counts them, whatever the server's zone. Client-safe.
// A calendar day is an ISO date string ("2026-04-01"); arithmetic on it runs in UTC, where
// every day has 24 hours, so a clock change cannot shift a day.
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";

const ukParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// The UK's day changes only on a whole minute (its offsets are whole hours), and formatToParts
// cost a member's listing page 17 µs a request (docs/performance.md): one answer kept a minute.
const MINUTE_MS = 60_000;
let lastMinute = Number.NaN;
let lastDay = "";

/** Today's date in the UK at `now`, as "YYYY-MM-DD". */
export function ukToday(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    const parts = Object.fromEntries(
      ukParts.formatToParts(now).map((part) => [part.type, part.value]),
    );
    lastDay = `${parts.year}-${parts.month}-${parts.day}`;
    lastMinute = minute;
  }
  return lastDay;
}

/** The UK month (1 to 12) and year at `now`. */
export function ukMonth(now: Date): { month: number; year: number } {
  const [year, month] = ukToday(now).split("-").map(Number) as [number, number];
  return { month, year };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written as YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function toUtc(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** The calendar day `days` after `isoDate` (before it, if negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(toUtc(isoDate) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

const longDate: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(FORMAT_LOCALE.en, { dateStyle: "long", timeZone: "UTC" }),
  cy: new Intl.DateTimeFormat(FORMAT_LOCALE.cy, { dateStyle: "long", timeZone: "UTC" }),
};

/** "12 March 2026" for "2026-03-12" ("12 Mawrth 2026" in Welsh). */
export function formatUkDate(isoDate: string, lng: Language = "en"): string {
  return longDate[lng].format(new Date(toUtc(isoDate)));
}

const monthNames: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(FORMAT_LOCALE.en, { month: "long", timeZone: "UTC" }),
  cy: new Intl.DateTimeFormat(FORMAT_LOCALE.cy, { month: "long", timeZone: "UTC" }),
};

/** The month's name, "April" for 4 ("Ebrill" in Welsh). */
export function monthName(month: number, lng: Language = "en"): string {
  return monthNames[lng].format(new Date(Date.UTC(2026, month - 1, 1)));
}
