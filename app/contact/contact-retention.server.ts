import { lt } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { yearsBefore } from "~/server/retention-dates";
import type { AppServices } from "~/server/services.server";
import { contactRequests } from "./contact.table";

/**
 * The privacy notice's promise: messages sent to us through /contact are kept this long, the
 * same as messages between members, so the notice has one rule for messages.
 */
export const CONTACT_REQUEST_RETENTION_YEARS = 2;

/** Contact-form messages received before this are deleted in a run at `now`. */
export function contactRequestRetentionCutoff(now: Date): Date {
  return yearsBefore(now, CONTACT_REQUEST_RETENTION_YEARS);
}

export async function deleteOldContactRequests(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(contactRequests)
    .where(lt(contactRequests.createdAt, contactRequestRetentionCutoff(now)))
    .returning({ id: contactRequests.id });
  return deleted.length;
}

export const CONTACT_REQUEST_RETENTION_JOB = "retention-contact-requests";

/** Every night in UK time; safe to repeat. */
export function contactRequestRetentionJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: CONTACT_REQUEST_RETENTION_JOB,
    schedule: { cron: "25 3 * * *" },
    async handle() {
      const { db, logger } = services();
      const contactRequestsDeleted = await deleteOldContactRequests(db, new Date());
      logger.info({ contactRequests: contactRequestsDeleted }, "contact-form retention run");
    },
  };
}
