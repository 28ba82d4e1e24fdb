import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
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
import { cancelHandover } from "./handover-cancel.server";
import {
  CONFIRMS_ITSELF_AFTER_MS,
  confirmCollected,
  confirmDueCollections,
  markCollected,
} from "./handover-collected.server";
import { sendHandoverNotices } from "./handover-emails.server";
import { HandoverError, handoverRefusals } from "./handover-errors";

// Collection (decision 0088): one side marks, the other confirms or the mark confirms itself
// after 48 hours (the job, with a moved clock), and the listing is swapped or completed once its
// last portion is collected.

const getDatabase = setupTestDatabase();
liftFairShareLimits();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];
let giver: Member;
let receiver: Member;
let second: Member;
let stranger: Member;

const NOW = new Date("2026-12-05T11:00:00Z");

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
  giver = await createAdmittedMember(services as never, { username: "Giving Gill" });
  receiver = await createAdmittedMember(services as never, { username: "Taking Tom" });
  second = await createAdmittedMember(services as never);
  stranger = await createAdmittedMember(services as never);
});

let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await mail.delivered()).length;
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HandoverError)) throw new Error(`expected a refusal, got ${error}`);
  return { status: error.status, message: error.message };
}

async function listingStatus(id: string) {
  const [row] = await services.db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.status;
}

describe("marking and confirming a collection", () => {
  it("one side marks (the other is emailed), the other confirms, a Free listing is completed", async () => {
    const { handoverId, listingId } = await reservedHandover(services.db, giver, receiver, {
      name: "Marrows",
    });
    const notices = await markCollected(services.db, receiver, handoverId, NOW);
    let row = await handoverRow(services.db, handoverId);
    expect([row.status, row.collectedMarkedBy, row.collectedMarkedAt, row.collectedAt]).toEqual([
      "reserved",
      receiver.id,
      NOW,
      null,
    ]);
    expect(await listingStatus(listingId)).toBe("active");
    await sendHandoverNotices(
      {
        db: services.db,
        appUrl: services.env.APP_URL,
        logger: services.logger,
        sendEmail: services.sendEmail,
      },
      notices,
    );
    const emails = (await mail.delivered()).slice(deliveredBefore);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [giver.email, "Taking Tom marked Marrows collected"],
    ]);
    expect(emails[0]?.text).toContain("it confirms itself on 7 December 2026");

    const later = new Date(NOW.getTime() + 60_000);
    await confirmCollected(services.db, giver, handoverId, later);
    row = await handoverRow(services.db, handoverId);
    expect([row.status, row.collectedAt]).toEqual(["collected", later]);
    expect(await listingStatus(listingId)).toBe("completed");
  });

  it("a Swap listing becomes swapped; marking after the other's mark confirms it", async () => {
    const { handoverId, listingId } = await reservedHandover(services.db, giver, receiver, {
      type: "Swap",
    });
    await markCollected(services.db, giver, handoverId, NOW);
    expect(await markCollected(services.db, receiver, handoverId, NOW)).toEqual([]);
    expect((await handoverRow(services.db, handoverId)).status).toBe("collected");
    expect(await listingStatus(listingId)).toBe("swapped");
  });

  it("a listing shared in portions stays active until every portion is collected", async () => {
    const listingId = await listingToShare(services.db, giver, { portions: 2 });
    const one = await reserveFor(
      services.db,
      listingId,
      await requestListing(services.db, listingId, receiver),
    );
    const two = await reserveFor(
      services.db,
      listingId,
      await requestListing(services.db, listingId, second),
    );
    await markCollected(services.db, giver, one, NOW);
    await confirmCollected(services.db, receiver, one, NOW);
    expect(await listingStatus(listingId)).toBe("active");
    await markCollected(services.db, second, two, NOW);
    await confirmCollected(services.db, giver, two, NOW);
    expect(await listingStatus(listingId)).toBe("completed");
  });

  it("refuses a second mark, a confirmation by the marker, and one with no mark (409)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    expect(await refusal(confirmCollected(services.db, giver, handoverId, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.notMarked,
    });
    await markCollected(services.db, giver, handoverId, NOW);
    const before = await handoverRow(services.db, handoverId);
    expect(await refusal(markCollected(services.db, giver, handoverId, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.alreadyMarked,
    });
    expect(await refusal(confirmCollected(services.db, giver, handoverId, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.alreadyMarked,
    });
    expect(await handoverRow(services.db, handoverId)).toEqual(before);
  });

  it("refuses a third member (403) and a cancelled or collected handover (409)", async () => {
    const { handoverId, listingId } = await reservedHandover(services.db, giver, receiver);
    expect(await refusal(markCollected(services.db, stranger, handoverId, NOW))).toEqual({
      status: 403,
      message: handoverRefusals.forbidden,
    });
    await markCollected(services.db, giver, handoverId, NOW);
    expect(await refusal(confirmCollected(services.db, stranger, handoverId, NOW))).toEqual({
      status: 403,
      message: handoverRefusals.forbidden,
    });
    await confirmCollected(services.db, receiver, handoverId, NOW);
    expect(await refusal(markCollected(services.db, receiver, handoverId, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.notReserved,
    });
    const cancelled = await reservedHandover(services.db, giver, receiver);
    await cancelHandover(services.db, giver, cancelled.handoverId, { reason: "cannot-give" }, NOW);
    const before = await handoverRow(services.db, cancelled.handoverId);
    expect(await refusal(markCollected(services.db, giver, cancelled.handoverId, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.notReserved,
    });
    expect(await handoverRow(services.db, cancelled.handoverId)).toEqual(before);
    expect(await listingStatus(listingId)).toBe("completed");
  });
});

describe("the mark confirms itself after 48 hours (the job, with a moved clock)", () => {
  it("confirms nothing before 48 hours, then the mark, and the listing completes", async () => {
    const { handoverId, listingId } = await reservedHandover(services.db, giver, receiver);
    await markCollected(services.db, giver, handoverId, NOW);
    const unmarked = await reservedHandover(services.db, giver, second);
    const justBefore = new Date(NOW.getTime() + CONFIRMS_ITSELF_AFTER_MS - 60_000);
    expect(await confirmDueCollections(services.db, justBefore)).not.toContain(handoverId);
    expect((await handoverRow(services.db, handoverId)).status).toBe("reserved");
    const after = new Date(NOW.getTime() + CONFIRMS_ITSELF_AFTER_MS);
    expect(await confirmDueCollections(services.db, after)).toContain(handoverId);
    const row = await handoverRow(services.db, handoverId);
    expect([row.status, row.collectedAt]).toEqual(["collected", after]);
    expect(await listingStatus(listingId)).toBe("completed");
    expect((await handoverRow(services.db, unmarked.handoverId)).status).toBe("reserved");
    expect(await confirmDueCollections(services.db, after)).not.toContain(handoverId);
  });

  it("leaves a marked handover cancelled meanwhile as it is", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await markCollected(services.db, receiver, handoverId, NOW);
    await cancelHandover(services.db, giver, handoverId, { reason: "plans-changed" }, NOW);
    const after = new Date(NOW.getTime() + CONFIRMS_ITSELF_AFTER_MS + 1);
    expect(await confirmDueCollections(services.db, after)).not.toContain(handoverId);
    expect((await handoverRow(services.db, handoverId)).status).toBe("cancelled");
  });
});
