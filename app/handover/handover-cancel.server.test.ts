import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { listings } from "~/listings/listings.table";
import type { Member } from "~/membership/member-gate.server";
import type { AppServices } from "~/server/services.server";
import { createRouteServices } from "../../tests/factories/route-args";
import {
  handoverRow,
  liftFairShareLimits,
  listingToShare,
  requestListing,
  reservedHandover,
  reserveFor,
} from "../../tests/factories/test-handovers";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { configureFairShareLimits, fairShareLimits } from "./fair-share-limits.server";
import { handoverRequests, handovers } from "./handover.table";
import { cancelHandover } from "./handover-cancel.server";
import { markCollected } from "./handover-collected.server";
import { sendHandoverNotices } from "./handover-emails.server";
import { HandoverError, handoverRefusals } from "./handover-errors";
import { acceptPickup, proposePickup } from "./handover-pickup.server";
import { portionsTaken } from "./handover-queue.server";
import { cancelSchema, pickupMessages, proposalSignature } from "./handover-schema";

// Cancelling a reservation (decision 0088): either side with a reason, the giver's "They did
// not come" once the pickup has begun, and the next in the queue offered the item.

const getDatabase = setupTestDatabase();
liftFairShareLimits();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];
let giver: Member;
let receiver: Member;
let next: Member;
let stranger: Member;

const NOW = new Date("2026-12-01T09:00:00Z");

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
  giver = await createAdmittedMember(services as never, { username: "Giving Gill" });
  receiver = await createAdmittedMember(services as never, { username: "Taking Tom" });
  next = await createAdmittedMember(services as never, { username: "Next Nia" });
  stranger = await createAdmittedMember(services as never);
});

let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await mail.delivered()).length;
});

async function outbox() {
  return (await mail.delivered())
    .slice(deliveredBefore)
    .filter((email) => email.subject !== "Confirm your email address for Glut");
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HandoverError)) throw new Error(`expected a refusal, got ${error}`);
  return { status: error.status, message: error.message };
}

/** An agreed pickup on 5 December 2026, 10:00 to 11:30 UK time. */
async function agree(handoverId: string) {
  const input = {
    pickupDate: "2026-12-05",
    pickupFrom: "10:00",
    pickupUntil: "11:30",
    meetingPoint: "Park gate",
  };
  await proposePickup(services.db, receiver, handoverId, input, NOW);
  const shown = { date: "2026-12-05", from: "10:00", until: "11:30", meetingPoint: "Park gate" };
  await acceptPickup(services.db, giver, handoverId, proposalSignature(shown), NOW);
}

