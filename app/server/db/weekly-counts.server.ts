import { count, gte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./database.server";

// Counting rows per UK week (weeks start on Monday, Europe/London time), for the staff chart:
// each domain counts its own table with this, and the admin area lines the weeks up.

/** The Monday a UK week starts, as YYYY-MM-DD, for a timestamp column or value. */
export function ukWeekStart(moment: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', (${moment}) at time zone 'Europe/London'), 'YYYY-MM-DD')`;
}

/** How many rows of `table` were created in each UK week from `since` on, by week start. */
export async function countPerUkWeek(
  db: Db,
  table: PgTable,
  createdAt: AnyPgColumn,
  since: Date,
): Promise<Map<string, number>> {
  const week = ukWeekStart(createdAt);
  const rows = await db
    .select({ week, n: count() })
    .from(table)
    .where(gte(createdAt, since))
    .groupBy(week);
  return new Map(rows.map((row) => [row.week, Number(row.n)]));
}
