// Mail that cannot be delivered for longer than the retries last, and a batch of deliveries cut
// off by SIGKILL. The mail stand-in accepts mail and keeps each message's Message-ID, so a copy
// sent twice is counted; an email the retries gave up on must be kept as a dead letter and
// arrive once after an admin retries it (decision 0077).
import pg from "pg";
import type { RunningServer } from "../../bench/production-server.ts";
import { runCli } from "../../scripts/cli-commands.ts";
import type { FaultReport } from "./fault-report.ts";
import { freePort } from "./free-port.ts";
import { SiteClient } from "./site-client.ts";
import { duplicates, type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

type StartGlut = (env: Record<string, string>) => Promise<RunningServer>;

interface MailFault {
  startGlut: StartGlut;
  databaseUrl: string;
  report: FaultReport;
}

const CONTACT_EMAIL = "staff@glut.test";
/**
 * The app's day of retries shortened to seconds (the first retry after 1 s, then at most 2 s
 * apart), so an outage outlasts them within the script's few minutes.
 */
const SHORT_RETRIES = { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 };
const mailEnv = (port: number, retries = SHORT_RETRIES) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  CONTACT_EMAIL,
  MAIL_RETRY_LIMIT: String(retries.limit),
  MAIL_RETRY_DELAY_SECONDS: String(retries.delaySeconds),
  MAIL_RETRY_MAX_DELAY_SECONDS: String(retries.maxDelaySeconds),
});

/** Sends the contact form as a visitor from its own address; each queues one email. */
async function sendContactMessage(server: RunningServer, name: string, clientIp: string) {
  const visitor = new SiteClient(server.baseUrl, clientIp);
  const answer = await visitor.post("/contact", {
    name,
    email: "grower@example.org",
    message: `A question from ${name} about swapping seeds.`,
  });
  if (answer.status !== 302) throw new Error(`the contact form answered ${answer.status}`);
  return `Contact form: message from ${name}`;
}

