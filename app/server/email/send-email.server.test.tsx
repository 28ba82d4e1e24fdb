import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeQuotedPrintable } from "../../../tests/factories/quoted-printable.ts";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { type JobQueue, startJobQueue, stopJobQueue } from "../jobs/job-queue.server.ts";
import {
  createMailTransport,
  type MailTransport,
  type OutgoingEmail,
  outboxTransport,
} from "./mail-transport.server.ts";
import { SEND_EMAIL_JOB, sendEmail, sendEmailJob } from "./send-email.server.ts";
import { EmailLayout, EmailParagraph } from "./templates/email-layout.tsx";

const FROM = "Glut <hello@glut.test>";

// ---- A small reader for the .eml files the outbox writes (headers, parts, encodings). ----

interface MimeEntity {
  headers: [name: string, value: string][];
  body: string;
}

function parseEntity(raw: string): MimeEntity {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = head
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")
    .filter(Boolean)
    .map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
  return { headers, body };
}

function header(entity: MimeEntity, name: string): string | undefined {
  return entity.headers.find(([key]) => key === name)?.[1];
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeBody(entity: MimeEntity): string {
  const encoding = header(entity, "content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(entity.body);
  if (encoding === "base64") return Buffer.from(entity.body, "base64").toString("utf8");
  return entity.body;
}

/** The message and its parts by content type (text/plain, text/html). */
function readEml(raw: string) {
  const message = parseEntity(raw);
  const contentType = header(message, "content-type") ?? "";
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const parts = new Map<string, string>();
  if (boundary) {
    for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = parseEntity(chunk.replace(/^\r\n/, ""));
      const type = (header(part, "content-type") ?? "").split(";")[0]?.trim() ?? "";
      parts.set(type, decodeBody(part));
    }
  }
  return { message, contentType, parts };
}

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
const logLines: { level: number; msg: string; job?: string; err?: { message: string } }[] = [];

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
  queue = await startJobQueue(database(), [sendEmailJob(flaky)], logger);
});

afterAll(async () => {
  if (queue) await stopJobQueue(queue);
  await rm(outbox, { recursive: true, force: true });
});

describe("sendEmail through the job queue to the outbox", () => {
  it("delivers a rendered email with plain-text and HTML parts", async () => {
    const known = await emlFiles(outbox);
    const id = await sendEmail(
      { from: FROM, queue },
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
      { from: FROM, queue },
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

  // pg-boss retries a failed job after `retryDelay` seconds with exponential backoff; the app's
  // 30 s would make this test wait 30–60 s, so the test shortens the delay on the real queue
  // (the retry limit, the worker and the transport stay as the app has them).
  it("retries a delivery that failed, and logs the failure", async () => {
    await queue.updateQueue(SEND_EMAIL_JOB, { retryDelay: 1 });
    const known = await emlFiles(outbox);
    const attemptsBefore = deliveries.length;
    failuresToCome = 1;

    const id = await sendEmail(
      { from: FROM, queue },
      { to: "retry@example.com", subject: "Second time lucky", template: <Greeting name="Bo" /> },
    );
    const name = await waitForNewEml(outbox, known);

    const { message } = readEml(await readFile(path.join(outbox, name), "utf8"));
    expect(header(message, "to")).toBe("retry@example.com");
    const attempts = deliveries.slice(attemptsBefore);
    expect(attempts.map((email) => email.to)).toEqual(["retry@example.com", "retry@example.com"]);

    const failure = logLines.find((line) => line.err?.message === "421 mail server busy");
    expect(failure).toMatchObject({ level: 40, job: SEND_EMAIL_JOB });

    // pg-boss marks the job complete a moment after the handler returns.
    await expect
      .poll(async () => (await queue.getJobById(SEND_EMAIL_JOB, id))?.state, { timeout: 5_000 })
      .toBe("completed");
    const job = await queue.getJobById(SEND_EMAIL_JOB, id);
    expect(job?.retryCount).toBe(1);
    // The job carries the email job's retry limit, so a longer outage is survived too.
    expect(job?.retryLimit).toBe(sendEmailJob(outboxTransport(outbox)).retryLimit);
    expect(job?.retryLimit).toBeGreaterThanOrEqual(5);
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
