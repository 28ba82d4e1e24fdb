import { ukCalendarDaysBetween } from "~/listings/relative-date";

// When a message was sent, as messaging apps show it, on the UK clock: the time today, then
// 'Yesterday', then the weekday for the rest of the week, then the date.

const UK = "Europe/London";
const time = new Intl.DateTimeFormat("en-GB", { timeZone: UK, hour: "2-digit", minute: "2-digit" });
const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: UK, weekday: "long" });
const shortDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK,
  day: "numeric",
  month: "short",
  year: "numeric",
});

export function messageTime(sent: Date, now: Date = new Date()): string {
  const days = ukCalendarDaysBetween(sent, now);
  if (days <= 0) return time.format(sent);
  if (days === 1) return `Yesterday, ${time.format(sent)}`;
  if (days < 7) return `${weekday.format(sent)}, ${time.format(sent)}`;
  return `${shortDate.format(sent)}, ${time.format(sent)}`;
}
