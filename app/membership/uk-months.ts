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
