import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { emailOptOuts } from "~/email-preferences/email-preferences.table";
import { forumPreferences } from "~/forum/forum.table";
import { createListing } from "~/listings/listing-writes.server";
import type { LiveEnvelope } from "~/live/live-events";
import { readEnvelope } from "~/live/live-hub.server";
import { listenForLive } from "~/live/live-listener.server";
import { publishLive } from "~/live/publish-live.server";
import type { Member } from "~/membership/member-gate.server";
import { notifyRecipient } from "~/messaging/message-notification.server";
import { messageSchema } from "~/messaging/message-schema";
import { contactLister } from "~/messaging/message-sending.server";
import { PUSH_JOB, type PushJobData } from "~/push/push-job";
import type { DatabaseHandle } from "~/server/db/database.server";
import type { JobQueue } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { createRouteServices } from "../../tests/factories/route-args";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { testJobQueue } from "../../tests/test-job-queue";
import { channelsFor, setChannel } from "./notification-preferences.server";
import { notifications } from "./notifications.table";
import { notify } from "./notify.server";

// Decision 0093: `notify` alone decides per channel. In the site: a row and a live event on
// commit; push: a job on the real pg-boss queue; email: the answer the caller acts on. And what
// members chose before the matrix is what the matrix starts from.

const getDatabase = setupTestDatabase();
let services: AppServices;
let database: DatabaseHandle;
let jobs: JobQueue;
let mail: ReturnType<typeof createTestServices>["mail"];
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = getDatabase();
  ({ services } = createRouteServices(database));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
  jobs = await testJobQueue(database);
});

const member = () => createAdmittedMember(services as never);
const deps = () => ({ db: services.db, jobs, logger });
const rowsOf = (userId: string) =>
  services.db.select().from(notifications).where(eq(notifications.userId, userId));

/** What the live channel carried for `userId` while `work` ran, on either database. */
async function heardBy(userId: string, work: () => Promise<unknown>): Promise<LiveEnvelope[]> {
  const heard: LiveEnvelope[] = [];
  // A marker published after the work is heard after everything the work published (NOTIFY
  // keeps commit order), so once it arrives nothing of the work's is still on its way.
  const marker = `marker-${userId}`;
  let markerHeard = () => {};
  const markerArrived = new Promise<void>((resolve) => {
    markerHeard = resolve;
  });
  const listener = await listenForLive(database, logger, {
    heard: (payload) => {
      const envelope = readEnvelope(payload);
      if (envelope?.userId === userId) heard.push(envelope);
      if (envelope?.userId === marker) markerHeard();
    },
    resumed: () => {},
  });
  try {
    await work();
    await publishLive(services.db, marker, { type: "unread", unreadMessages: 0 });
    await Promise.race([
      markerArrived,
      new Promise((_, reject) => setTimeout(() => reject(new Error("no marker heard")), 5000)),
    ]);
  } finally {
    await listener.close();
  }
  return heard;
}

async function queuedPushes(userId: string): Promise<PushJobData[]> {
  const taken = await jobs.fetch<PushJobData>(PUSH_JOB, { batchSize: 50 });
  return taken.map((job) => job.data).filter((data) => data.userId === userId);
}

const input = (userId: string) =>
  ({
    userId,
    kind: "messages",
    title: "New message from Sam",
    body: "About Plums: “Could I collect some?”",
    href: "/messages/abc",
  }) as const;

