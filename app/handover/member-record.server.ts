import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { verifiedOrganisationIds } from "~/membership/entitlement.server";
import type { Db } from "~/server/db/database.server";
import { handovers, handoverThanks } from "./handover.table";

/** Ratings are shown only once there are this many, and only as a rounded average. */
export const RATINGS_BEFORE_AVERAGE = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An average of ratings as members and staff see it: to one decimal place. */
export function roundedAverage(average: number): number {
  return Math.round(average * 10) / 10;
}

/**
 * What the handovers say about a member: shown on their profile and to an owner choosing among
 * requesters, and read by the fair draw (who has received least lately). Demo handovers count
 * for demo members like any other.
 */
export interface MemberRecord {
  memberId: string;
  /** Collected handovers they gave. */
  given: number;
  /** Collected handovers they received. */
  received: number;
  receivedLast30Days: number;
  /** Reservations their giver cancelled because they did not come. */
  noShows: number;
  /** Rounded to one decimal place; null until RATINGS_BEFORE_AVERAGE ratings. */
  averageRating: number | null;
  ratingCount: number;
  verifiedOrganisation: boolean;
}

export async function memberRecords(
  db: Db,
  memberIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, MemberRecord>> {
  const ids = [...new Set(memberIds)];
  const records = new Map<string, MemberRecord>(
    ids.map((memberId) => [
      memberId,
      {
        memberId,
        given: 0,
        received: 0,
        receivedLast30Days: 0,
        noShows: 0,
        averageRating: null,
        ratingCount: 0,
        verifiedOrganisation: false,
      },
    ]),
  );
  if (ids.length === 0) return records;
  const since = new Date(now.getTime() - 30 * DAY_MS);

  const given = await db
    .select({ id: handovers.giverId, n: sql<number>`count(*)::int` })
    .from(handovers)
    .where(and(inArray(handovers.giverId, ids), eq(handovers.status, "collected")))
    .groupBy(handovers.giverId);
  const received = await db
    .select({
      id: handovers.receiverId,
      n: sql<number>`count(*) filter (where ${handovers.status} = 'collected')::int`,
      recent: sql<number>`count(*) filter (where ${handovers.status} = 'collected' and ${handovers.collectedAt} >= ${since})::int`,
      noShows: sql<number>`count(*) filter (where ${handovers.noShow})::int`,
    })
    .from(handovers)
    .where(inArray(handovers.receiverId, ids))
    .groupBy(handovers.receiverId);
  const ratings = await db
    .select({
      id: handoverThanks.toId,
      n: sql<number>`count(${handoverThanks.rating})::int`,
      average: sql<number | null>`avg(${handoverThanks.rating})::float8`,
    })
    .from(handoverThanks)
    .where(and(inArray(handoverThanks.toId, ids), isNull(handoverThanks.hiddenAt)))
    .groupBy(handoverThanks.toId);
  const organisations = await verifiedOrganisationIds(db, ids);

  for (const row of given) {
    const record = row.id ? records.get(row.id) : undefined;
    if (record) record.given = row.n;
  }
  for (const row of received) {
    const record = row.id ? records.get(row.id) : undefined;
    if (!record) continue;
    record.received = row.n;
    record.receivedLast30Days = row.recent;
    record.noShows = row.noShows;
  }
  for (const row of ratings) {
    const record = records.get(row.id);
    if (!record) continue;
    record.ratingCount = row.n;
    record.averageRating =
      row.n >= RATINGS_BEFORE_AVERAGE && row.average !== null ? roundedAverage(row.average) : null;
  }
  for (const id of organisations) {
    const record = records.get(id);
    if (record) record.verifiedOrganisation = true;
  }
  return records;
}
