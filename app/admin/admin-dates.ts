import type { Language } from "~/i18n/languages";

// Dates in the admin area: UK time, the same on the server and in the browser, in the page's
// language. The dashboard is React's after a client navigation (static on a document load,
// decision 0109), and Chromium's Intl has no Welsh month names, so the Welsh months are written
// here (as Node's full ICU writes them: "5 Tach 2026, 13:07") into the en-GB pattern, which is the
// same in both languages.

const UK = "Europe/London";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const dateOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK,
  day: "numeric",
  month: "short",
  year: "numeric",
});

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
});

/** Welsh short month names, January first. */
const WELSH_MONTHS = [
  "Ion",
  "Chwef",
  "Maw",
  "Ebr",
  "Mai",
  "Meh",
  "Gorff",
  "Awst",
  "Medi",
  "Hyd",
  "Tach",
  "Rhag",
] as const;

const monthIndex = (format: Intl.DateTimeFormat, date: Date) =>
  Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: format.resolvedOptions().timeZone,
      month: "numeric",
    }).format(date),
  ) - 1;

function write(format: Intl.DateTimeFormat, value: Date | string, lng: Language): string {
  const date = new Date(value);
  if (lng === "en") return format.format(date);
  const month = WELSH_MONTHS[monthIndex(format, date)];
  return format
    .formatToParts(date)
    .map((part) => (part.type === "month" ? month : part.value))
    .join("");
}

/** "5 Nov 2026, 13:07" ("5 Tach 2026, 13:07"). */
export function adminDateTime(value: Date | string, lng: Language = "en"): string {
  return write(dateTime, value, lng);
}

/** "5 Nov 2026" ("5 Tach 2026"). */
export function adminDate(value: Date | string, lng: Language = "en"): string {
  return write(dateOnly, value, lng);
}

/** A week's first day on the dashboard's chart: "5 Nov" ("5 Tach"). */
export function adminDayMonth(value: Date | string, lng: Language = "en"): string {
  return write(dayMonth, value, lng);
}
