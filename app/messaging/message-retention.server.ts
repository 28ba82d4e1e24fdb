import { and, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { yearsBefore } from "~/server/retention-dates";
import type { AppServices } from "~/server/services.server";
import { contactMessages, conversations } from "./messaging.table";

/** The privacy notice's promise: messages between members are kept this long, then deleted. */
export const MESSAGE_RETENTION_YEARS = 2;

/** Messages sent before this are deleted in a run at `now`. */
export function messageRetentionCutoff(now: Date): Date {
  return yearsBefore(now, MESSAGE_RETENTION_YEARS);
}

/**
 * Deletes every message older than the retention period, then every conversation left with no
 * message, in one transaction. A conversation still in use keeps its newer messages. Only
 * conversations whose last message is old enough can be empty: a new one is written with its
 * first message in one transaction.
 */
export async function deleteOldMessages(db: Db, now: Date) {
  const cutoff = messageRetentionCutoff(now);
  return db.transaction(async (tx) => {
    const messages = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id });
    const emptied = await tx
      .delete(conversations)
      .where(
        and(
          lt(conversations.lastMessageAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(contactMessages)
              .where(sql`${contactMessages.conversationId} = ${conversations.id}`),
          ),
        ),
      )
      .returning({ id: conversations.id });
    return { messages: messages.length, conversations: emptied.length };
  });
}

export const MESSAGE_RETENTION_JOB = "retention-messages";

/** Every night in UK time; safe to repeat. */
export function messageRetentionJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: MESSAGE_RETENTION_JOB,
    schedule: { cron: "20 3 * * *" },
    async handle() {
      const { db, logger } = services();
      const deleted = await deleteOldMessages(db, new Date());
      logger.info(deleted, "message retention run");
    },
  };
}
