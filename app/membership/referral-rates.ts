/**
 * What a partner organisation earns when a member it referred makes a first payment, by date.
 * Dates are UK calendar days (inclusive); each rate runs until the next one starts.
 */
export const referralRates = [
  // The launch offer ran from the start of the programme; any earlier day falls to it too.
  { from: "1970-01-01", pence: 50, label: "launch offer" },
  { from: "2026-01-01", pence: 25, label: "standard rate" },
] as const;

export type ReferralRate = (typeof referralRates)[number];

/** The UK calendar date (YYYY-MM-DD) of an instant: Europe/London, not the server's zone. */
export function ukDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

export function referralRateOn(instant: Date): ReferralRate {
  const day = ukDate(instant);
  let current: ReferralRate = referralRates[0];
  for (const rate of referralRates) if (rate.from <= day) current = rate;
  return current;
}

/** The last day of the launch offer: the day before the standard rate began. */
export function launchOfferLastDay(): Date {
  const standardFrom = new Date(`${referralRates[1].from}T12:00:00Z`);
  return new Date(standardFrom.getTime() - 24 * 60 * 60 * 1000);
}
