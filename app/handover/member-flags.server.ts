import { and, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { DELETED_MEMBER, profileDisplayName } from "~/accounts/display-name";
import type { Db } from "~/server/db/database.server";
import { handovers, handoverThanks } from "./handover.table";
import { RATINGS_BEFORE_AVERAGE, roundedAverage } from "./member-record.server";

// Members the handovers say staff should look at (issue 35, item 5; decision 0089): rated low
// again and again, or reported for not coming again and again. A flag is a list for moderators,
// never a sanction: nobody is suspended, hidden or told by it. The thresholds are here and only
// here, and the decision records them.

export const FLAG_THRESHOLDS = {
  /** A rounded average at or below this flags the member... */
  lowAverageRating: 2,
  /** ...once it is an average at all: the profile's own minimum of ratings. */
  minimumRatings: RATINGS_BEFORE_AVERAGE,
  /** This many no-shows recorded against a member... */
  noShows: 2,
  /** ...within this many days (by when they were reserved) flags them. */
  noShowDays: 90,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MemberFlag {
  memberId: string;
  name: string;
  /** Set when the member's average rating is low: the average and how many it is of. */
  lowRating: { average: number; count: number } | null;
  /** No-shows in the last FLAG_THRESHOLDS.noShowDays days, when there are enough to flag. */
  recentNoShows: number | null;
}

/**
 * The flagged members, the worst average first, then the most no-shows. Demo handovers are left
 * out (their members are not real people), and so are ratings a moderator hid, as on the profile.
 */
export async function listFlaggedMembers(db: Db, now: Date = new Date()): Promise<MemberFlag[]> {
  const since = new Date(now.getTime() - FLAG_THRESHOLDS.noShowDays * DAY_MS);
  const [ratings, noShows] = await Promise.all([
    db
      .select({
        id: handoverThanks.toId,
        count: sql<number>`count(${handoverThanks.rating})::int`,
        average: sql<number>`avg(${handoverThanks.rating})::float8`,
      })
      .from(handoverThanks)
      .innerJoin(handovers, eq(handovers.id, handoverThanks.handoverId))
      .where(
        and(
          isNotNull(handoverThanks.rating),
          isNull(handoverThanks.hiddenAt),
          eq(handovers.isDemo, false),
        ),
      )
      .groupBy(handoverThanks.toId)
      .having(sql`count(${handoverThanks.rating}) >= ${FLAG_THRESHOLDS.minimumRatings}`),
    db
      .select({ id: handovers.receiverId, count: sql<number>`count(*)::int` })
      .from(handovers)
      .where(
        and(
          eq(handovers.noShow, true),
          eq(handovers.isDemo, false),
          isNotNull(handovers.receiverId),
          gte(handovers.reservedAt, since),
        ),
      )
      .groupBy(handovers.receiverId)
      .having(sql`count(*) >= ${FLAG_THRESHOLDS.noShows}`),
  ]);
  const flags = new Map<string, MemberFlag>();
  const flagOf = (memberId: string) => {
    const flag = flags.get(memberId) ?? {
      memberId,
      name: DELETED_MEMBER,
      lowRating: null,
      recentNoShows: null,
    };
    flags.set(memberId, flag);
    return flag;
  };
  for (const row of ratings) {
    const average = roundedAverage(row.average);
    if (average <= FLAG_THRESHOLDS.lowAverageRating) {
      flagOf(row.id).lowRating = { average, count: row.count };
    }
  }
  for (const row of noShows) {
    if (row.id) flagOf(row.id).recentNoShows = row.count;
  }
  const names = await findPublicNames(db, [...flags.keys()]);
  const present = [...flags.values()].filter((flag) => names.has(flag.memberId));
  for (const flag of present) flag.name = profileDisplayName(names.get(flag.memberId));
  return present.sort(
    (a, b) =>
      (a.lowRating?.average ?? 6) - (b.lowRating?.average ?? 6) ||
      (b.recentNoShows ?? 0) - (a.recentNoShows ?? 0) ||
      a.name.localeCompare(b.name, "en-GB"),
  );
}
