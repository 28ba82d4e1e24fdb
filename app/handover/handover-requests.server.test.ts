import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { saveLanguage } from "~/accounts/profile.server";
import { i18nFor } from "~/i18n/i18n.server";
import { ListingError } from "~/listings/listing-errors";
import { contactMessages } from "~/messaging/messaging.table";
import { handoverKit } from "../../tests/factories/test-handover";
import type { TestMail } from "../../tests/test-mail";
import { drawOrder } from "./fair-draw";
import {
  configureFairShareLimits,
  DEFAULT_FAIR_SHARE_LIMITS,
  FairShareLimitError,
  fairShareBite,
} from "./fair-share-limits.server";
import { handoverRequests, handoverRules } from "./handover.table";
import { HandoverError } from "./handover-errors";
import { notifyNewRequest, notifyReservation } from "./handover-notifications.server";
import { NoPortionLeftError } from "./handover-queue.server";
import {
  drawForListing,
  requestLine,
  requestListing,
  reserveForRequester,
  withdrawRequest,
} from "./handover-requests.server";
import { ukDateTimeLabel } from "./handover-rule-text";
import { readHandoverRule, saveHandoverRules } from "./handover-rules.server";
import { fullyReservedListingIds, listingHandoverView } from "./listing-handover.server";
import { memberRecords } from "./member-record.server";

const kit = handoverKit();
const HOUR_MS = 60 * 60 * 1000;

afterEach(() => configureFairShareLimits(DEFAULT_FAIR_SHARE_LIMITS));

async function messagesIn(conversationId: string) {
  return kit.db
    .select({ message: contactMessages.message })
    .from(contactMessages)
    .where(eq(contactMessages.conversationId, conversationId));
}

async function openRequests(listingId: string) {
  return kit.db
    .select({ id: handoverRequests.id, status: handoverRequests.status })
    .from(handoverRequests)
    .where(and(eq(handoverRequests.listingId, listingId), eq(handoverRequests.status, "open")));
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HandoverError)) throw new Error(`expected a HandoverError, got ${error}`);
  return { status: error.status, message: error.message };
}

describe("requests", () => {
  it("open the conversation with the note as its message, and join the queue", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const made = await requestListing(kit.db, asker, listingId, "Could collect on Saturday");
    expect(made.ownerId).toBe(owner.id);
    expect(await messagesIn(made.message.conversationId)).toEqual([
      { message: "Could collect on Saturday" },
    ]);
    const row = await kit.requestRow(made.requestId);
    expect(row?.status).toBe("open");
    expect(row?.note).toBe("Could collect on Saturday");
    expect(row?.conversationId).toBe(made.message.conversationId);
  });

  it("without a note, say in the conversation that they asked; a second request continues it", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const first = await requestListing(kit.db, asker, listingId, undefined);
    expect(await messagesIn(first.message.conversationId)).toEqual([
      { message: requestLine("Courgettes") },
    ]);
    await withdrawRequest(kit.db, asker, first.requestId);
    const again = await requestListing(kit.db, asker, listingId, "Still keen");
    expect(again.message.conversationId).toBe(first.message.conversationId);
    expect(again.message.opened).toBe(false);
    expect((await kit.requestRow(first.requestId))?.status).toBe("withdrawn");
  });

  it("without a note, put the line in the language the member asked in; English as before", async () => {
    expect(requestLine("Courgettes")).toBe("I would like to ask for “Courgettes”, please.");
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const welsh = i18nFor("cy").getFixedT("cy", "handovers");
    const made = await requestListing(kit.db, asker, listingId, undefined, welsh);
    expect(await messagesIn(made.message.conversationId)).toEqual([
      { message: "Hoffwn ofyn am “Courgettes”, os gwelwch yn dda." },
    ]);
  });

  it("are one open request per member: asking twice is refused and adds nothing", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const made = await requestListing(kit.db, asker, listingId, undefined);
    expect(await refusal(requestListing(kit.db, asker, listingId, "again"))).toMatchObject({
      status: 409,
    });
    expect(await openRequests(listingId)).toEqual([{ id: made.requestId, status: "open" }]);
    expect(await messagesIn(made.message.conversationId)).toHaveLength(1);
  });

  it("the owner asking for their own listing is 403 and nothing is written", async () => {
    const owner = await kit.member();
    const listingId = await kit.listing(owner);
    expect(await refusal(requestListing(kit.db, owner, listingId, "mine"))).toEqual({
      status: 403,
      message: "This is your own listing: you cannot ask for it.",
    });
    expect(await openRequests(listingId)).toEqual([]);
  });

  it("withdrawing someone else's request is 403 and it stays open", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const third = await kit.member();
    const listingId = await kit.listing(owner);
    const made = await requestListing(kit.db, asker, listingId, undefined);
    expect((await refusal(withdrawRequest(kit.db, third, made.requestId))).status).toBe(403);
    expect((await refusal(withdrawRequest(kit.db, owner, made.requestId))).status).toBe(403);
    expect((await kit.requestRow(made.requestId))?.status).toBe("open");
  });

  it("tell the owner by email, through the outbox", async () => {
    const owner = await kit.member({ username: "Marrow Mary" });
    const asker = await kit.member({ username: "Bean Bob" });
    const listingId = await kit.listing(owner);
    const made = await requestListing(kit.db, asker, listingId, "Lovely, thank you");
    await notifyNewRequest(
      {
        db: kit.db,
        appUrl: "http://localhost:3000",
        logger: kit.services.logger,
        sendEmail: kit.services.sendEmail,
      },
      made,
    );
    const { mail } = kit.services as unknown as { mail: TestMail };
    const sent = (await mail.delivered()).filter(
      (email) => email.subject === "Bean Bob asked for Courgettes",
    );

    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(owner.email);
    expect(sent[0]?.text).toContain("Lovely, thank you");
    expect(sent[0]?.text).toContain(`http://localhost:3000/listings/${listingId}`);
  });
});

