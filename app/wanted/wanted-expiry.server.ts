import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import { addDays, ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { wantedPosts } from "./wanted.table";

// Expiry (decision 0090). A post leaves the lists the day after its last day by the queries
// themselves (`openWanted`); this job runs just after midnight UK time so that cached public pages
// (the city pages) are emptied then too (a job that may change pages empties the response cache),
// and removes posts closed or expired for KEEP_DAYS, which nobody sees any more. Hidden posts stay
// for the moderators' record until their member's account goes.

export const WANTED_EXPIRY_JOB = "wanted-post-expiry";
export const KEEP_DAYS = 90;

export async function removeOldWantedPosts(db: Db, now: Date = new Date()): Promise<number> {
  const before = addDays(ukToday(now), -KEEP_DAYS);
  const removed = await db
    .delete(wantedPosts)
    .where(
      and(
        isNull(wantedPosts.hiddenAt),
        or(
          lt(wantedPosts.expiresOn, before),
          and(
            isNotNull(wantedPosts.closedAt),
            lt(wantedPosts.closedAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)),
          ),
        ),
      ),
    )
    .returning({ id: wantedPosts.id });
  return removed.length;
}

export function wantedExpiryJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: WANTED_EXPIRY_JOB,
    schedule: { cron: "1 0 * * *" },
    async handle() {
      const { db, logger } = services();
      const removed = await removeOldWantedPosts(db);
      logger.info({ removed }, "wanted posts expired");
    },
  };
}
