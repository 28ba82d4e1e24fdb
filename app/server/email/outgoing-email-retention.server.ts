import { and, eq, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { outgoingEmails } from "./outgoing-emails.table";

/**
 * A sent email's row is only needed while its job could still run again (its retries last about
 * a day), so it goes after 7 days, as pg-boss removes the completed job that held the same
 * message. A dead letter waits 90 days for an admin's retry (decision 0077).
 */
export const SENT_EMAIL_DAYS = 7;
export const DEAD_LETTER_DAYS = 90;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

export async function pruneOutgoingEmails(db: Db, now = new Date()) {
  const sent = await db
    .delete(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.state, "sent"),
        lt(outgoingEmails.sentAt, daysAgo(SENT_EMAIL_DAYS, now)),
      ),
    )
    .returning({ id: outgoingEmails.id });
  const dead = await db
    .delete(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.state, "dead"),
        lt(outgoingEmails.deadAt, daysAgo(DEAD_LETTER_DAYS, now)),
      ),
    )
    .returning({ id: outgoingEmails.id });
  return { sent: sent.length, dead: dead.length };
}

export function pruneOutgoingEmailsJob(deps: { db: Db; logger: Logger }): JobDefinition {
  return {
    name: "prune-outgoing-emails",
    changesPages: false,
    schedule: { cron: "40 3 * * *" },
    async handle() {
      const removed = await pruneOutgoingEmails(deps.db);
      if (removed.dead > 0) {
        deps.logger.warn(
          { count: removed.dead },
          `removed dead letters no admin retried within ${DEAD_LETTER_DAYS} days`,
        );
      }
    },
  };
}
