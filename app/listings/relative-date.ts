// How old a listing is, in words (specification §9), judged on the UK calendar.

const UK = "Europe/London";
const dayKey = new Intl.DateTimeFormat("en-CA", {
  timeZone: UK,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: UK });
const DAY_MS = 86_400_000;

/** Days between the two instants' UK calendar days (23:50 yesterday to 00:10 today is 1). */
export function ukCalendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((ukDayNumber(later) - ukDayNumber(earlier)) / DAY_MS);
}

function ukDayNumber(date: Date): number {
  const [year, month, day] = dayKey.format(date).split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** `relativeDate`'s words in a page's language; English when not given. */
export interface RelativeDateWords {
  today: string;
  daysAgo: (days: number) => string;
  weeksAgo: (weeks: number) => string;
  /** The locale the date itself is written in, from 30 days ('29 Tachwedd 2026' in `cy`). */
  locale: string;
}

const ENGLISH: RelativeDateWords = {
  today: "Today",
  daysAgo: (days) => (days === 1 ? "1 day ago" : `${days} days ago`),
  weeksAgo: (weeks) => (weeks === 1 ? "1 week ago" : `${weeks} weeks ago`),
  locale: "en-GB",
};

/**
 * 'Today' on the same UK day (or a moment in the future: clocks differ); '1 day ago';
 * 'N days ago' under 7 days; '1 week ago' / 'N weeks ago' under 30 days (whole weeks, rounded
 * down); from 30 days, the date itself, '12 March 2026'.
 */
export function relativeDate(
  date: Date,
  now: Date = new Date(),
  words: RelativeDateWords = ENGLISH,
): string {
  const days = ukCalendarDaysBetween(date, now);
  if (days <= 0) return words.today;
  if (days < 7) return words.daysAgo(days);
  if (days < 30) return words.weeksAgo(Math.floor(days / 7));
  return words.locale === ENGLISH.locale
    ? longDate.format(date)
    : new Intl.DateTimeFormat(words.locale, { dateStyle: "long", timeZone: UK }).format(date);
}

/** The UK calendar day of an instant, as YYYY-MM-DD (what a `date` column stores). */
export function ukCalendarDay(date: Date): string {
  return dayKey.format(date);
}

/** '12 March 2026' on the UK calendar. */
export function ukDate(date: Date): string {
  return longDate.format(date);
}
