import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeWords, header, readEml } from "../../../tests/eml-reader.ts";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { type JobQueue, startJobQueue, stopJobQueue } from "../jobs/job-queue.server.ts";
import { listDeadEmails, retryDeadEmails } from "./dead-letters.server.ts";
import {
  createMailTransport,
  type MailTransport,
  type OutgoingEmail,
  outboxTransport,
} from "./mail-transport.server.ts";
import { outgoingEmails } from "./outgoing-emails.table.ts";
import {
  DEFAULT_MAIL_RETRY,
  type MailRetrySchedule,
  newMessageId,
  SEND_EMAIL_JOB,
  type SendEmailJobData,
  sendEmail,
  sendEmailJob,
} from "./send-email.server.ts";
import { EmailLayout, EmailParagraph } from "./templates/email-layout.tsx";

const FROM = "Glut <hello@glut.test>";

// ---- The outbox, watched from the test. ----

async function emlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.filter((name) => name.endsWith(".eml")).sort();
}

/** Waits (up to 15 s) for an .eml file that was not in `known`, and returns its name. */
async function waitForNewEml(dir: string, known: readonly string[]): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const fresh = (await emlFiles(dir)).filter((name) => !known.includes(name));
    if (fresh.length > 1) throw new Error(`Expected one new email, found ${fresh.length}`);
    if (fresh[0]) return fresh[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("No email reached the outbox within 15 s");
}

function Greeting({ name }: { name: string }) {
  return (
    <EmailLayout preview="Your plums are waiting" appUrl="https://glut.test">
      <EmailParagraph>
        Hello {name}, your plums are ready to collect from the allotment.
      </EmailParagraph>
    </EmailLayout>
  );
}

// ---- The queue, with the real outbox behind a switch that can make delivery fail. ----

const database = setupTestDatabase();
let outbox: string;
let queue: JobQueue;
let failuresToCome = 0;
const deliveries: OutgoingEmail[] = [];
const logLines: {
  level: number;
  msg: string;
  job?: string;
  emailId?: string;
  err?: { message: string };
}[] = [];
// The app's schedule shortened as the fault script shortens it: two attempts a second or two
// apart, then a dead letter.
const SHORT_RETRY: MailRetrySchedule = { limit: 1, delaySeconds: 1, maxDelaySeconds: 2 };
const silent = pino({ level: "silent" });

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "glut-outbox-"));
  const real = outboxTransport(outbox);
  // Stands where the mail server would be: the one thing across the network.
  const flaky: MailTransport = {
    describe: () => real.describe(),
    async deliver(email) {
      deliveries.push(email);
      if (failuresToCome > 0) {
        failuresToCome--;
        throw new Error("421 mail server busy");
      }
      await real.deliver(email);
    },
  };
  const logger = pino(
    { level: "warn" },
    new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(JSON.parse(String(chunk)));
        callback();
      },
    }),
  );
  queue = await startJobQueue(
    database(),
    [sendEmailJob({ transport: flaky, db: database().db, logger, retry: SHORT_RETRY })],
    logger,
  );
});

afterAll(async () => {
  if (queue) await stopJobQueue(queue);
  await rm(outbox, { recursive: true, force: true });
});

