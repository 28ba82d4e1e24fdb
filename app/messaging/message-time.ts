import type { Language } from "~/i18n/languages";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { ukCalendarDaysBetween } from "~/listings/relative-date";

// When a message was sent, as messaging apps show it, on the UK clock: the time today, then
// 'Yesterday', then the weekday for the rest of the week, then the date. Written on the server
// (the loaders call it), since Chromium's Intl has no Welsh month or day names.

const UK = "Europe/London";

function formatsIn(lng: Language) {
  const locale = FORMAT_LOCALE[lng];
  return {
    time: new Intl.DateTimeFormat(locale, { timeZone: UK, hour: "2-digit", minute: "2-digit" }),
    weekday: new Intl.DateTimeFormat(locale, { timeZone: UK, weekday: "long" }),
    shortDate: new Intl.DateTimeFormat(locale, {
      timeZone: UK,
      day: "numeric",
      month: "short",
      year: "numeric",
    }),
  };
}

const formats = { en: formatsIn("en"), cy: formatsIn("cy") };

/** 'Yesterday' in each language: one word, kept here beside the formats it goes with. */
const YESTERDAY: Record<Language, string> = { en: "Yesterday", cy: "Ddoe" };

export function messageTime(sent: Date, now: Date = new Date(), lng: Language = "en"): string {
  const { time, weekday, shortDate } = formats[lng];
  const days = ukCalendarDaysBetween(sent, now);
  if (days <= 0) return time.format(sent);
  if (days === 1) return `${YESTERDAY[lng]}, ${time.format(sent)}`;
  if (days < 7) return `${weekday.format(sent)}, ${time.format(sent)}`;
  return `${shortDate.format(sent)}, ${time.format(sent)}`;
}
