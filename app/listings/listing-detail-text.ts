// The words a listing's own page shows, apart from /listings' filters (listing-view.ts), so the
// page loads no validation library for them.

const availableFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A stored YYYY-MM-DD day in en-GB ('14 July 2026'); null when there is none or it is not a day. */
export function availableDateLabel(day: string | null): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : availableFormat.format(date);
}

export const META_DESCRIPTION_LENGTH = 150;

/** The detail page's description metadata: the first 150 characters of the description. */
export function listingMetaDescription(description: string, fallback: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return fallback;
  return [...text].slice(0, META_DESCRIPTION_LENGTH).join("");
}
