// Dates in the admin area: en-GB, UK time, the same on the server and in the browser.

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const dateOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
});

export function adminDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

export function adminDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
}
