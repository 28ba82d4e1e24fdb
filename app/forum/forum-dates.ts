import { DEFAULT_LANGUAGE, FORMAT_LOCALE, type Language } from "~/i18n/languages";

// Forum times on the UK clock, in the page's language, formatted on the server so the page never
// changes as it hydrates in another time zone.

const options: Intl.DateTimeFormatOptions = {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};
const formats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(FORMAT_LOCALE.en, options),
  cy: new Intl.DateTimeFormat(FORMAT_LOCALE.cy, options),
};

/** '24 Nov 2026, 18:20'; in Welsh '24 Tach 2026, 18:20'. */
export function forumDateTime(date: Date, lng: Language = DEFAULT_LANGUAGE): string {
  return formats[lng].format(date);
}
