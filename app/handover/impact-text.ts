// What the home and city pages say about what was shared (issue 35, item 9; decision 0091).
// Plain data, no database: the pages word it in their language (place-words.ts, the home page's
// shared-so-far-words.ts).

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