describe("reserving under first come", () => {
  it("the owner reserves at once: a handover begins, the others stay queued, the listing is Reserved", async () => {
    const owner = await kit.member();
    const [a, b] = [await kit.member(), await kit.member()];
    const listingId = await kit.listing(owner);
    const first = await requestListing(kit.db, a, listingId, undefined);
    const second = await requestListing(kit.db, b, listingId, undefined);
    const reservation = await reserveForRequester(kit.db, owner, listingId, first.requestId);
    expect(reservation).toMatchObject({ receiverId: a.id, listingId, allTaken: true });
    expect((await kit.requestRow(first.requestId))?.status).toBe("closed");
    expect((await kit.requestRow(second.requestId))?.status).toBe("open");
    expect(await fullyReservedListingIds(kit.db, [listingId])).toEqual(new Set([listingId]));

    const seenByB = await listingHandoverView(kit.db, { id: listingId, userId: owner.id }, b.id);
    expect(seenByB.reserved).toBe(true);
    expect(seenByB.viewer).toMatchObject({
      role: "member",
      request: { id: second.requestId, position: 1 },
    });
    const seenByA = await listingHandoverView(kit.db, { id: listingId, userId: owner.id }, a.id);
    expect(seenByA.viewer).toMatchObject({ handoverId: reservation.handoverId });
    await expect(
      reserveForRequester(kit.db, owner, listingId, second.requestId),
    ).rejects.toBeInstanceOf(NoPortionLeftError);
  });

  it("emails the member it was reserved for, and tells those still queued they stay queued", async () => {
    const owner = await kit.member({ username: "Pumpkin Pat" });
    const [a, b] = [await kit.member(), await kit.member()];
    const listingId = await kit.listing(owner);
    const first = await requestListing(kit.db, a, listingId, undefined);
    await requestListing(kit.db, b, listingId, undefined);
    const reservation = await reserveForRequester(kit.db, owner, listingId, first.requestId);
    const deps = {
      db: kit.db,
      appUrl: "http://localhost:3000",
      logger: kit.services.logger,
      sendEmail: kit.services.sendEmail,
    };
    await notifyReservation(deps, reservation);
    const { mail } = kit.services as unknown as { mail: TestMail };
    const sent = (await mail.delivered()).filter((email) => email.subject.startsWith("Courgettes"));
    expect(sent.map((email) => [email.to, email.subject])).toEqual([
      [a.email, "Courgettes is reserved for you"],
      [b.email, "Courgettes has been reserved for someone else"],
    ]);
    expect(sent[0]?.text).toContain(`http://localhost:3000/handovers/${reservation.handoverId}`);
    expect(sent[1]?.text).toContain("Your request stays in the queue");
  });

  it("writes each of them in its reader's language: Welsh to members who use Glut in Welsh", async () => {
    const owner = await kit.member({ username: "Cennin Cai" });
    const [a, b] = [await kit.member(), await kit.member()];
    await saveLanguage(kit.db, owner.id, "cy");
    await saveLanguage(kit.db, a.id, "cy");
    await saveLanguage(kit.db, b.id, "cy");
    const listingId = await kit.listing(owner);
    const deps = {
      db: kit.db,
      appUrl: "http://localhost:3000",
      logger: kit.services.logger,
      sendEmail: kit.services.sendEmail,
    };
    const first = await requestListing(kit.db, a, listingId, "Diolch yn fawr");
    await notifyNewRequest(deps, first);
    await requestListing(kit.db, b, listingId, undefined);
    await notifyReservation(
      deps,
      await reserveForRequester(kit.db, owner, listingId, first.requestId),
    );
    const { mail } = kit.services as unknown as { mail: TestMail };
    const to = async (email: string) =>
      (await mail.delivered()).filter((sent) => sent.to === email).map((sent) => sent.subject);
    expect(await to(owner.email)).toContainEqual(
      expect.stringMatching(/ wedi gofyn am Courgettes$/),
    );
    expect(await to(a.email)).toContain("Mae Courgettes wedi’i neilltuo i chi");
    expect(await to(b.email)).toContain("Mae Courgettes wedi’i neilltuo i rywun arall");
  });

  it("a third member or a requester reserving is 403 and nothing is reserved", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const third = await kit.member();
    const listingId = await kit.listing(owner);
    const made = await requestListing(kit.db, asker, listingId, undefined);
    for (const who of [third, asker]) {
      expect(
        (await refusal(reserveForRequester(kit.db, who, listingId, made.requestId))).status,
      ).toBe(403);
    }
    expect(await kit.handoversOf(listingId)).toEqual([]);
    expect((await kit.requestRow(made.requestId))?.status).toBe("open");
  });

  it("shares a listing of several portions until none is left", async () => {
    const owner = await kit.member();
    const members = [await kit.member(), await kit.member(), await kit.member()];
    const listingId = await kit.listing(owner, { portions: 2 });
    const requests = [];
    for (const member of members)
      requests.push(await requestListing(kit.db, member, listingId, undefined));
    const one = await reserveForRequester(kit.db, owner, listingId, requests[0]?.requestId ?? "");
    expect(one.allTaken).toBe(false);
    expect(await fullyReservedListingIds(kit.db, [listingId])).toEqual(new Set());
    const two = await reserveForRequester(kit.db, owner, listingId, requests[1]?.requestId ?? "");
    expect(two.allTaken).toBe(true);
    await expect(
      reserveForRequester(kit.db, owner, listingId, requests[2]?.requestId ?? ""),
    ).rejects.toBeInstanceOf(NoPortionLeftError);
    expect(await kit.handoversOf(listingId)).toHaveLength(2);
  });
});

