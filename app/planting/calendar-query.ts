import { ukMonth } from "./uk-calendar";

// Client-safe: which view of /planting-calendar the address asks for.

export const calendarTabs = ["garden", "monthly", "seasonal", "yearly"] as const;
export type CalendarTab = (typeof calendarTabs)[number];

export interface MonthRef {
  month: number;
  year: number;
}

export interface CalendarQuery {
  tab: CalendarTab;
  /** The month the Monthly View shows: `?month=YYYY-MM`, or the current UK month. */
  shown: MonthRef;
  /** The current UK month and year. */
  current: MonthRef;
  previous: MonthRef;
  next: MonthRef;
}

/** "2026-04" */
export function monthParam({ month, year }: MonthRef): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

function parseMonth(value: string | null): MonthRef | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return { month, year };
}

function shift({ month, year }: MonthRef, by: number): MonthRef {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * Signed-in people start on My Garden, visitors on the Monthly View; an unknown tab or month
 * in the address falls back to those defaults rather than failing.
 */
export function parseCalendarQuery(
  params: URLSearchParams,
  now: Date,
  signedIn: boolean,
): CalendarQuery {
  const requested = params.get("tab");
  const tab = (calendarTabs as readonly string[]).includes(requested ?? "")
    ? (requested as CalendarTab)
    : signedIn
      ? "garden"
      : "monthly";
  const current = ukMonth(now);
  const shown = parseMonth(params.get("month")) ?? current;
  return { tab, shown, current, previous: shift(shown, -1), next: shift(shown, 1) };
}

/** The address of a view. */
export function calendarHref(tab: CalendarTab, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ tab, ...extra });
  return `/planting-calendar?${query}`;
}
