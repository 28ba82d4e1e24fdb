import { lt } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { yearsBefore } from "~/server/retention-dates";
import type { AppServices } from "~/server/services.server";
import { complaints } from "./complaints.table";

/**
 * The privacy notice's promise (decision 0075): complaints and appeals are kept this long from
 * when they were sent, even after the sender deletes their account, as the record of how Glut
 * handled them under the Online Safety Act (a complaint can go on to Ofcom or a court).
 */
export const COMPLAINT_RETENTION_YEARS = 3;

export async function deleteOldComplaints(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(complaints)
    .where(lt(complaints.createdAt, yearsBefore(now, COMPLAINT_RETENTION_YEARS)))
    .returning({ id: complaints.id });
  return deleted.length;
}

export const COMPLAINT_RETENTION_JOB = "retention-complaints";

/** Every night in UK time; safe to repeat. */
export function complaintRetentionJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: COMPLAINT_RETENTION_JOB,
    schedule: { cron: "35 3 * * *" },
    async handle() {
      const { db, logger } = services();
      logger.info(
        { complaints: await deleteOldComplaints(db, new Date()) },
        "complaint retention run",
      );
    },
  };
}