describe("sendEmail through the job queue to the outbox", () => {
  it("delivers a rendered email with plain-text and HTML parts", async () => {
    const known = await emlFiles(outbox);
    const id = await sendEmail(
      { from: FROM, db: database().db, queue },
      {
        to: "grower@example.com",
        subject: "Your plums are ready – £2 a bag",
        replyTo: "allotment@example.com",
        template: <Greeting name={"Ann <b>& co</b>"} />,
      },
    );
    expect(id).toEqual(expect.any(String));

    const name = await waitForNewEml(outbox, known);
    const { message, contentType, parts } = readEml(
      await readFile(path.join(outbox, name), "utf8"),
    );

    expect(header(message, "to")).toBe("grower@example.com");
    expect(header(message, "from")).toBe(FROM);
    expect(header(message, "reply-to")).toBe("allotment@example.com");
    expect(decodeWords(header(message, "subject") ?? "")).toBe("Your plums are ready – £2 a bag");
    expect(header(message, "message-id")).toMatch(/^<.+@.+>$/);
    expect(contentType).toMatch(/^multipart\/alternative;/);

    const text = parts.get("text/plain");
    const html = parts.get("text/html");
    expect(text).toContain("your plums are ready to collect from the allotment.");
    expect(text).toContain("Hello Ann <b>& co</b>, your plums");
    expect(text).not.toMatch(/<p|<table|style=/);
    expect(html).toMatch(/<html[^>]*lang="en-GB"/);
    expect(html).toMatch(
      /<p[^>]*>Hello .*your plums are ready to collect from the allotment\.<\/p>/,
    );
    expect(html).toContain("Ann &lt;b&gt;&amp; co&lt;/b&gt;");
    // The name arrived as text: no markup of the sender's own reached the HTML.
    expect(html).not.toContain("<b>");
    expect(html).toContain('href="https://glut.test"');

    // The file was written whole: no temporary file is left behind.
    expect((await readdir(outbox)).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });

  it("keeps a line break in the subject from adding headers", async () => {
    const known = await emlFiles(outbox);
    await sendEmail(
      { from: FROM, db: database().db, queue },
      {
        to: "grower@example.com",
        subject: "Spare courgettes\r\nBcc: everyone@example.com",
        template: <Greeting name="Ann" />,
      },
    );
    const name = await waitForNewEml(outbox, known);
    const { message } = readEml(await readFile(path.join(outbox, name), "utf8"));
    expect(message.headers.map(([key]) => key)).not.toContain("bcc");
    expect(message.headers.filter(([key]) => key === "to")).toHaveLength(1);
  });

  it("retries a delivery that failed with the same Message-ID, and logs the failure", async () => {
    const known = await emlFiles(outbox);
    const attemptsBefore = deliveries.length;
    failuresToCome = 1;

    const id = await sendEmail(
      { from: FROM, db: database().db, queue },
      { to: "retry@example.com", subject: "Second time lucky", template: <Greeting name="Bo" /> },
    );
    const name = await waitForNewEml(outbox, known);

    const { message } = readEml(await readFile(path.join(outbox, name), "utf8"));
    expect(header(message, "to")).toBe("retry@example.com");
    const attempts = deliveries.slice(attemptsBefore);
    expect(attempts.map((email) => email.to)).toEqual(["retry@example.com", "retry@example.com"]);
    // One Message-ID, chosen when the email was queued and kept with it, on both attempts and
    // in the message that arrived.
    const [row] = await database()
      .db.select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.messageId, attempts[0]?.messageId ?? ""));
    expect(row?.messageId).toMatch(/^<[0-9a-f-]{36}@glut\.test>$/);
    expect(attempts.map((email) => email.messageId)).toEqual([row?.messageId, row?.messageId]);
    expect(header(message, "message-id")).toBe(row?.messageId);

    const failure = logLines.find((line) => line.err?.message === "421 mail server busy");
    expect(failure).toMatchObject({
      level: 40,
      job: SEND_EMAIL_JOB,
      msg: "job failed; it will retry",
    });

    // pg-boss marks the job complete a moment after the handler returns.
    await expect
      .poll(async () => (await queue.getJobById(SEND_EMAIL_JOB, id))?.state, { timeout: 5_000 })
      .toBe("completed");
    const job = await queue.getJobById(SEND_EMAIL_JOB, id);
    expect(job?.retryCount).toBe(1);
    expect(job?.retryLimit).toBe(SHORT_RETRY.limit);
    // The sent mark.
    expect(row && (await stateOf(row.id))).toBe("sent");
  });

  it("keeps an email whose last attempt failed as a dead letter, logs it as an error, and sends it when an admin retries", async () => {
    const known = await emlFiles(outbox);
    const linesBefore = logLines.length;
    failuresToCome = 2;
    const jobId = await sendEmail(
      { from: FROM, db: database().db, queue },
      { to: "dead@example.com", subject: "Never arrives", template: <Greeting name="Cy" /> },
    );
    const queued = await queue.getJobById<SendEmailJobData>(SEND_EMAIL_JOB, jobId);
    const [row] = await database()
      .db.select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.id, queued?.data.emailId ?? ""));
    if (!row) throw new Error("the email was not kept");
    await expect.poll(() => stateOf(row.id), { timeout: 20_000 }).toBe("dead");
    await expect
      .poll(() => queue.getJobById(SEND_EMAIL_JOB, jobId).then((job) => job?.state))
      .toBe("failed");

    const lines = logLines.slice(linesBefore);
    // The first failure will be retried; the last is not, and does not say it will be.
    expect(lines.filter((line) => line.msg === "job failed; it will retry")).toHaveLength(1);
    expect(lines.filter((line) => line.level === 50).map((line) => line.msg)).toEqual([
      "job failed for the last time; it will not retry, and goes to its dead letters",
      expect.stringMatching(/^email dead: every delivery attempt failed/),
    ]);
    expect(lines.find((line) => line.msg.startsWith("email dead"))?.emailId).toBe(row.id);

    const dead = await listDeadEmails(database().db);
    expect(dead).toEqual([
      expect.objectContaining({
        id: row.id,
        to: "dead@example.com",
        subject: "Never arrives",
        lastError: "Error: 421 mail server busy",
      }),
    ]);
    expect(await emlFiles(outbox)).toEqual(known);

    // The mail server is back; an admin sends it again: once, with the Message-ID it always had.
    expect(await retryDeadEmails({ db: database().db, queue }, [row.id])).toBe(1);
    expect(await retryDeadEmails({ db: database().db, queue }, [row.id])).toBe(0);
    const name = await waitForNewEml(outbox, known);
    const { message } = readEml(await readFile(path.join(outbox, name), "utf8"));
    expect(header(message, "message-id")).toBe(row.messageId);
    await expect.poll(() => stateOf(row.id)).toBe("sent");
    expect(await listDeadEmails(database().db)).toEqual([]);
  });
});

