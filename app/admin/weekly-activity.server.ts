import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";

// New members, listings and reports per week over the last 12 weeks, for the dashboard chart.
// Weeks start on Monday (UK time), the current week last.

export const CHART_WEEKS = 12;

export interface WeekCounts {
  /** The Monday the week starts, as YYYY-MM-DD. */
  week: string;
  members: number;
  listings: number;
  reports: number;
}

export async function weeklyActivity(db: Db, now = new Date()): Promise<WeekCounts[]> {
  const result = (await db.execute(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'Europe/London')) - interval '11 weeks',
        date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'Europe/London')),
        interval '1 week'
      ) as week
    ),
    counted as (
      select date_trunc('week', created_at at time zone 'Europe/London') as week, 'members' as kind from profiles
      union all
      select date_trunc('week', created_at at time zone 'Europe/London'), 'listings' from listings
      union all
      select date_trunc('week', created_at at time zone 'Europe/London'), 'reports' from reports
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week,
      count(*) filter (where counted.kind = 'members')::int as members,
      count(*) filter (where counted.kind = 'listings')::int as listings,
      count(*) filter (where counted.kind = 'reports')::int as reports
    from weeks left join counted on counted.week = weeks.week
    group by weeks.week
    order by weeks.week
  `)) as unknown as { rows: WeekCounts[] };
  return result.rows.map((row) => ({
    week: String(row.week),
    members: Number(row.members),
    listings: Number(row.listings),
    reports: Number(row.reports),
  }));
}