describe("the fair rule", () => {
  it("gathers requests for the window: reserving or drawing before it ends is refused with the time", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listedAt = new Date();
    const listingId = await kit.listing(owner, { choiceRule: "fair", windowHours: 12 }, listedAt);
    const rule = await readHandoverRule(kit.db, listingId);
    const opens = new Date(listedAt.getTime() + 12 * HOUR_MS);
    expect(rule.choosingOpensAt?.toISOString()).toBe(opens.toISOString());
    const made = await requestListing(kit.db, asker, listingId, undefined);
    const early = new Date(listedAt.getTime() + 11 * HOUR_MS);
    const refused = await refusal(
      reserveForRequester(kit.db, owner, listingId, made.requestId, early),
    );
    expect(refused).toEqual({
      status: 409,
      message: `Requests are being gathered until ${ukDateTimeLabel(opens)} (UK time). You can choose after that, so that everyone who saw it in time has a fair chance.`,
    });
    expect((await refusal(drawForListing(kit.db, owner, listingId, early))).status).toBe(409);
    expect(await kit.handoversOf(listingId)).toEqual([]);
    const later = new Date(listedAt.getTime() + 12 * HOUR_MS);
    const reservation = await reserveForRequester(kit.db, owner, listingId, made.requestId, later);
    expect(reservation.receiverId).toBe(asker.id);
  });

  it("draws reproducibly: ranks every request, stores the seed, reserves the first drawn", async () => {
    const owner = await kit.member();
    const askers = [await kit.member(), await kit.member(), await kit.member(), await kit.member()];
    const listedAt = new Date();
    const listingId = await kit.listing(owner, { choiceRule: "fair", windowHours: 6 }, listedAt);
    const requests = [];
    for (const asker of askers)
      requests.push(await requestListing(kit.db, asker, listingId, undefined));
    await kit.giveCollected(askers[0] as { id: string }, 2, 3);
    const at = new Date(listedAt.getTime() + 7 * HOUR_MS);
    const records = await memberRecords(
      kit.db,
      askers.map((asker) => asker.id),
      at,
    );

    const draw = await drawForListing(kit.db, owner, listingId, at, "fixed-seed-1");
    const expected = drawOrder(
      requests.map((request) => ({
        requestId: request.requestId,
        receivedLast30Days: records.get(request.requesterId)?.receivedLast30Days ?? 0,
        organisation: false,
      })),
      "fixed-seed-1",
      false,
    );
    expect(draw.order).toEqual(expected);
    const [rule] = await kit.db
      .select()
      .from(handoverRules)
      .where(eq(handoverRules.listingId, listingId));
    expect(rule?.drawSeed).toBe("fixed-seed-1");
    expect(rule?.drawnAt?.toISOString()).toBe(at.toISOString());
    for (const [index, requestId] of expected.entries()) {
      expect((await kit.requestRow(requestId))?.queueRank).toBe(index + 1);
    }
    const winner = requests.find((request) => request.requestId === expected[0]);
    expect(draw.reservation?.receiverId).toBe(winner?.requesterId);
    expect((await kit.requestRow(expected[0] ?? ""))?.status).toBe("closed");
    expect((await refusal(drawForListing(kit.db, owner, listingId, at))).status).toBe(409);
  });

  it("a requester or a third member drawing is 403 and nothing is drawn", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const third = await kit.member();
    const listedAt = new Date();
    const listingId = await kit.listing(owner, { choiceRule: "fair", windowHours: 6 }, listedAt);
    const made = await requestListing(kit.db, asker, listingId, undefined);
    const at = new Date(listedAt.getTime() + 7 * HOUR_MS);
    for (const who of [asker, third]) {
      expect((await refusal(drawForListing(kit.db, who, listingId, at))).status).toBe(403);
    }
    expect((await readHandoverRule(kit.db, listingId)).drawSeed).toBeNull();
    expect((await kit.requestRow(made.requestId))?.queueRank).toBeNull();
  });

  it("draws only under the fair rule", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    await requestListing(kit.db, asker, listingId, undefined);
    expect(await refusal(drawForListing(kit.db, owner, listingId))).toEqual({
      status: 409,
      message: "Glut draws only for a listing shared under the fair rule.",
    });
  });

  it("puts verified organisations first in the draw and the owner's list when chosen", async () => {
    const owner = await kit.member();
    const person = await kit.member();
    const foodBank = await kit.member();
    await kit.verifyOrganisation(foodBank);
    const listedAt = new Date();
    const listingId = await kit.listing(
      owner,
      { choiceRule: "fair", windowHours: 6, organisationsFirst: true },
      listedAt,
    );
    await requestListing(kit.db, person, listingId, undefined);
    await requestListing(kit.db, foodBank, listingId, undefined);
    const at = new Date(listedAt.getTime() + 7 * HOUR_MS);
    const view = await listingHandoverView(
      kit.db,
      { id: listingId, userId: owner.id },
      owner.id,
      at,
    );
    expect(view.viewer.role === "owner" && view.viewer.requesters.map((r) => r.memberId)).toEqual([
      foodBank.id,
      person.id,
    ]);
    expect(view.viewer.role === "owner" && view.viewer.canDraw).toBe(true);
    // The food bank is told the same place the owner sees, and the person their place behind it.
    const placeOf = async (member: { id: string }) => {
      const seen = await listingHandoverView(
        kit.db,
        { id: listingId, userId: owner.id },
        member.id,
        at,
      );
      return seen.viewer.role === "member" ? seen.viewer.request?.position : null;
    };
    expect([await placeOf(foodBank), await placeOf(person)]).toEqual([1, 2]);
    const draw = await drawForListing(kit.db, owner, listingId, at);
    expect(draw.reservation?.receiverId).toBe(foodBank.id);
  });
});