describe("cancelling a reservation", () => {
  it("the receiver cancels: stored with the reason, the giver told, the portion free", async () => {
    const { handoverId, listingId } = await reservedHandover(services.db, giver, receiver, {
      name: "Rhubarb",
    });
    const { notices, offeredHandoverId } = await cancelHandover(
      services.db,
      receiver,
      handoverId,
      { reason: "cannot-collect", note: "My car broke down" },
      NOW,
    );
    expect(offeredHandoverId).toBeNull();
    const row = await handoverRow(services.db, handoverId);
    expect([row.status, row.cancelledBy, row.cancelledAt, row.cancelReason, row.noShow]).toEqual([
      "cancelled",
      receiver.id,
      NOW,
      "I cannot collect it after all: My car broke down",
      false,
    ]);
    expect(await portionsTaken(services.db, listingId)).toBe(0);
    await sendHandoverNotices(
      {
        db: services.db,
        appUrl: services.env.APP_URL,
        logger: services.logger,
        sendEmail: services.sendEmail,
      },
      notices,
    );
    const emails = await outbox();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [giver.email, "Taking Tom cancelled the reservation of Rhubarb"],
    ]);
    expect(emails[0]?.text).toContain("Reason: I cannot collect it after all: My car broke down");
  });

  it("tells a giver who uses Glut in Welsh the reason in Welsh, the note as written", async () => {
    const welshGiver = await createAdmittedMember(services as never, { username: "Gwen" });
    await services.db
      .update(profiles)
      .set({ language: "cy" })
      .where(eq(profiles.id, welshGiver.id));
    const { handoverId } = await reservedHandover(services.db, welshGiver, receiver, {
      name: "Riwbob",
    });
    const { notices } = await cancelHandover(
      services.db,
      receiver,
      handoverId,
      { reason: "cannot-collect", note: "My car broke down" },
      NOW,
    );
    // Stored in English, as before.
    expect((await handoverRow(services.db, handoverId)).cancelReason).toBe(
      "I cannot collect it after all: My car broke down",
    );
    await sendHandoverNotices(
      {
        db: services.db,
        appUrl: services.env.APP_URL,
        logger: services.logger,
        sendEmail: services.sendEmail,
      },
      notices,
    );
    const [email] = await outbox();
    expect(email?.text).toContain("Alla i ddim ei gasglu wedi’r cyfan: My car broke down");
    expect(email?.text).not.toContain("I cannot collect it after all");
  });

  it("offers the item to the head of the queue, who is emailed", async () => {
    const listingId = await listingToShare(services.db, giver, { name: "Plums" });
    const first = await requestListing(services.db, listingId, receiver);
    await requestListing(services.db, listingId, next);
    await requestListing(services.db, listingId, stranger);
    const handoverId = await reserveFor(services.db, listingId, first);
    const { notices, offeredHandoverId } = await cancelHandover(
      services.db,
      giver,
      handoverId,
      { reason: "plans-changed" },
      NOW,
    );
    if (!offeredHandoverId) throw new Error("nobody was offered it");
    const offered = await handoverRow(services.db, offeredHandoverId);
    expect([offered.status, offered.giverId, offered.receiverId, offered.listingId]).toEqual([
      "reserved",
      giver.id,
      next.id,
      listingId,
    ]);
    const queue = await services.db
      .select({ requesterId: handoverRequests.requesterId, status: handoverRequests.status })
      .from(handoverRequests)
      .where(eq(handoverRequests.listingId, listingId))
      .orderBy(handoverRequests.createdAt);
    expect(queue).toEqual([
      { requesterId: receiver.id, status: "closed" },
      { requesterId: next.id, status: "closed" },
      { requesterId: stranger.id, status: "open" },
    ]);
    await sendHandoverNotices(
      {
        db: services.db,
        appUrl: services.env.APP_URL,
        logger: services.logger,
        sendEmail: services.sendEmail,
      },
      notices,
    );
    const emails = await outbox();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [receiver.email, "Giving Gill cancelled the reservation of Plums"],
      [next.email, "Plums is reserved for you"],
    ]);
    expect(emails[1]?.text).toContain(`/handovers/${offeredHandoverId}`);
  });

  it("passes over a queued member held back by a fair-share limit, who stays queued", async () => {
    const held = await createAdmittedMember(services as never, { username: "Held Hal" });
    const after = await createAdmittedMember(services as never, { username: "After Ann" });
    const before = fairShareLimits();
    configureFairShareLimits({ openReservations: 1, itemsPerWeek: 5 });
    try {
      const elsewhere = await listingToShare(services.db, giver, { name: "Damsons" });
      await reserveFor(services.db, elsewhere, await requestListing(services.db, elsewhere, held));
      const listingId = await listingToShare(services.db, giver, { name: "Quinces" });
      const first = await requestListing(services.db, listingId, receiver);
      await requestListing(services.db, listingId, held);
      await requestListing(services.db, listingId, after);
      const handoverId = await reserveFor(services.db, listingId, first);
      const { offeredHandoverId } = await cancelHandover(
        services.db,
        giver,
        handoverId,
        { reason: "plans-changed" },
        NOW,
      );
      if (!offeredHandoverId) throw new Error("nobody was offered it");
      expect((await handoverRow(services.db, offeredHandoverId)).receiverId).toBe(after.id);
      const queue = await services.db
        .select({ requesterId: handoverRequests.requesterId, status: handoverRequests.status })
        .from(handoverRequests)
        .where(eq(handoverRequests.listingId, listingId));
      // By member, not in order: three requests made in one millisecond tie on their time.
      expect(Object.fromEntries(queue.map((row) => [row.requesterId, row.status]))).toEqual({
        [receiver.id]: "closed",
        [held.id]: "open",
        [after.id]: "closed",
      });
    } finally {
      configureFairShareLimits(before);
    }
  });

  it("offers nothing when the listing is no longer active", async () => {
    const listingId = await listingToShare(services.db, giver);
    const first = await requestListing(services.db, listingId, receiver);
    await requestListing(services.db, listingId, next);
    const handoverId = await reserveFor(services.db, listingId, first);
    await services.db
      .update(listings)
      .set({ status: "unavailable" })
      .where(eq(listings.id, listingId));
    const { offeredHandoverId } = await cancelHandover(
      services.db,
      receiver,
      handoverId,
      { reason: "not-needed" },
      NOW,
    );
    expect(offeredHandoverId).toBeNull();
    expect(
      await services.db.select().from(handovers).where(eq(handovers.listingId, listingId)),
    ).toHaveLength(1);
  });

  it("records a no-show for the giver once the agreed pickup has begun", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await agree(handoverId);
    expect(
      await refusal(cancelHandover(services.db, giver, handoverId, { reason: "no-show" }, NOW)),
    ).toEqual({ status: 409, message: handoverRefusals.noShowTooEarly });
    const during = new Date("2026-12-05T10:15:00Z");
    await cancelHandover(services.db, giver, handoverId, { reason: "no-show" }, during);
    const row = await handoverRow(services.db, handoverId);
    expect([row.status, row.noShow, row.cancelReason]).toEqual([
      "cancelled",
      true,
      "They did not come",
    ]);
  });

  it("refuses a no-show without an agreed pickup", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    expect(
      await refusal(cancelHandover(services.db, giver, handoverId, { reason: "no-show" }, NOW)),
    ).toEqual({ status: 409, message: handoverRefusals.noShowTooEarly });
  });

  it("refuses the receiver's no-show (403), the other side's reasons (409) and strangers (403)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await agree(handoverId);
    const during = new Date("2026-12-05T10:15:00Z");
    const before = await handoverRow(services.db, handoverId);
    expect(
      await refusal(
        cancelHandover(services.db, receiver, handoverId, { reason: "no-show" }, during),
      ),
    ).toEqual({ status: 403, message: handoverRefusals.noShowGiverOnly });
    expect(
      await refusal(cancelHandover(services.db, giver, handoverId, { reason: "not-needed" }, NOW)),
    ).toEqual({ status: 409, message: handoverRefusals.reasonNotYours });
    expect(
      await refusal(
        cancelHandover(services.db, stranger, handoverId, { reason: "plans-changed" }, NOW),
      ),
    ).toEqual({ status: 403, message: handoverRefusals.forbidden });
    expect(await handoverRow(services.db, handoverId)).toEqual(before);
  });

  it("refuses cancelling what is cancelled or collected (409)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await cancelHandover(services.db, giver, handoverId, { reason: "cannot-give" }, NOW);
    expect(
      await refusal(
        cancelHandover(services.db, receiver, handoverId, { reason: "not-needed" }, NOW),
      ),
    ).toEqual({ status: 409, message: handoverRefusals.notReserved });
    const collected = await reservedHandover(services.db, giver, receiver);
    await markCollected(services.db, giver, collected.handoverId, NOW);
    await markCollected(services.db, receiver, collected.handoverId, NOW);
    const before = await handoverRow(services.db, collected.handoverId);
    expect(
      await refusal(
        cancelHandover(services.db, receiver, collected.handoverId, { reason: "not-needed" }, NOW),
      ),
    ).toEqual({ status: 409, message: handoverRefusals.notReserved });
    expect(await handoverRow(services.db, collected.handoverId)).toEqual(before);
  });

  it("needs words for 'Another reason', and keeps them short", () => {
    const issues = (input: Record<string, string>) =>
      cancelSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ reason: "other" })).toEqual([pickupMessages.noteRequired]);
    expect(issues({ reason: "other", note: "  " })).toEqual([pickupMessages.noteRequired]);
    expect(issues({ reason: "plans-changed", note: "x".repeat(301) })).toEqual([
      pickupMessages.noteTooLong,
    ]);
    expect(issues({ reason: "" })).toEqual([pickupMessages.reasonRequired]);
    expect(issues({ reason: "other", note: "Moving house" })).toEqual([]);
  });
});
