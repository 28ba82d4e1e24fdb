import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { accountSteps } from "~/composition/app-parts.server";
import { createListing } from "~/listings/listing-writes.server";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { handoverDomain } from "./handover.domain";
import { handoverRequests, handovers, handoverThanks } from "./handover.table";
import { ACCOUNT_DELETED_REASON } from "./handover-account-data.server";
import { lockListingForHandover, reserveRequest } from "./handover-queue.server";
import { memberRecords } from "./member-record.server";

const getDatabase = setupTestDatabase();
let db: Db;
let services: ReturnType<typeof createTestServices>;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

/** A request by `receiver` for a new listing of `giver`'s, reserved for them. */
async function reserved(giver: Member, receiver: Member, name: string, note: string) {
  const listing = await createListing(db, giver, listingInput({ name }));
  const [request] = await db
    .insert(handoverRequests)
    .values({ listingId: listing.id, requesterId: receiver.id, note })
    .returning({ id: handoverRequests.id });
  if (!request) throw new Error("no request");
  const { handoverId } = await db.transaction(async (tx) => {
    const locked = await lockListingForHandover(tx as unknown as Db, listing.id);
    if (!locked) throw new Error("no listing");
    return reserveRequest(tx as unknown as Db, locked, request.id);
  });
  return { listingId: listing.id, requestId: request.id, handoverId };
}

/** …with a pickup the receiver proposed and the giver agreed, then collected. */
async function collected(giver: Member, receiver: Member, name: string, note: string) {
  const made = await reserved(giver, receiver, name, note);
  await db
    .update(handovers)
    .set({
      pickupDate: "2026-08-14",
      pickupFrom: "17:00",
      pickupUntil: "18:30",
      meetingPoint: "By the allotment gate on Stonegate Road",
      pickupProposedBy: receiver.id,
      pickupAgreedAt: new Date("2026-08-13T09:00:00Z"),
      collectedMarkedBy: giver.id,
      collectedMarkedAt: new Date("2026-08-14T17:20:00Z"),
      collectedAt: new Date("2026-08-14T19:00:00Z"),
      status: "collected",
    })
    .where(eq(handovers.id, made.handoverId));
  return made;
}

async function thank(handoverId: string, from: Member, to: Member, note: string, rating: number) {
  await db.insert(handoverThanks).values({
    handoverId,
    fromId: from.id,
    toId: to.id,
    note,
    rating,
    createdAt: new Date("2026-08-15T08:00:00Z"),
  });
}

type Section = {
  requests: unknown[];
  handovers: unknown[];
  thanksYouLeft: unknown[];
  thanksYouReceived: unknown[];
  ratingsYouReceived: { count: number; average: number | null };
};

async function exported(member: Member): Promise<Section> {
  const all = (await exportAccountData(db, member.id, accountSteps.export)) as unknown as Record<
    string,
    unknown
  >;
  return all.handovers as Section;
}

