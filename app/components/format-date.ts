import { FORMAT_LOCALE, type Language } from "~/i18n/languages";

const longDate: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(FORMAT_LOCALE.en, { dateStyle: "long", timeZone: "Europe/London" }),
  cy: new Intl.DateTimeFormat(FORMAT_LOCALE.cy, { dateStyle: "long", timeZone: "Europe/London" }),
};

/** "12 March 2026" ("12 Mawrth 2026" in Welsh), on the UK calendar whatever the server's zone. */
export function ukLongDate(date: Date, lng: Language = "en"): string {
  return longDate[lng].format(date);
}

const monthYearIn = (lng: Language) =>
  new Intl.DateTimeFormat(FORMAT_LOCALE[lng], {
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
const monthYear: Record<Language, Intl.DateTimeFormat> = {
  en: monthYearIn("en"),
  cy: monthYearIn("cy"),
};

/** "March 2026" ("Mawrth 2026" in Welsh), on the UK calendar. */
export function ukMonthYear(date: Date, lng: Language = "en"): string {
  return monthYear[lng].format(date);
}
