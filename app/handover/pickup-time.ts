import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import { formatUkDate } from "~/planting/uk-calendar";

// A pickup window as people read it, and the UK clock it is checked against. Client-safe: the
// form checks with it in the browser, the services and emails on the server.

const ukClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The time of day in the UK at `now`, as "HH:MM". */
export function ukTimeNow(now: Date): string {
  const parts = Object.fromEntries(ukClock.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
}

const weekday: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(FORMAT_LOCALE.en, { weekday: "long", timeZone: "UTC" }),
  cy: new Intl.DateTimeFormat(FORMAT_LOCALE.cy, { weekday: "long", timeZone: "UTC" }),
};

/** "Saturday 5 December 2026" for "2026-12-05" ("Dydd Sadwrn 5 Rhagfyr 2026" in Welsh). */
export function pickupDayLabel(isoDate: string, lng: Language = "en"): string {
  return `${weekday[lng].format(new Date(`${isoDate}T00:00:00Z`))} ${formatUkDate(isoDate, lng)}`;
}

/**
 * Whether the window has begun at `now` (UK time): from then on a giver may record that the
 * other did not come.
 */
export function pickupHasBegun(
  window: { date: string; from: string },
  today: string,
  timeNow: string,
): boolean {
  return window.date < today || (window.date === today && window.from <= timeNow);
}

/** Whether the window is over at `now`: such a proposal can no longer be accepted. */
export function pickupIsOver(
  window: { date: string; until: string },
  today: string,
  timeNow: string,
): boolean {
  return window.date < today || (window.date === today && window.until <= timeNow);
}
