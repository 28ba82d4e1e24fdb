import { lt } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { yearsBefore } from "~/server/retention-dates";
import type { AppServices } from "~/server/services.server";
import { moderationAudit } from "./admin.table";

/**
 * How long the staff audit (every moderation decision, suspension and answered complaint) is
 * kept (decision 0075): the six years in which a claim about a decision can be brought in
 * England and Wales (Limitation Act 1980), so the record is there to explain it. The privacy
 * notice and the illegal-content risk assessment state it.
 */
export const MODERATION_AUDIT_RETENTION_YEARS = 6;

export async function deleteOldStaffActions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(moderationAudit)
    .where(lt(moderationAudit.createdAt, yearsBefore(now, MODERATION_AUDIT_RETENTION_YEARS)))
    .returning({ id: moderationAudit.id });
  return deleted.length;
}

export const MODERATION_AUDIT_RETENTION_JOB = "retention-moderation-audit";

/** Every night in UK time; safe to repeat. */
export function moderationAuditRetentionJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: MODERATION_AUDIT_RETENTION_JOB,
    schedule: { cron: "45 3 * * *" },
    async handle() {
      const { db, logger } = services();
      const staffActions = await deleteOldStaffActions(db, new Date());
      logger.info({ staffActions }, "staff audit retention run");
    },
  };
}