async function stateOf(emailId: string) {
  const [row] = await database()
    .db.select({ state: outgoingEmails.state })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.id, emailId));
  return row?.state;
}

describe("the send-email job run again after a crash", () => {
  it("does not send an email a second time once its sent mark is written", async () => {
    const sent: OutgoingEmail[] = [];
    const recording: MailTransport = {
      describe: () => "recording",
      async deliver(email) {
        sent.push(email);
      },
    };
    const handler = sendEmailJob({ transport: recording, db: database().db, logger: silent });
    // An email as sendEmail keeps it; its job, as pg-boss hands it to the handler.
    const data: SendEmailJobData = { emailId: crypto.randomUUID() };
    await database()
      .db.insert(outgoingEmails)
      .values({
        id: data.emailId,
        messageId: newMessageId(FROM),
        email: {
          from: FROM,
          to: "once@example.com",
          subject: "Only once",
          html: "<p>Hi</p>",
          text: "Hi",
        },
      });

    await handler.handle(data);
    expect(await stateOf(data.emailId)).toBe("sent");
    // The process died before pg-boss heard the job was done: it hands the job out again.
    await handler.handle(data);
    await handler.handle(data);
    expect(sent.map((email) => email.to)).toEqual(["once@example.com"]);
  });
});

describe("the default retry schedule", () => {
  it("keeps trying for at least a day before an email becomes a dead letter", () => {
    // pg-boss waits retryDelay × 2^n × (1 + a random fraction), capped at retryDelayMax, before
    // retry n + 1 (pg-boss 12, JobOptions.retryDelay). The least it can wait in all:
    const { limit, delaySeconds, maxDelaySeconds } = DEFAULT_MAIL_RETRY;
    let least = 0;
    let most = 0;
    for (let n = 0; n < limit; n++) {
      least += Math.min(maxDelaySeconds, delaySeconds * 2 ** n);
      most += Math.min(maxDelaySeconds, delaySeconds * 2 ** (n + 1));
    }
    expect(least).toBeGreaterThanOrEqual(24 * 3600);
    expect(most).toBeLessThanOrEqual(26 * 3600);
  });
});

describe("createMailTransport", () => {
  it("uses SMTP when SMTP_URL is set, without naming the credentials", () => {
    const transport = createMailTransport({
      smtpUrl: "smtp://user:secret-password@127.0.0.1:2525",
      dataDir: "/nowhere",
    });
    expect(transport.describe()).toBe("smtp");
  });

  it("writes to DATA_DIR/outbox without SMTP_URL", () => {
    const transport = createMailTransport({ dataDir: "/srv/glut" });
    expect(transport.describe()).toBe(path.join("/srv/glut", "outbox"));
  });
});
