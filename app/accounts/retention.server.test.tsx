import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ukLongDate } from "~/components/format-date";
import { contactRequests } from "~/contact/contact.table";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { listingImages, listings } from "~/listings/listings.table";
import { contactLister } from "~/messaging/message-sending.server";
import { contactMessages, conversations } from "~/messaging/messaging.table";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionStep } from "~/server/domain";
import type { EmailRequest } from "~/server/email/send-email.server";
import { rateLimits } from "~/server/rate-limit/rate-limits.table";
import { daysAfter, yearsBefore } from "~/server/retention-dates";
import type { FileStorage } from "~/server/storage/file-storage";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { admitTestMember, createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { profiles } from "./accounts.table";
import { sessions, users, verifications } from "./auth.table";
import type { CurrentUser } from "./current-user.server";
import {
  ACCOUNT_RETENTION_JOB,
  accountRetentionJob,
  applyAccountRetention,
  deleteExpiredSignInRecords,
  deleteInactiveAccounts,
  recordActivity,
  warnInactiveAccounts,
} from "./retention.server";

// The capabilities' deletion steps, as the server loads them.

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices> & { storage: FileStorage };
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-retention-"));
  services = { ...createTestServices(getDatabase()), storage: new LocalFileStorage(dataDir) };
});

const now = new Date();

/** An account whose last visit was `lastSeenAt` (null: never seen since `createdAt`). */
async function account(options: {
  lastSeenAt: Date | null;
  createdAt?: Date;
  warnedAt?: Date | null;
  isDemo?: boolean;
}): Promise<CurrentUser> {
  const user = await createTestMember(services);
  await db
    .update(profiles)
    .set({
      lastSeenAt: options.lastSeenAt,
      createdAt: options.createdAt ?? options.lastSeenAt ?? yearsBefore(now, 10),
      inactivityWarningSentAt: options.warnedAt ?? null,
      isDemo: options.isDemo ?? false,
    })
    .where(eq(profiles.id, user.id));
  return user;
}

