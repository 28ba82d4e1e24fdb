import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";
import { outboxTransport } from "~/server/email/mail-transport.server";
import { outgoingEmails } from "~/server/email/outgoing-emails.table";
import {
  type EmailRequest,
  SEND_EMAIL_JOB,
  sendEmail,
  sendEmailJob,
} from "~/server/email/send-email.server";
import type { JobQueue } from "~/server/jobs/job-queue.server";
import { decodeWords, header, readEml } from "./eml-reader";
import { testJobQueue } from "./test-job-queue";

/** An email as it reached the outbox: read back from the .eml file the real transport wrote. */
export interface DeliveredEmail {
  to: string;
  from: string;
  subject: string;
  replyTo: string | undefined;
  /** Every header of the message, names in lower case, encoded words decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** One test database's mail: its pg-boss queue, its outbox, and what each job delivered. */
interface DatabaseMail {
  queue: Promise<JobQueue>;
  db: DatabaseHandle["db"];
  outbox: Promise<string>;
  deliveredByJob: Map<string, DeliveredEmail>;
  /** Jobs whose email went with its account before it was sent (never sent, rightly). */
  goneWithAccount: Set<string>;
  /** Drains run one after another, so each .eml file is read for the job that wrote it. */
  draining: Promise<void>;
}

const mailByDatabase = new WeakMap<DatabaseHandle, DatabaseMail>();

/** The test database's queue with the send-email queue: `delivered()` runs the jobs itself. */
function mailFor(database: DatabaseHandle): DatabaseMail {
  let mail = mailByDatabase.get(database);
  if (!mail) {
    const queue = testJobQueue(database, SEND_EMAIL_JOB);
    const outbox = mkdtemp(path.join(os.tmpdir(), "glut-test-outbox-"));
    mail = {
      queue,
      db: database.db,
      outbox,
      deliveredByJob: new Map(),
      goneWithAccount: new Set(),
      draining: Promise.resolve(),
    };
    mailByDatabase.set(database, mail);
  }
  return mail;
}

async function emlFiles(outbox: string): Promise<string[]> {
  const entries = await readdir(outbox).catch(() => [] as string[]);
  return entries.filter((name) => name.endsWith(".eml"));
}

async function readDelivered(file: string): Promise<DeliveredEmail> {
  const { message, parts } = readEml(await readFile(file, "utf8"));
  const headers: Record<string, string> = {};
  for (const [name, value] of message.headers) headers[name] ??= decodeWords(value);
  return {
    to: header(message, "to") ?? "",
    from: header(message, "from") ?? "",
    subject: headers.subject ?? "",
    replyTo: header(message, "reply-to"),
    headers,
    text: parts.get("text/plain") ?? "",
    html: parts.get("text/html") ?? "",
  };
}

/**
 * Takes every job waiting on the send-email queue and runs the app's own handler on it (the real
 * outbox transport writes the .eml), then marks it complete as pg-boss's worker would.
 */
async function drain(mail: DatabaseMail): Promise<void> {
  const queue = await mail.queue;
  const outbox = await mail.outbox;
  const handler = sendEmailJob({
    transport: outboxTransport(outbox),
    db: mail.db,
    logger: pino({ level: "silent" }),
  });
  for (;;) {
    const jobs = await queue.fetch<Parameters<typeof handler.handle>[0]>(SEND_EMAIL_JOB, {
      batchSize: 50,
    });
    if (jobs.length === 0) return;
    for (const job of jobs) {
      const before = new Set(await emlFiles(outbox));
      try {
        await handler.handle(job.data);
      } catch (error) {
        await queue.fail(SEND_EMAIL_JOB, job.id);
        throw error;
      }
      const written = (await emlFiles(outbox)).filter((name) => !before.has(name));
      // An email kept for an account deleted since it was queued goes with the account (its row
      // is gone) and is rightly never sent.
      if (written.length === 0 && !(await stillKept(mail.db, job.data))) {
        mail.goneWithAccount.add(job.id);
        await queue.complete(SEND_EMAIL_JOB, job.id);
        continue;
      }
      if (written.length !== 1) {
        throw new Error(`Job ${job.id} wrote ${written.length} .eml files, not one`);
      }
      mail.deliveredByJob.set(job.id, await readDelivered(path.join(outbox, written[0] ?? "")));
      await queue.complete(SEND_EMAIL_JOB, job.id);
    }
  }
}

async function stillKept(db: DatabaseHandle["db"], data: unknown): Promise<boolean> {
  const emailId = (data as { emailId?: unknown }).emailId;
  if (typeof emailId !== "string") return true;
  const rows = await db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.id, emailId));
  return rows.length > 0;
}

export interface TestMail {
  /** The app's `sendEmail`: renders the email and queues it on the test database's pg-boss. */
  sendEmail(request: EmailRequest): Promise<string>;
  /**
   * Delivers everything queued so far (the real job handler and outbox), then returns the emails
   * this sender queued, in the order they were queued (except those that went with a deleted
   * account before they were sent).
   */
  delivered(): Promise<DeliveredEmail[]>;
}

/** Real email for a test: queued on pg-boss in the test database and delivered to an outbox. */
export function createTestMail(database: DatabaseHandle, from: string): TestMail {
  const mail = mailFor(database);
  const queued: string[] = [];
  return {
    async sendEmail(request) {
      const id = await sendEmail({ from, db: mail.db, queue: await mail.queue }, request);
      queued.push(id);
      return id;
    },
    async delivered() {
      mail.draining = mail.draining.catch(() => {}).then(() => drain(mail));
      await mail.draining;
      return queued.flatMap((id) => {
        if (mail.goneWithAccount.has(id)) return [];
        const email = mail.deliveredByJob.get(id);
        if (!email) throw new Error(`The email queued as job ${id} was not delivered`);
        return email;
      });
    },
  };
}

/** Removes the database's outbox; called as the test database closes, before its queue stops. */
export async function closeTestMail(database: DatabaseHandle): Promise<void> {
  const mail = mailByDatabase.get(database);
  if (!mail) return;
  mailByDatabase.delete(database);
  await mail.draining.catch(() => {});
  await rm(await mail.outbox, { recursive: true, force: true });
}
