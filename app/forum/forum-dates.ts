// Forum times on the UK clock, en-GB, formatted on the server so the page never changes as it
// hydrates in another time zone.

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** '24 Nov 2026, 18:20'. */
export function forumDateTime(date: Date): string {
  return dateTime.format(date);
}
