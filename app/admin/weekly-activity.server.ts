import { sql } from "drizzle-orm";
import { countNewAccountsPerWeek } from "~/accounts/account-directory.server";
import { countNewListingsPerWeek } from "~/listings/listing-facts.server";
import type { Db } from "~/server/db/database.server";
import { countPerUkWeek, ukWeekStart } from "~/server/db/weekly-counts.server";
import { reports } from "./admin.table";

// New members, listings and reports per week over the last 12 weeks, for the dashboard chart.
// Weeks start on Monday (UK time), the current week last. Accounts and listings count their own
// rows; this lines the weeks up.

export const CHART_WEEKS = 12;

export interface WeekCounts {
  /** The Monday the week starts, as YYYY-MM-DD. */
  week: string;
  members: number;
  listings: number;
  reports: number;
}

/** The chart's weeks, oldest first, and the moment the oldest began. */
async function chartWeeks(db: Db, now: Date): Promise<{ weeks: string[]; since: Date }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select ${ukWeekStart(sql`${at} - interval '1 week' * g`)} as week,
      extract(epoch from date_trunc('week', (${at} - interval '1 week' * ${CHART_WEEKS - 1})
        at time zone 'Europe/London') at time zone 'Europe/London')::float8 as since
    from generate_series(${CHART_WEEKS - 1}, 0, -1) as g
  `)) as unknown as { rows: { week: string; since: number }[] };
  const weeks = result.rows.map((row) => String(row.week));
  return { weeks, since: new Date(Number(result.rows[0]?.since) * 1000) };
}

export async function weeklyActivity(db: Db, now = new Date()): Promise<WeekCounts[]> {
  const { weeks, since } = await chartWeeks(db, now);
  const [members, listings, reported] = await Promise.all([
    countNewAccountsPerWeek(db, since),
    countNewListingsPerWeek(db, since),
    countPerUkWeek(db, reports, reports.createdAt, since),
  ]);
  return weeks.map((week) => ({
    week,
    members: members.get(week) ?? 0,
    listings: listings.get(week) ?? 0,
    reports: reported.get(week) ?? 0,
  }));
}