describe("the data export", () => {
  it("holds the member's requests, handovers with their pickup, and thanks, never another member's", async () => {
    const giver = await createAdmittedMember(services, { username: "Giver Gwen" });
    const receiver = await createAdmittedMember(services, { username: "Taker Tom" });
    const third = await createAdmittedMember(services, { username: "Third Theo" });
    const mine = await collected(giver, receiver, "Plums", "Could I have a bagful?");
    await thank(mine.handoverId, receiver, giver, "Lovely plums, thank you", 5);
    await thank(mine.handoverId, giver, receiver, "Came right on time", 4);
    // Another member's request and handover of the same giver: not the receiver's to see.
    const theirs = await collected(giver, third, "Damsons", "Third Theo's own note");
    await thank(theirs.handoverId, third, giver, "Third Theo's thanks", 2);

    const section = await exported(receiver);
    expect(section.requests).toEqual([
      expect.objectContaining({
        id: mine.requestId,
        listingId: mine.listingId,
        listingTitle: "Plums",
        note: "Could I have a bagful?",
        status: "closed",
      }),
    ]);
    expect(section.handovers).toEqual([
      expect.objectContaining({
        id: mine.handoverId,
        listingTitle: "Plums",
        yourRole: "receiver",
        otherMember: "Giver Gwen",
        status: "collected",
        pickup: {
          date: "2026-08-14",
          from: "17:00",
          until: "18:30",
          meetingPoint: "By the allotment gate on Stonegate Road",
          proposedBy: "you",
          agreedAt: "2026-08-13T09:00:00.000Z",
        },
        collectedMarkedBy: "the other member",
        collectedAt: "2026-08-14T19:00:00.000Z",
        noShowRecorded: false,
      }),
    ]);
    expect(section.thanksYouLeft).toEqual([
      {
        handoverId: mine.handoverId,
        listingTitle: "Plums",
        note: "Lovely plums, thank you",
        rating: 5,
        leftAt: "2026-08-15T08:00:00.000Z",
        hiddenByModeratorAt: null,
      },
    ]);
    // The note, never the rating that came with it.
    expect(section.thanksYouReceived).toEqual([
      {
        handoverId: mine.handoverId,
        listingTitle: "Plums",
        note: "Came right on time",
        receivedAt: "2026-08-15T08:00:00.000Z",
        hiddenByModeratorAt: null,
      },
    ]);
    expect(section.ratingsYouReceived).toMatchObject({ count: 1, average: null });

    const text = JSON.stringify(section);
    for (const foreign of [giver.id, giver.email, third.id, "Third Theo", "Damsons"]) {
      expect(text).not.toContain(foreign);
    }

    const giverSection = await exported(giver);
    expect(giverSection.handovers).toEqual([
      expect.objectContaining({ id: mine.handoverId, yourRole: "giver", otherMember: "Taker Tom" }),
      expect.objectContaining({
        id: theirs.handoverId,
        yourRole: "giver",
        otherMember: "Third Theo",
      }),
    ]);
    expect(giverSection.requests).toEqual([]);
    // Ratings 5 and 2: two are not enough for an average.
    expect(giverSection.ratingsYouReceived).toMatchObject({ count: 2, average: null });
  });

  it("gives the ratings a member received only as the rounded average, once there are three", async () => {
    const receiver = await createAdmittedMember(services);
    for (const [name, rating] of [
      ["Apples", 5],
      ["Pears", 4],
      ["Quinces", 4],
    ] as const) {
      const giver = await createAdmittedMember(services);
      const made = await collected(giver, receiver, name, "Please");
      await thank(made.handoverId, giver, receiver, `Thanks for taking the ${name}`, rating);
    }
    const section = await exported(receiver);
    expect(section.ratingsYouReceived).toMatchObject({ count: 3, average: 4.3 });
    expect(JSON.stringify(section.thanksYouReceived)).not.toContain('"rating"');
  });
});

describe("deleting an account", () => {
  it("removes the member's requests and their side of handovers and thanks; the other side keeps the fact", async () => {
    const giver = await createAdmittedMember(services);
    const leaving = await createAdmittedMember(services);
    const bystander = await createAdmittedMember(services);
    const done = await collected(giver, leaving, "Rhubarb", "For a crumble?");
    await thank(done.handoverId, leaving, giver, "Best rhubarb ever", 5);
    await thank(done.handoverId, giver, leaving, "A pleasure", 5);
    const live = await reserved(giver, leaving, "Chard", "Some chard please");
    const open = await createListing(db, giver, listingInput({ name: "Kale" }));
    await db
      .insert(handoverRequests)
      .values({ listingId: open.id, requesterId: leaving.id, note: "Kale for soup" });
    const untouched = await collected(giver, bystander, "Leeks", "Leeks please");
    await thank(untouched.handoverId, bystander, giver, "Thanks for the leeks", 4);

    const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "handover-del-")));
    const result = await deleteAccount({ db, storage, logger: services.logger }, leaving.id, [
      handoverDomain.accountDeletion,
    ]);
    expect(result.deleted).toBe(true);

    expect(
      await db.select().from(handoverRequests).where(eq(handoverRequests.requesterId, leaving.id)),
    ).toEqual([]);
    const [kept] = await db.select().from(handovers).where(eq(handovers.id, done.handoverId));
    expect(kept).toMatchObject({
      giverId: giver.id,
      receiverId: null,
      status: "collected",
      collectedAt: new Date("2026-08-14T19:00:00Z"),
      meetingPoint: null,
      pickupProposedBy: null,
      collectedMarkedBy: giver.id,
    });
    const [cancelled] = await db.select().from(handovers).where(eq(handovers.id, live.handoverId));
    expect(cancelled).toMatchObject({
      status: "cancelled",
      receiverId: null,
      cancelReason: ACCOUNT_DELETED_REASON,
    });

    const thanks = await db
      .select({ note: handoverThanks.note, fromId: handoverThanks.fromId })
      .from(handoverThanks)
      .where(inArray(handoverThanks.handoverId, [done.handoverId, untouched.handoverId]))
      .orderBy(handoverThanks.note);
    // Theirs stays on the giver's profile without their name; the one left for them is gone.
    expect(thanks).toEqual([
      { note: "Best rhubarb ever", fromId: null },
      { note: "Thanks for the leeks", fromId: bystander.id },
    ]);
    // The giver's record still counts what they gave.
    expect((await memberRecords(db, [giver.id])).get(giver.id)).toMatchObject({ given: 2 });
    const [other] = await db.select().from(handovers).where(eq(handovers.id, untouched.handoverId));
    expect(other).toMatchObject({
      receiverId: bystander.id,
      meetingPoint: "By the allotment gate on Stonegate Road",
    });
  });
});
