// What the home and city pages say about what was shared (issue 35, item 9; decision 0091).
// Plain data and words, no database: the pages render it, the tests read it.

/** Handovers collected in the UK calendar month and year the page was made in. */
export interface ImpactCounts {
  thisMonth: number;
  thisYear: number;
}

/** The UK calendar month ("YYYY-MM") and year the counts are for. */
export interface ImpactPeriod {
  month: string;
  year: number;
}

export interface ImpactFigures extends ImpactPeriod {
  /** Across the UK. */
  all: ImpactCounts;
  /** In the place asked about (a city), when one was. */
  here?: ImpactCounts;
}

const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

/** "November" for "2026-11". */
export function monthNameOf(month: string): string {
  return monthName.format(new Date(`${month}-01T12:00:00Z`));
}

const items = (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "item" : "items"}`;

/**
 * One sentence for one place ("in Leeds", "across the UK"), true for every count, 0 included:
 * nothing is claimed that did not happen, and a month that is the whole year so far is said once.
 */
export function sharedText(counts: ImpactCounts, period: ImpactPeriod, where: string): string {
  const month = monthNameOf(period.month);
  const { thisMonth, thisYear } = counts;
  if (thisYear === 0)
    return `Nothing has been collected through Glut ${where} yet in ${period.year}.`;
  if (thisMonth === thisYear) {
    return `${items(thisYear)} collected through Glut ${where} in ${month} ${period.year}.`;
  }
  if (thisMonth === 0) {
    return `${items(thisYear)} collected through Glut ${where} so far in ${period.year}, none yet in ${month}.`;
  }
  return `${items(thisMonth)} collected through Glut ${where} in ${month}, ${thisYear.toLocaleString("en-GB")} so far in ${period.year}.`;
}
