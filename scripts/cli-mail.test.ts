import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/server/db/database.server";
import { outgoingEmails } from "~/server/email/outgoing-emails.table";
import { newMessageId, SEND_EMAIL_JOB } from "~/server/email/send-email.server";
import { startJobQueue, stopJobQueue } from "~/server/jobs/job-queue.server";
import { runCli } from "../tests/factories/run-cli.ts";

// Dead letters as `npm run cli -- mail:dead` and `mail:retry` see them (in this process), on an
// embedded database in a temporary DATA_DIR of its own.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-cli-mail-"));
const cli = (...args: string[]) => runCli(dataDir, ...args);
const dead = crypto.randomUUID();
const sent = crypto.randomUUID();

async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  await withDatabase(async (handle) => {
    await migrateDatabase(handle);
    // The queue as a server leaves it, with no worker running now.
    const queue = await startJobQueue(handle, [], pino({ level: "silent" }));
    await queue.createQueue(SEND_EMAIL_JOB);
    await stopJobQueue(queue);
    const email = (subject: string) => ({
      from: "hello@glut.test",
      to: "grower@example.org",
      subject,
      html: "<p>Hi</p>",
      text: "Hi",
    });
    await handle.db.insert(outgoingEmails).values([
      {
        id: dead,
        messageId: newMessageId("hello@glut.test"),
        email: email("Your plums are waiting"),
        state: "dead",
        deadAt: new Date("2026-11-28T09:30:00Z"),
        lastError: "Error: connect ECONNREFUSED 127.0.0.1:25",
      },
      {
        id: sent,
        messageId: newMessageId("hello@glut.test"),
        email: email("Already delivered"),
        state: "sent",
        sentAt: new Date(),
      },
    ]);
  });
}, 120_000);

const stateOf = (id: string) =>
  withDatabase(async ({ db }) => {
    const [row] = await db
      .select({ state: outgoingEmails.state })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.id, id));
    return row?.state;
  });

describe("npm run cli -- mail:dead and mail:retry", { timeout: 120_000 }, () => {
  it("lists dead letters only", async () => {
    const list = await cli("mail:dead");
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(dead);
    expect(list.stdout).toContain('"Your plums are waiting"');
    expect(list.stdout).toContain("ECONNREFUSED");
    expect(list.stdout).not.toContain(sent);
  });

  it("refuses an id that is not one, and re-queues nothing that is not dead", async () => {
    const typo = await cli("mail:retry", "not-an-id");
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('"not-an-id" is not a dead letter\'s id');
    const none = await cli("mail:retry");
    expect(none.code).toBe(2);
    const alreadySent = await cli("mail:retry", sent);
    expect(alreadySent.code).toBe(0);
    expect(alreadySent.stdout).toContain("No dead letter to retry. Nothing changed.");
    expect(await stateOf(sent)).toBe("sent");
    expect(await stateOf(dead)).toBe("dead");
  });

  it("re-queues a dead letter for the next server to send", async () => {
    const retried = await cli("mail:retry", dead);
    expect(retried).toMatchObject({ code: 0, stdout: "Queued 1 email for delivery again.\n" });
    expect(await stateOf(dead)).toBe("queued");
    const jobs = await withDatabase(async (handle) => {
      const queue = await startJobQueue(handle, [], pino({ level: "silent" }));
      try {
        return await queue.fetch<{ emailId: string }>(SEND_EMAIL_JOB, { batchSize: 10 });
      } finally {
        await stopJobQueue(queue);
      }
    });
    expect(jobs.map((job) => job.data)).toEqual([{ emailId: dead }]);
    expect((await cli("mail:dead")).stdout).toContain("No dead letters");
  });
});
