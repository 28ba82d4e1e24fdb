import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { deleteOldNotifications } from "./notifications.server";

export const NOTIFICATION_RETENTION_JOB = "notifications.retention";

/** Nightly: notifications older than 90 days are deleted (decision 0093, the privacy notice). */
export function notificationRetentionJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: NOTIFICATION_RETENTION_JOB,
    schedule: { cron: "35 3 * * *" },
    async handle() {
      const { db, logger } = services();
      const deleted = await deleteOldNotifications(db, new Date());
      logger.info({ notifications: deleted }, "notification retention run");
    },
  };
}