describe("the owner's view", () => {
  it("lists requesters with their standing, linking their names to profiles", async () => {
    const owner = await kit.member();
    const asker = await kit.member({ username: "Rhubarb Rita" });
    await kit.giveCollected(asker, 3, 40);
    await kit.giveCollected(asker, 1, 2);
    const listingId = await kit.listing(owner);
    const made = await requestListing(kit.db, asker, listingId, "Please");
    const view = await listingHandoverView(kit.db, { id: listingId, userId: owner.id }, owner.id);
    expect(view.rule).toMatchObject({ kind: "first_come", name: "First come", choosingOpen: true });
    expect(view.viewer).toEqual({
      role: "owner",
      requesters: [
        {
          requestId: made.requestId,
          memberId: asker.id,
          name: "Rhubarb Rita",
          note: "Please",
          position: 1,
          received: 4,
          receivedLast30Days: 1,
          noShows: 0,
          averageRating: null,
          verifiedOrganisation: false,
        },
      ],
      reservations: [],
      canDraw: false,
    });
  });
});

describe("fair-share limits", () => {
  it("refuse a personal member's reservation once they hold the most open ones, in plain words", async () => {
    configureFairShareLimits({ openReservations: 1, itemsPerWeek: 5 });
    const owner = await kit.member();
    const asker = await kit.member({ username: "Greedy Gus" });
    const firstListing = await kit.listing(owner);
    const secondListing = await kit.listing(owner);
    const one = await requestListing(kit.db, asker, firstListing, undefined);
    const two = await requestListing(kit.db, asker, secondListing, undefined);
    await reserveForRequester(kit.db, owner, firstListing, one.requestId);
    const error = await reserveForRequester(kit.db, owner, secondListing, two.requestId).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(FairShareLimitError);
    expect((error as Error).message).toBe(
      "Greedy Gus already holds 1 reservation not yet collected, the most one member may hold at once, so that no one person can take everything on offer. They can be given more once one of theirs is collected or cancelled.",
    );
    expect(await kit.handoversOf(secondListing)).toEqual([]);
    expect((await kit.requestRow(two.requestId))?.status).toBe("open");
    // The member is told too, on the listing's page, before anyone tries.
    const seen = await listingHandoverView(
      kit.db,
      { id: secondListing, userId: owner.id },
      asker.id,
    );
    expect(seen.viewer.role === "member" && seen.viewer.limit).toContain(
      "You already hold 1 reservation",
    );
  });

  it("refuse more than the weekly number of items, counting collected ones", async () => {
    configureFairShareLimits({ openReservations: 10, itemsPerWeek: 2 });
    const asker = await kit.member();
    await kit.giveCollected(asker, 2, 3);
    expect(await fairShareBite(kit.db, asker.id)).toEqual({ kind: "items-per-week", limit: 2 });
    const older = await kit.member();
    await kit.giveCollected(older, 2, 8);
    expect(await fairShareBite(kit.db, older.id)).toBeNull();
  });

  it("do not apply to verified organisations", async () => {
    configureFairShareLimits({ openReservations: 1, itemsPerWeek: 1 });
    const owner = await kit.member();
    const foodBank = await kit.member();
    await kit.verifyOrganisation(foodBank);
    await kit.giveCollected(foodBank, 4, 1);
    const a = await kit.listing(owner);
    const b = await kit.listing(owner);
    const ra = await requestListing(kit.db, foodBank, a, undefined);
    const rb = await requestListing(kit.db, foodBank, b, undefined);
    await reserveForRequester(kit.db, owner, a, ra.requestId);
    const second = await reserveForRequester(kit.db, owner, b, rb.requestId);
    expect(second.receiverId).toBe(foodBank.id);
  });

  it("a draw passes over a member at a limit to the next, and says so", async () => {
    configureFairShareLimits({ openReservations: 5, itemsPerWeek: 1 });
    const owner = await kit.member();
    const full = await kit.member({ username: "Full Fran" });
    const other = await kit.member();
    await kit.giveCollected(full, 1, 1);
    const listedAt = new Date();
    const listingId = await kit.listing(owner, { choiceRule: "fair", windowHours: 6 }, listedAt);
    const fullRequest = await requestListing(kit.db, full, listingId, undefined);
    const otherRequest = await requestListing(kit.db, other, listingId, undefined);
    const entrants = [
      { requestId: fullRequest.requestId, receivedLast30Days: 1, organisation: false },
      { requestId: otherRequest.requestId, receivedLast30Days: 0, organisation: false },
    ];
    // A seed whose draw puts the member at the limit first.
    const seed =
      Array.from({ length: 100 }, (_, i) => `pass-${i}`).find(
        (candidate) => drawOrder(entrants, candidate, false)[0] === fullRequest.requestId,
      ) ?? "";
    const at = new Date(listedAt.getTime() + 7 * HOUR_MS);
    const draw = await drawForListing(kit.db, owner, listingId, at, seed);
    expect(draw.order).toEqual([fullRequest.requestId, otherRequest.requestId]);
    expect(draw.reservation?.receiverId).toBe(other.id);
    expect(draw.passedOver).toEqual([
      { name: "Full Fran", bite: { kind: "items-per-week", limit: 1 } },
    ]);
    expect((await kit.requestRow(fullRequest.requestId))?.status).toBe("open");
  });
});

