const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** "12 March 2026", on the UK calendar whatever the server's time zone. */
export function ukLongDate(date: Date): string {
  return longDate.format(date);
}

const monthYear = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** "March 2026", on the UK calendar. */
export function ukMonthYear(date: Date): string {
  return monthYear.format(date);
}
