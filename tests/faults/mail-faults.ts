// Mail that cannot be delivered for a while, and a delivery cut off by SIGKILL: every email is
// delivered once after recovery, none twice, none lost.
import type { RunningServer } from "../../bench/production-server.ts";
import type { FaultReport } from "./fault-report.ts";
import { freePort } from "./free-port.ts";
import { SiteClient } from "./site-client.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

type StartGlut = (env: Record<string, string>) => Promise<RunningServer>;

const CONTACT_EMAIL = "staff@glut.test";
const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  CONTACT_EMAIL,
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

async function waitFor(condition: () => boolean, seconds: number): Promise<number> {
  const started = performance.now();
  while (!condition() && performance.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

/** How often each expected subject arrived, and anything that was not expected. */
function deliveries(sink: SmtpSink, subjects: readonly string[]) {
  const counts = subjects.map(
    (subject) => sink.received.filter((m) => m.subject === subject).length,
  );
  return {
    once: counts.filter((n) => n === 1).length,
    twice: counts.filter((n) => n > 1).length,
    missing: counts.filter((n) => n === 0).length,
    unexpected: sink.received.filter((m) => !subjects.includes(m.subject)).length,
  };
}

export async function smtpOutage(startGlut: StartGlut, report: FaultReport): Promise<void> {
  const port = await freePort();
  const server = await startGlut(mailEnv(port));
  const subjects: string[] = [];
  let sink: SmtpSink | undefined;
  try {
    for (let i = 1; i <= 10; i++) {
      subjects.push(await sendContactMessage(server, `Sender ${i}`, `10.2.0.${i}`));
    }
    // Every first attempt meets a refused connection.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    sink = await startSmtpSink(port);
    const delivering = sink;
    const seconds = await waitFor(() => delivering.received.length >= subjects.length, 240);
    // Time for a second copy of anything to arrive.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const result = deliveries(delivering, subjects);
    report.add(
      "Mail server down, then up",
      [
        ["emails queued while it was down", String(subjects.length)],
        ["delivered after it came back", `${result.once} once, ${result.twice} more than once`],
        ["missing", String(result.missing)],
        [
          "time from its return to the last delivery",
          `${seconds.toFixed(1)} s (retries back off from 30 s)`,
        ],
      ],
      [
        [result.once === subjects.length, "every queued email was delivered once"],
        [result.twice === 0 && result.unexpected === 0, "none was delivered twice"],
        [server.running(), "the app kept running"],
      ],
    );
  } finally {
    await server.stop();
    await sink?.stop();
  }
}

export async function killedMidDelivery(startGlut: StartGlut, report: FaultReport): Promise<void> {
  const port = await freePort();
  const hanging = await startSmtpSink(port, { stall: true });
  let sink: SmtpSink | undefined;
  let restarted: RunningServer | undefined;
  try {
    const server = await startGlut(mailEnv(port));
    const subject = await sendContactMessage(server, "Cut Off", "10.3.0.1");
    // The job is running: its message is on the wire and the mail server has not answered.
    await waitFor(() => hanging.stalled > 0, 60);
    const wasRunning = hanging.stalled > 0;
    process.kill(server.pid, "SIGKILL");
    await server.stop();
    await hanging.stop();
    sink = await startSmtpSink(port);
    const delivering = sink;
    restarted = await startGlut(mailEnv(port));
    const seconds = await waitFor(() => delivering.received.length > 0, 300);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const result = deliveries(delivering, [subject]);
    report.add(
      "Killed (SIGKILL) while a job was running",
      [
        ["the job was mid-delivery when killed", wasRunning ? "yes" : "NO"],
        [
          "delivered after the restart",
          `${result.once === 1 ? "once" : result.twice ? "more than once" : "never"}`,
        ],
        ["time from the restart to delivery", `${seconds.toFixed(1)} s`],
      ],
      [
        [wasRunning, "the job was running when the app was killed"],
        [
          result.once === 1 && result.unexpected === 0,
          "the job ran again after the restart, and its email arrived once",
        ],
      ],
    );
  } finally {
    await restarted?.stop();
    await sink?.stop();
    await hanging.stop().catch(() => {});
  }
}