describe("the rule as saved from the listing form", () => {
  it("keeps when choosing opens across an edit that keeps the window, and restarts it on a change", async () => {
    const owner = await kit.member();
    const listedAt = new Date("2026-06-05T09:00:00Z");
    const listingId = await kit.listing(owner, { choiceRule: "fair", windowHours: 24 }, listedAt);
    const edit = new Date("2026-06-05T10:00:00Z");
    const fair = {
      choiceRule: "fair" as const,
      windowHours: 24,
      organisationsFirst: true,
      portions: 3,
    };
    await kit.db.transaction((tx) => saveHandoverRules(tx as never, listingId, fair, edit));
    expect((await readHandoverRule(kit.db, listingId)).choosingOpensAt?.toISOString()).toBe(
      "2026-06-06T09:00:00.000Z",
    );
    await kit.db.transaction((tx) =>
      saveHandoverRules(tx as never, listingId, { ...fair, windowHours: 6 }, edit),
    );
    expect(await readHandoverRule(kit.db, listingId)).toMatchObject({
      rule: "fair",
      windowHours: 6,
      organisationsFirst: true,
      portions: 3,
    });
    expect((await readHandoverRule(kit.db, listingId)).choosingOpensAt?.toISOString()).toBe(
      "2026-06-05T16:00:00.000Z",
    );
    await kit.db.transaction((tx) =>
      saveHandoverRules(tx as never, listingId, { ...fair, choiceRule: "first_come" }, edit),
    );
    expect(await readHandoverRule(kit.db, listingId)).toMatchObject({
      rule: "first_come",
      windowHours: null,
      choosingOpensAt: null,
    });
  });

  it("cannot share among fewer people than already have a portion", async () => {
    const owner = await kit.member();
    const listingId = await kit.listing(owner, { portions: 3 });
    for (const asker of [await kit.member(), await kit.member()]) {
      const made = await requestListing(kit.db, asker, listingId, undefined);
      await reserveForRequester(kit.db, owner, listingId, made.requestId);
    }
    const rule = {
      choiceRule: "first_come" as const,
      windowHours: 24,
      organisationsFirst: false,
      portions: 1,
    };
    const save = kit.db.transaction((tx) => saveHandoverRules(tx as never, listingId, rule));
    await expect(save).rejects.toBeInstanceOf(ListingError);
    await expect(save).rejects.toThrow(
      "2 people already have a share of this, so it cannot be shared among fewer than 2.",
    );
    expect((await readHandoverRule(kit.db, listingId)).portions).toBe(3);
  });
});
