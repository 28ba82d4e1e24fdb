import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { JobDefinition, JobQueue } from "~/server/jobs/job-queue.server";
import type { MailTransport, OutgoingEmail } from "./mail-transport.server";

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
  queue: JobQueue;
}

/**
 * Renders the email now and queues its delivery, so a mail server that is briefly down is
 * retried rather than failing the request that caused the email.
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
  const id = await sender.queue.send(SEND_EMAIL_JOB, email);
  if (!id) throw new Error(`Could not queue the email "${request.subject}"`);
  return id;
}

export function sendEmailJob(transport: MailTransport): JobDefinition<OutgoingEmail> {
  return {
    name: SEND_EMAIL_JOB,
    changesPages: false,
    retryLimit: 8,
    handle: (email) => transport.deliver(email),
  };
}