async function profileOf(userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

const WARNING_SUBJECT = "Your Glut account will be deleted unless you sign in";
const warningsTo = async (user: CurrentUser) =>
  (await services.mail.delivered()).filter(
    (email) => email.to === user.email && email.subject === WARNING_SUBJECT,
  );

/** Inactive for exactly `years` years plus `days` days at `now`. */
const inactiveFor = (years: number, days = 0) => daysAfter(yearsBefore(now, years), -days);

describe("warnInactiveAccounts", () => {
  it("warns an account 30 days before its third year of inactivity, once", async () => {
    const due = await account({ lastSeenAt: inactiveFor(3, -30) });
    const notYet = await account({ lastSeenAt: daysAfter(inactiveFor(3, -30), 1 / 24) });
    const recent = await account({ lastSeenAt: daysAfter(now, -2) });

    const first = await warnInactiveAccounts(services, now);
    expect(first.warned).toContain(due.id);
    expect(first.warned).not.toContain(notYet.id);
    expect(first.warned).not.toContain(recent.id);
    expect((await profileOf(due.id))?.inactivityWarningSentAt).toEqual(now);

    const [warning] = await warningsTo(due);
    if (!warning) throw new Error("no warning email");
    const { text } = warning;
    // Due 3 years after the last visit, which is 30 days from now.
    expect(text).toContain(`on or soon after ${ukLongDate(daysAfter(now, 30))}`);
    expect(text).toContain("http://localhost:3000/login");
    expect(await warningsTo(notYet)).toEqual([]);
    expect(await warningsTo(recent)).toEqual([]);

    const second = await warnInactiveAccounts(services, daysAfter(now, 1));
    expect(second.warned).not.toContain(due.id);
    expect(await warningsTo(due)).toHaveLength(1);
  });

  it("warns a member who uses Glut in Welsh in Welsh, the count and date in Welsh", async () => {
    const due = await account({ lastSeenAt: inactiveFor(3, -30) });
    await services.db.update(profiles).set({ language: "cy" }).where(eq(profiles.id, due.id));
    await warnInactiveAccounts(services, now);
    const [warning] = (await services.mail.delivered()).filter(
      (email) =>
        email.to === due.email &&
        email.subject === "Bydd eich cyfrif Glut yn cael ei ddileu oni bai eich bod yn mewngofnodi",
    );
    expect(warning?.text).toContain("ers bron i 3 blynedd");
    expect(warning?.text).toContain(`ar ${ukLongDate(daysAfter(now, 30), "cy")} neu’n fuan wedyn`);
    expect(warning?.text).not.toMatch(/signed in to Glut|Sign in to keep/);
  });

  it("counts from the day the account was made when it was never seen since", async () => {
    const neverSeen = await account({ lastSeenAt: null, createdAt: inactiveFor(3, -29) });
    const newish = await account({ lastSeenAt: null, createdAt: inactiveFor(2) });
    const { warned } = await warnInactiveAccounts(services, now);
    expect(warned).toContain(neverSeen.id);
    expect(warned).not.toContain(newish.id);
  });

  it("leaves demo accounts alone", async () => {
    const demo = await account({ lastSeenAt: inactiveFor(5), isDemo: true });
    const { warned } = await warnInactiveAccounts(services, now);
    const { deleted } = await deleteInactiveAccounts(services, now);
    expect(warned).not.toContain(demo.id);
    expect(deleted).not.toContain(demo.id);
    expect(await profileOf(demo.id)).toMatchObject({ inactivityWarningSentAt: null });
    expect(await warningsTo(demo)).toEqual([]);
  });

  it("takes the stamp back when the email cannot be queued, so the next run warns again", async () => {
    const unlucky = await account({ lastSeenAt: inactiveFor(3, -10) });
    const failing = {
      ...services,
      sendEmail: async (request: EmailRequest) => {
        if (request.to === unlucky.email) throw new Error("the queue is down");
        return services.sendEmail(request);
      },
    };
    const result = await warnInactiveAccounts(failing, now);
    expect(result.warned).not.toContain(unlucky.id);
    expect(result.failed.map((failure) => failure.userId)).toEqual([unlucky.id]);
    expect((await profileOf(unlucky.id))?.inactivityWarningSentAt).toBeNull();

    expect((await warnInactiveAccounts(services, now)).warned).toContain(unlucky.id);
  });
});

describe("deleteInactiveAccounts", () => {
  it("deletes only after 3 years of inactivity and 30 days after the warning", async () => {
    const warnedLongAgo = await account({
      lastSeenAt: inactiveFor(3, 1),
      warnedAt: daysAfter(now, -30),
    });
    const warnedRecently = await account({
      lastSeenAt: inactiveFor(4),
      warnedAt: daysAfter(now, -29),
    });
    const neverWarned = await account({ lastSeenAt: inactiveFor(4) });
    const notLongEnough = await account({
      lastSeenAt: daysAfter(inactiveFor(3), 1),
      warnedAt: daysAfter(now, -40),
    });

    const { deleted, failed } = await deleteInactiveAccounts(services, now);
    expect(failed).toEqual([]);
    expect(deleted).toContain(warnedLongAgo.id);
    for (const kept of [warnedRecently, neverWarned, notLongEnough]) {
      expect(deleted).not.toContain(kept.id);
      expect(await profileOf(kept.id)).toBeDefined();
    }
    expect(await profileOf(warnedLongAgo.id)).toBeUndefined();
    expect(await db.select().from(users).where(eq(users.id, warnedLongAgo.id))).toEqual([]);
  });

  it("runs every capability's deletion step: listings, photos, messages, contact-form messages", async () => {
    const lister = await account({ lastSeenAt: inactiveFor(4), warnedAt: daysAfter(now, -31) });
    const neighbour = await admitTestMember(services, await createTestMember(services));

    const photo = { large: `retention/${lister.id}.webp`, thumb: `retention/${lister.id}-t.webp` };
    await services.storage.put(photo.large, Buffer.from("large"), "image/webp");
    await services.storage.put(photo.thumb, Buffer.from("thumb"), "image/webp");
    const { id: listingId } = await createListing(
      db,
      await admitTestMember(services, lister),
      listingSchema.parse({
        name: "Rhubarb",
        category: "Vegetables",
        type: "Free",
        location: "Leeds",
      }),
      [{ ...photo, width: 800, height: 600 }],
    );
    const sent = await contactLister(db, neighbour, listingId, { message: "Still there?" });
    await db.insert(contactRequests).values({
      name: "Lister",
      email: lister.email.toUpperCase(),
      senderUserId: lister.id,
      message: "A question",
    });

    const { deleted } = await deleteInactiveAccounts(services, now);
    expect(deleted).toContain(lister.id);

    expect(await db.select().from(listings).where(eq(listings.userId, lister.id))).toEqual([]);
    expect(
      await db.select().from(listingImages).where(eq(listingImages.listingId, listingId)),
    ).toEqual([]);
    expect(await services.storage.exists(photo.large)).toBe(false);
    expect(await services.storage.exists(photo.thumb)).toBe(false);
    expect(
      await db.select().from(conversations).where(eq(conversations.id, sent.conversationId)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.conversationId, sent.conversationId)),
    ).toEqual([]);
    expect(
      await db.select().from(contactRequests).where(eq(contactRequests.senderUserId, lister.id)),
    ).toEqual([]);
    // The neighbour who wrote to them is untouched.
    expect(await profileOf(neighbour.id)).toBeDefined();
  });
  it("keeps an account whose owner signs in while it is being deleted", async () => {
    const comesBack = await account({ lastSeenAt: inactiveFor(4), warnedAt: daysAfter(now, -60) });
    const signsIn: AccountDeletionStep = {
      name: "signs in meanwhile",
      async beforeDelete(ctx) {
        if (ctx.userId === comesBack.id) await recordActivity(db, comesBack.id, now);
      },
    };
    const { deleted, failed } = await deleteInactiveAccounts(
      { ...services, accountSteps: { ...services.accountSteps, deletion: [signsIn] } },
      now,
      500,
    );
    expect(deleted).not.toContain(comesBack.id);
    expect(failed).toEqual([]);
    expect(await profileOf(comesBack.id)).toMatchObject({ inactivityWarningSentAt: null });
  });
});

