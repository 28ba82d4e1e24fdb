const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same instant `years` calendar years earlier (later, for a negative number), so "kept for
 * 2 years" means what a person reads it to mean, not 730 days. 29 February lands on 1 March in
 * a year without one.
 */
export function yearsBefore(instant: Date, years: number): Date {
  const result = new Date(instant.getTime());
  result.setUTCFullYear(result.getUTCFullYear() - years);
  return result;
}

/** `days` whole days of 24 hours later (earlier, for a negative number). */
export function daysAfter(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}
