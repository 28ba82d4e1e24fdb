import { randomUUID } from "node:crypto";
import { render } from "@react-email/render";
import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import type { ReactElement } from "react";
import type { Db } from "~/server/db/database.server";
import { emailAddressOf } from "~/server/env.server";
import type { JobDefinition, JobQueue } from "~/server/jobs/job-queue.server";
import type { MailTransport, OutgoingEmail } from "./mail-transport.server";
import { outgoingEmails } from "./outgoing-emails.table";

export const SEND_EMAIL_JOB = "send-email";

export interface EmailRequest {
  to: string;
  subject: string;
  /** A React email template; rendered to HTML and to plain text. */
  template: ReactElement;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for notification emails. */
  headers?: Record<string, string>;
}

export interface EmailSender {
  from: string;
  db: Db;
  queue: JobQueue;
}

/** What a send-email job carries: the email's row in outgoing_emails. */
export interface SendEmailJobData {
  emailId: string;
}

/**
 * How long delivery is retried before the email becomes a dead letter. pg-boss waits
 * `delaySeconds × 2^n`, up to twice that at random, capped at `maxDelaySeconds`; the defaults
 * (30 s, 1 hour, 30 retries) keep trying for 24 to 25 hours, so a mail server down for a day
 * is survived (decision 0077). The fault script shortens them through the environment.
 */
export interface MailRetrySchedule {
  limit: number;
  delaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_MAIL_RETRY: MailRetrySchedule = {
  limit: 30,
  delaySeconds: 30,
  maxDelaySeconds: 3600,
};

/** A Message-ID on the sender's own domain, as RFC 5322 asks, unique to this email. */
export function newMessageId(from: string): string {
  const domain = emailAddressOf(from)?.split("@")[1] ?? "glut.localhost";
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Renders the email now, keeps it with a Message-ID of its own, and queues its delivery, so a
 * mail server that is down is retried rather than failing the request that caused the email.
 * Returns the delivery job's id.
 */
export async function sendEmail(sender: EmailSender, request: EmailRequest): Promise<string> {
  const [html, text] = await Promise.all([
    render(request.template),
    render(request.template, { plainText: true }),
  ]);
  const email: OutgoingEmail = {
    from: sender.from,
    to: request.to,
    subject: request.subject,
    html,
    text,
    ...(request.replyTo ? { replyTo: request.replyTo } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
  };
  const emailId = randomUUID();
  await sender.db
    .insert(outgoingEmails)
    .values({ id: emailId, messageId: newMessageId(sender.from), email });
  const jobId = await sender.queue
    .send(SEND_EMAIL_JOB, { emailId } satisfies SendEmailJobData)
    .catch(() => null);
  if (!jobId) {
    // Nothing will send it: no row is left claiming it is on its way.
    await sender.db.delete(outgoingEmails).where(eq(outgoingEmails.id, emailId));
    throw new Error(`Could not queue the email "${request.subject}"`);
  }
  return jobId;
}

/** Jobs queued before decision 0077 carried the whole email and no row; they are sent as they are. */
type QueuedBefore0077 = OutgoingEmail;

export function sendEmailJob(deps: {
  transport: MailTransport;
  db: Db;
  logger: Logger;
  retry?: MailRetrySchedule;
}): JobDefinition<SendEmailJobData | QueuedBefore0077> {
  const { transport, db, logger } = deps;
  const retry = deps.retry ?? DEFAULT_MAIL_RETRY;
  return {
    name: SEND_EMAIL_JOB,
    changesPages: false,
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    retryDelayMaxSeconds: retry.maxDelaySeconds,
    async handle(data) {
      if (!("emailId" in data)) return transport.deliver(data);
      const [row] = await db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.id, data.emailId));
      if (!row) {
        logger.error({ emailId: data.emailId }, "a queued email has no stored message; not sent");
        return;
      }
      // Already accepted by the mail server on an earlier run (one cut off before its job was
      // marked complete): sending again would deliver a second copy.
      if (row.state === "sent") return;
      try {
        await transport.deliver({ ...row.email, messageId: row.messageId });
      } catch (error) {
        await db
          .update(outgoingEmails)
          .set({ lastError: String(error).slice(0, 500) })
          .where(eq(outgoingEmails.id, row.id));
        throw error;
      }
      // The sent mark, the moment the server has accepted: what is checked above on a rerun.
      await db
        .update(outgoingEmails)
        .set({ state: "sent", sentAt: new Date(), lastError: null })
        .where(eq(outgoingEmails.id, row.id));
    },
    async onDeadLetter(data) {
      if (!("emailId" in data)) {
        logger.error({ job: SEND_EMAIL_JOB }, "email dead: every delivery attempt failed");
        return;
      }
      const [dead] = await db
        .update(outgoingEmails)
        .set({ state: "dead", deadAt: new Date() })
        .where(and(eq(outgoingEmails.id, data.emailId), ne(outgoingEmails.state, "sent")))
        .returning({ messageId: outgoingEmails.messageId, lastError: outgoingEmails.lastError });
      if (!dead) return;
      logger.error(
        { emailId: data.emailId, messageId: dead.messageId, lastError: dead.lastError },
        "email dead: every delivery attempt failed; kept for an admin to retry (npm run cli -- mail:dead, or /admin/mail)",
      );
    },
  };
}