describe("notify", () => {
  it("by default records the row, tells the open tabs on commit, says email, queues no push", async () => {
    const reader = await member();
    let outcome: Awaited<ReturnType<typeof notify>> | undefined;
    const heard = await heardBy(reader.id, async () => {
      outcome = await notify(deps(), input(reader.id));
    });
    expect(outcome?.email).toBe(true);
    const [row] = await rowsOf(reader.id);
    expect(row).toMatchObject({ kind: "messages", title: "New message from Sam", readAt: null });
    expect(outcome?.notificationId).toBe(row?.id);
    expect(heard.map((envelope) => envelope.event)).toEqual([
      {
        type: "notification",
        notificationId: row?.id,
        title: "New message from Sam",
        href: "/messages/abc",
      },
    ]);
    await jobs.createQueue(PUSH_JOB);
    expect(await queuedPushes(reader.id)).toEqual([]);
  });

  it("with the site cell off records nothing and tells no tab", async () => {
    const reader = await member();
    await setChannel(services.db, reader.id, "messages", "site", false);
    const heard = await heardBy(reader.id, () => notify(deps(), input(reader.id)));
    expect(await rowsOf(reader.id)).toEqual([]);
    expect(heard).toEqual([]);
  });

  it("setting a cell for an account deleted since changes nothing and does not fail", async () => {
    // Drizzle keeps the foreign key's refusal on `cause`: a one-click link in an old email.
    await expect(
      setChannel(services.db, "no-such-account", "forum-replies", "email", false),
    ).resolves.toBeUndefined();
  });

  it("with the email cell off tells the caller not to email", async () => {
    const reader = await member();
    await setChannel(services.db, reader.id, "messages", "email", false);
    expect((await notify(deps(), input(reader.id))).email).toBe(false);
    expect(await rowsOf(reader.id)).toHaveLength(1);
  });

  it("always emails a moderation or verification outcome, whatever an old row says", async () => {
    const reader = await member();
    for (const kind of ["moderation", "verification"] as const) {
      await setChannel(services.db, reader.id, kind, "email", false);
      expect((await notify(deps(), { ...input(reader.id), kind, href: "/complaints" })).email).toBe(
        true,
      );
    }
  });

  it("with the push cell on queues the push, with no private text, after the row commits", async () => {
    const reader = await member();
    await setChannel(services.db, reader.id, "messages", "push", true);
    const outcome = await notify(deps(), input(reader.id));
    expect(await queuedPushes(reader.id)).toEqual([
      {
        userId: reader.id,
        notificationId: outcome.notificationId,
        title: "New message from Sam",
        body: "Open Glut to see it.",
        href: "/messages/abc",
      },
    ]);
  });

  it("stores the title in English and tells a member who uses Glut in Welsh in Welsh", async () => {
    const reader = await member();
    await services.db.update(profiles).set({ language: "cy" }).where(eq(profiles.id, reader.id));
    await setChannel(services.db, reader.id, "messages", "push", true);
    let outcome: Awaited<ReturnType<typeof notify>> | undefined;
    const heard = await heardBy(reader.id, async () => {
      outcome = await notify(deps(), input(reader.id));
    });
    const [row] = await rowsOf(reader.id);
    expect(row?.title).toBe("New message from Sam");
    expect(heard.map((envelope) => envelope.event)).toEqual([
      {
        type: "notification",
        notificationId: row?.id,
        title: "Neges newydd gan Sam",
        href: "/messages/abc",
      },
    ]);
    expect(
      (await queuedPushes(reader.id)).map((push) => ({ title: push.title, body: push.body })),
    ).toEqual([{ title: "Neges newydd gan Sam", body: "Agorwch Glut i’w weld." }]);
    expect(outcome?.notificationId).toBe(row?.id);
  });

  it("leaves one kind's choices out of another's", async () => {
    const reader = await member();
    await setChannel(services.db, reader.id, "messages", "site", false);
    await notify(deps(), { ...input(reader.id), kind: "handovers", href: "/handovers" });
    expect(await rowsOf(reader.id)).toHaveLength(1);
  });

  it("links only to a path on this site", async () => {
    const reader = await member();
    for (const href of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      await expect(notify(deps(), { ...input(reader.id), href })).rejects.toThrow();
    }
    expect(await rowsOf(reader.id)).toEqual([]);
  });
});

describe("a new message through notify", () => {
  async function sendMessage(from: Member, to: Member) {
    const listing = await createListing(services.db, to, listingInput({ name: "Plums" }));
    const sent = await contactLister(
      services.db,
      from,
      listing.id,
      messageSchema.parse({ message: "Could I collect some on Saturday?" }),
    );
    const before = (await mail.delivered()).length;
    await notifyRecipient(
      {
        db: services.db,
        appUrl: services.env.APP_URL,
        secret: services.env.BETTER_AUTH_SECRET,
        logger,
        sendEmail: services.sendEmail,
        jobs,
      },
      sent,
    );
    return (await mail.delivered()).slice(before).filter((email) => email.to === to.email);
  }

  it("lists it and emails it by default; each channel turned off stops only its own", async () => {
    const lister = await member();
    const asker = await member();
    expect(await sendMessage(asker, lister)).toHaveLength(1);
    const [row] = await rowsOf(lister.id);
    expect(row?.title).toMatch(/^New message from /);
    expect(row?.body).toContain("Could I collect some on Saturday?");

    await setChannel(services.db, lister.id, "messages", "email", false);
    expect(await sendMessage(asker, lister)).toEqual([]);
    expect(await rowsOf(lister.id)).toHaveLength(2);

    await setChannel(services.db, lister.id, "messages", "site", false);
    expect(await sendMessage(asker, lister)).toEqual([]);
    expect(await rowsOf(lister.id)).toHaveLength(2);
  });
});

describe("what members chose before the matrix", () => {
  /** The hand-written statements at the end of the migration that made the matrix's table. */
  function copyStatements(): string[] {
    const sql = readFileSync(
      path.resolve(import.meta.dirname, "../../drizzle/0029_notifications_and_push.sql"),
      "utf8",
    );
    return sql
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => /INSERT INTO "notification_preferences"/.test(statement));
  }

  it("is copied into the matrix: old email opt-outs and the forum setting become email cells off", async () => {
    const quiet = await member();
    const other = await member();
    await services.db.insert(emailOptOuts).values([
      { userId: quiet.id, kind: "new-message" },
      { userId: quiet.id, kind: "harvest-reminder" },
      { userId: quiet.id, kind: "expiry-reminder" },
    ]);
    await services.db.insert(forumPreferences).values([
      { userId: quiet.id, replyEmails: false },
      { userId: other.id, replyEmails: true },
    ]);
    const statements = copyStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await services.db.execute(sql.raw(statement));
    for (const kind of [
      "messages",
      "harvest-reminders",
      "listing-expiry",
      "forum-replies",
    ] as const) {
      expect(await channelsFor(services.db, quiet.id, kind), kind).toEqual({
        site: true,
        email: false,
        push: false,
      });
      expect((await channelsFor(services.db, other.id, kind)).email, kind).toBe(true);
    }
    // Kinds that had no opt-out start at the defaults.
    expect(await channelsFor(services.db, quiet.id, "handovers")).toEqual({
      site: true,
      email: true,
      push: false,
    });
  });
});