async function waitFor(condition: () => boolean | Promise<boolean>, seconds: number) {
  const started = performance.now();
  while (!(await condition()) && performance.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (performance.now() - started) / 1000;
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The Message-ID each kept email was given when it was queued, by state. */
async function storedEmails(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message_id: string; state: string }>(
      "SELECT message_id, state FROM outgoing_emails",
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** `npm run cli -- <args>` as an operator runs it against the site's database. */
async function cli(databaseUrl: string, ...args: string[]) {
  let out = "";
  const code = await runCli(
    args,
    {
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: "fault-script-secret-of-at-least-32-characters",
      LOG_LEVEL: "silent",
    },
    { out: (text) => (out += text), err: (text) => (out += text) },
  );
  return { code, out };
}

/** How the expected emails arrived, counted by subject and by Message-ID. */
function deliveries(sink: SmtpSink, subjects: readonly string[]) {
  const counts = subjects.map(
    (subject) => sink.received.filter((m) => m.subject === subject).length,
  );
  return {
    once: counts.filter((n) => n === 1).length,
    missing: counts.filter((n) => n === 0).length,
    unexpected: sink.received.filter((m) => !subjects.includes(m.subject)).length,
    messageIds: new Set(sink.received.map((m) => m.messageId)).size,
    duplicates: duplicates(sink.received),
  };
}

export async function smtpOutage({ startGlut, databaseUrl, report }: MailFault): Promise<void> {
  const port = await freePort();
  const server = await startGlut(mailEnv(port));
  const subjects: string[] = [];
  let sink: SmtpSink | undefined;
  try {
    const began = performance.now();
    for (let i = 1; i <= 10; i++) {
      subjects.push(await sendContactMessage(server, `Sender ${i}`, `10.2.0.${i}`));
    }
    // No mail server: every attempt meets a refused connection until the retries run out.
    const deadCount = async () =>
      (await storedEmails(databaseUrl)).filter((row) => row.state === "dead").length;
    await waitFor(async () => (await deadCount()) >= subjects.length, 120);
    const secondsToDead = (performance.now() - began) / 1000;
    const dead = await deadCount();
    const listed = await cli(databaseUrl, "mail:dead");

    // The mail server is back: dead letters wait for an admin, and nothing is sent by itself.
    sink = await startSmtpSink(port);
    const delivering = sink;
    await pause(5);
    const beforeRetry = delivering.received.length;
    const retried = await cli(databaseUrl, "mail:retry", "--all");
    const seconds = await waitFor(() => delivering.received.length >= subjects.length, 120);
    // Time for a second copy of anything to arrive.
    await pause(5);
    const result = deliveries(delivering, subjects);
    const stored = new Set((await storedEmails(databaseUrl)).map((row) => row.message_id));
    const keptTheirIds = delivering.received.every((m) => stored.has(m.messageId));
    report.add(
      "Mail server down past the last retry, then an admin retry",
      [
        ["emails queued while it was down", String(subjects.length)],
        [
          "retries (shortened for the script)",
          `${SHORT_RETRIES.limit}, from ${SHORT_RETRIES.delaySeconds} s (the app's default: 30, about 24–25 h)`,
        ],
        ["dead letters when the retries ran out", `${dead} after ${secondsToDead.toFixed(1)} s`],
        [
          "listed by `npm run cli -- mail:dead`",
          String(listed.out.split("\n").filter((l) => /^[0-9a-f-]{36} /.test(l)).length),
        ],
        ["delivered with the server back, before the admin retry", String(beforeRetry)],
        [
          "delivered after `npm run cli -- mail:retry --all`",
          `${result.once} once; ${result.duplicates.extra} duplicate(s) by Message-ID`,
        ],
        ["missing", String(result.missing)],
        ["time from the retry to the last delivery", `${seconds.toFixed(1)} s`],
      ],
      [
        [dead === subjects.length, "every email was kept as a dead letter, none dropped"],
        [beforeRetry === 0, "a dead letter is not sent until an admin retries it"],
        [retried.code === 0, "the admin's retry queued them"],
        [
          result.once === subjects.length && result.messageIds === subjects.length,
          "every email arrived once after the retry",
        ],
        [
          result.duplicates.extra === 0 && result.unexpected === 0,
          "none arrived twice (counted by Message-ID)",
        ],
        [keptTheirIds, "each arrived with the Message-ID it was given when queued"],
        [server.running(), "the app kept running"],
      ],
    );
  } finally {
    await server.stop();
    await sink?.stop();
  }
}

export async function killedMidDelivery({
  startGlut,
  databaseUrl,
  report,
}: MailFault): Promise<void> {
  const port = await freePort();
  const emails = 10;
  const stallAt = 4;
  // Accepts the first messages, then hangs on one: the app is killed while a batch is half sent.
  const sink = await startSmtpSink(port, { stallAt });
  const env = mailEnv(port, { limit: 5, delaySeconds: 1, maxDelaySeconds: 2 });
  let restarted: RunningServer | undefined;
  try {
    const server = await startGlut(env);
    const subjects: string[] = [];
    for (let i = 1; i <= emails; i++) {
      subjects.push(await sendContactMessage(server, `Batch ${i}`, `10.3.0.${i}`));
    }
    await waitFor(() => sink.stalled > 0, 60);
    const wasRunning = sink.stalled > 0;
    const acceptedBeforeKill = sink.received.length;
    process.kill(server.pid, "SIGKILL");
    await server.stop();
    restarted = await startGlut(env);
    const began = performance.now();
    await waitFor(() => new Set(sink.received.map((m) => m.messageId)).size >= emails, 120);
    const seconds = (performance.now() - began) / 1000;
    // Time for a second copy of anything to arrive.
    await pause(5);
    const result = deliveries(sink, subjects);
    const sent = (await storedEmails(databaseUrl)).filter((row) => row.state === "sent").length;
    report.add(
      "Killed (SIGKILL) mid-batch",
      [
        ["emails queued", String(emails)],
        ["accepted by the mail server before the kill", String(acceptedBeforeKill)],
        ["the batch was mid-delivery when killed", wasRunning ? "yes" : "NO"],
        [
          "delivered after the restart",
          `${result.messageIds} distinct; ${result.duplicates.extra} duplicate(s) by Message-ID`,
        ],
        ["missing", String(result.missing)],
        ["time from the restart to the last delivery", `${seconds.toFixed(1)} s`],
      ],
      [
        [wasRunning && acceptedBeforeKill > 0, "the app was killed with part of a batch sent"],
        [
          result.once === emails && result.messageIds === emails && sent === emails,
          "every email arrived, and is marked sent",
        ],
        [
          result.duplicates.extra === 0 && result.unexpected === 0,
          "none the mail server had accepted was sent again (0 duplicates by Message-ID)",
        ],
      ],
    );
  } finally {
    await restarted?.stop();
    await sink.stop();
  }
}
