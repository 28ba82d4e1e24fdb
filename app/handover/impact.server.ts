import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { listingIdsWithin, type SearchOrigin } from "~/listings/listing-query.server";
import { ukMonthOf, ukMonthRange } from "~/membership/uk-months";
import type { Db } from "~/server/db/database.server";
import { handovers } from "./handover.table";
import type { ImpactFigures, ImpactPeriod } from "./impact-text";

/**
 * The UK calendar month and year `now` falls in, as instants: a collection at 23:30 on 31
 * October in London belongs to October, whether the clocks say GMT or BST.
 */
export function ukPeriodOf(now: Date): ImpactPeriod & {
  monthStart: Date;
  monthEnd: Date;
  yearStart: Date;
  yearEnd: Date;
} {
  const month = ukMonthOf(now);
  const year = Number(month.slice(0, 4));
  const { start, end } = ukMonthRange(month);
  return {
    month,
    year,
    monthStart: start,
    monthEnd: end,
    yearStart: ukMonthRange(`${year}-01`).start,
    yearEnd: ukMonthRange(`${year + 1}-01`).start,
  };
}

/**
 * What was shared: handovers collected this UK month and this UK year, in all and, given a place
 * (a city's centre and radius), among the listings placed there, as the city page places them.
 * Only what happened counts: status 'collected' with its moment set, never a demo handover. A
 * handover whose listing was deleted has no place left, and counts in all only.
 */
export async function sharedFigures(
  db: Db,
  options: { now?: Date; within?: SearchOrigin } = {},
): Promise<ImpactFigures> {
  const period = ukPeriodOf(options.now ?? new Date());
  const inMonth = sql`${handovers.collectedAt} >= ${period.monthStart} and ${handovers.collectedAt} < ${period.monthEnd}`;
  const collectedThisYear = and(
    eq(handovers.status, "collected"),
    isNotNull(handovers.collectedAt),
    eq(handovers.isDemo, false),
    gte(handovers.collectedAt, period.yearStart),
    lt(handovers.collectedAt, period.yearEnd),
  );
  const totals = {
    thisMonth: sql<number>`count(*) filter (where ${inMonth})::int`,
    thisYear: sql<number>`count(*)::int`,
  };
  const { month, year } = period;
  if (!options.within) {
    const [row] = await db.select(totals).from(handovers).where(collectedThisYear);
    return { month, year, all: { thisMonth: row?.thisMonth ?? 0, thisYear: row?.thisYear ?? 0 } };
  }
  const placed = listingIdsWithin(db, options.within);
  const [row] = await db
    .select({
      ...totals,
      hereThisMonth: sql<number>`count(${placed.listingId}) filter (where ${inMonth})::int`,
      hereThisYear: sql<number>`count(${placed.listingId})::int`,
    })
    .from(handovers)
    .leftJoin(placed, eq(placed.listingId, handovers.listingId))
    .where(collectedThisYear);
  return {
    month,
    year,
    all: { thisMonth: row?.thisMonth ?? 0, thisYear: row?.thisYear ?? 0 },
    here: { thisMonth: row?.hereThisMonth ?? 0, thisYear: row?.hereThisYear ?? 0 },
  };
}
