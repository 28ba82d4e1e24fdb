import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobQueue } from "~/server/jobs/job-queue.server";
import { outgoingEmails } from "./outgoing-emails.table";
import { SEND_EMAIL_JOB, type SendEmailJobData } from "./send-email.server";

// Emails whose every delivery attempt failed (decision 0077): kept, listed for admins (the admin
// area's mail page and `npm run cli -- mail:dead`), and sent again on an admin's word.

/** The queue refused the re-queued emails: they stay dead letters, to be retried again. */
export class RequeueFailedError extends Error {
  override name = "RequeueFailedError";
}

export interface DeadEmail {
  id: string;
  messageId: string;
  to: string;
  subject: string;
  queuedAt: Date;
  deadAt: Date | null;
  lastError: string | null;
}

/** Every dead letter, the most recent first. */
export async function listDeadEmails(db: Db): Promise<DeadEmail[]> {
  const rows = await db
    .select()
    .from(outgoingEmails)
    .where(eq(outgoingEmails.state, "dead"))
    .orderBy(desc(outgoingEmails.deadAt));
  return rows.map((row) => ({
    id: row.id,
    messageId: row.messageId,
    to: row.email.to,
    subject: row.email.subject,
    queuedAt: row.queuedAt,
    deadAt: row.deadAt,
    lastError: row.lastError,
  }));
}

/**
 * Queues dead letters for delivery again, with a full set of retries and the Message-ID they had.
 * Only an email that is dead is re-queued, so retrying twice (or one already sent) queues
 * nothing more. Returns how many were queued.
 */
export async function retryDeadEmails(
  deps: { db: Db; queue: JobQueue },
  ids: readonly string[] | "all",
): Promise<number> {
  const { db, queue } = deps;
  const dead = eq(outgoingEmails.state, "dead");
  const revived = await db
    .update(outgoingEmails)
    .set({ state: "queued", deadAt: null })
    .where(ids === "all" ? dead : and(dead, inArray(outgoingEmails.id, [...ids])))
    .returning({ id: outgoingEmails.id });
  for (const [index, { id }] of revived.entries()) {
    const jobId = await queue
      .send(SEND_EMAIL_JOB, { emailId: id } satisfies SendEmailJobData)
      .catch(() => null);
    if (!jobId) {
      // Those not queued stay dead letters, to be retried again.
      const notQueued = revived.slice(index).map((row) => row.id);
      await db
        .update(outgoingEmails)
        .set({ state: "dead", deadAt: new Date() })
        .where(inArray(outgoingEmails.id, notQueued));
      throw new RequeueFailedError(
        "The emails could not be queued just now; they are still dead letters. Please try again.",
      );
    }
  }
  return revived.length;
}