describe("recordActivity", () => {
  it("moves last_seen_at on at most once a day", async () => {
    const user = await account({ lastSeenAt: daysAfter(now, -2) });
    expect(await recordActivity(db, user.id, now)).toBe(true);
    expect((await profileOf(user.id))?.lastSeenAt).toEqual(now);
    expect(await recordActivity(db, user.id, daysAfter(now, 0.5))).toBe(false);
    expect((await profileOf(user.id))?.lastSeenAt).toEqual(now);
    expect(await recordActivity(db, user.id, daysAfter(now, 1.01))).toBe(true);
  });

  it("withdraws the warning when the person comes back, and the account is kept", async () => {
    const returning = await account({
      lastSeenAt: inactiveFor(3, 5),
      warnedAt: daysAfter(now, -31),
    });
    expect(await recordActivity(db, returning.id, now)).toBe(true);
    expect(await profileOf(returning.id)).toMatchObject({
      lastSeenAt: now,
      inactivityWarningSentAt: null,
    });
    const { deleted } = await deleteInactiveAccounts(services, now);
    expect(deleted).not.toContain(returning.id);
    // Inactive again for the whole period, they are warned afresh before any deletion.
    const later = yearsBefore(now, -3);
    expect((await deleteInactiveAccounts(services, later)).deleted).not.toContain(returning.id);
    expect((await warnInactiveAccounts(services, later)).warned).toContain(returning.id);
  });

  it("also withdraws a warning sent less than a day ago", async () => {
    const user = await account({ lastSeenAt: daysAfter(now, -0.5), warnedAt: now });
    expect(await recordActivity(db, user.id, now)).toBe(true);
    expect((await profileOf(user.id))?.inactivityWarningSentAt).toBeNull();
  });
});

describe("deleteExpiredSignInRecords", () => {
  it("deletes expired sessions and tokens and day-old rate-limit counters, nothing current", async () => {
    const user = await createTestMember(services);
    const base = { userId: user.id, createdAt: now, updatedAt: now };
    await db.insert(sessions).values([
      { ...base, id: "expired-session", token: "t-expired", expiresAt: daysAfter(now, -1) },
      { ...base, id: "live-session", token: "t-live", expiresAt: daysAfter(now, 1) },
    ]);
    await db.insert(verifications).values([
      { id: "expired-token", identifier: "x", value: "1", expiresAt: daysAfter(now, -1) },
      { id: "live-token", identifier: "y", value: "2", expiresAt: daysAfter(now, 1) },
    ]);
    await db.insert(rateLimits).values([
      { id: "old", key: "glut:test:old", count: 3, lastRequest: now.getTime() - 25 * 3600_000 },
      { id: "new", key: "glut:test:new", count: 3, lastRequest: now.getTime() - 23 * 3600_000 },
    ]);

    await deleteExpiredSignInRecords(db, now);

    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(sessionIds).toContain("live-session");
    expect(sessionIds).not.toContain("expired-session");
    const tokens = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(inArray(verifications.id, ["expired-token", "live-token"]));
    expect(tokens.map((row) => row.id)).toEqual(["live-token"]);
    const counters = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["glut:test:old", "glut:test:new"]));
    expect(counters.map((row) => row.key)).toEqual(["glut:test:new"]);
  });
});

describe("the nightly job", () => {
  it("warns, deletes and reports through applyAccountRetention; its handler runs today", async () => {
    const toWarn = await account({ lastSeenAt: inactiveFor(3, -1) });
    const toDelete = await account({
      lastSeenAt: inactiveFor(3, 40),
      warnedAt: daysAfter(now, -35),
    });
    const result = await applyAccountRetention(services, now);
    expect(result.warned).toContain(toWarn.id);
    expect(result.deleted).toContain(toDelete.id);
    expect(result.failed).toEqual([]);

    const job = accountRetentionJob(() => services);
    expect(job.name).toBe(ACCOUNT_RETENTION_JOB);
    expect(job.schedule?.cron).toBe("15 3 * * *");
    const lateWarning = await account({
      lastSeenAt: yearsBefore(new Date(), 4),
      warnedAt: daysAfter(new Date(), -31),
    });
    await job.handle({});
    expect(await profileOf(lateWarning.id)).toBeUndefined();
  });
});
