import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import type { Member } from "~/membership/member-gate.server";
import type { AppServices } from "~/server/services.server";
import { createRouteServices } from "../../tests/factories/route-args";
import {
  handoverRow,
  liftFairShareLimits,
  reservedHandover,
} from "../../tests/factories/test-handovers";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { cancelHandover } from "./handover-cancel.server";
import { sendHandoverNotices } from "./handover-emails.server";
import { HandoverError, handoverRefusals } from "./handover-errors";
import { acceptPickup, proposePickup } from "./handover-pickup.server";
import { pickupMessages, pickupSchema, proposalSignature } from "./handover-schema";

// Agreeing a pickup (decision 0088): a proposal by either side, accepted by the other or
// replaced by another, checked at a fixed clock; and the emails each step sends.

const getDatabase = setupTestDatabase();
liftFairShareLimits();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];
let giver: Member;
let receiver: Member;
let stranger: Member;

// 09:00 on Tuesday 1 December 2026 in the UK (GMT).
const NOW = new Date("2026-12-01T09:00:00Z");
const proposal = {
  pickupDate: "2026-12-05",
  pickupFrom: "10:00",
  pickupUntil: "11:30",
  meetingPoint: "Outside Headingley library",
};
const signature = proposalSignature({
  date: "2026-12-05",
  from: "10:00",
  until: "11:30",
  meetingPoint: "Outside Headingley library",
});

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
  giver = await createAdmittedMember(services as never, { username: "Giving Gill" });
  receiver = await createAdmittedMember(services as never, { username: "Taking Tom" });
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

const deps = () => ({
  db: services.db,
  appUrl: services.env.APP_URL,
  logger: services.logger,
  sendEmail: services.sendEmail,
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HandoverError)) throw new Error(`expected a refusal, got ${error}`);
  return { status: error.status, message: error.message };
}

describe("the pickup form's checks", () => {
  const errors = (input: Record<string, string>) => {
    const result = pickupSchema(NOW).safeParse({ ...proposal, ...input });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("accepts a window later today or on a coming day, and trims the meeting point", () => {
    expect(errors({})).toEqual({});
    expect(errors({ pickupDate: "2026-12-01", pickupFrom: "08:00", pickupUntil: "09:30" })).toEqual(
      {},
    );
    expect(
      pickupSchema(NOW).parse({ ...proposal, meetingPoint: "  Park gate  " }).meetingPoint,
    ).toBe("Park gate");
  });

  it("refuses a day gone, a day too far, an end before the start and a window already over", () => {
    expect(errors({ pickupDate: "2026-11-30" })).toEqual({ pickupDate: pickupMessages.datePast });
    expect(errors({ pickupDate: "2027-02-01" })).toEqual({ pickupDate: pickupMessages.dateTooFar });
    expect(errors({ pickupFrom: "12:00", pickupUntil: "11:00" })).toEqual({
      pickupUntil: pickupMessages.untilBeforeFrom,
    });
    expect(errors({ pickupDate: "2026-12-01", pickupFrom: "07:00", pickupUntil: "08:30" })).toEqual(
      { pickupUntil: pickupMessages.alreadyOver },
    );
  });

  it("says what is missing or malformed", () => {
    expect(errors({ pickupDate: "", meetingPoint: " " })).toEqual({
      pickupDate: pickupMessages.dateRequired,
      meetingPoint: pickupMessages.meetingPointRequired,
    });
    expect(errors({ pickupDate: "2026-02-30", pickupFrom: "25:00" })).toEqual({
      pickupDate: pickupMessages.dateInvalid,
      pickupFrom: pickupMessages.timeInvalid,
    });
    expect(errors({ meetingPoint: "x".repeat(201) })).toEqual({
      meetingPoint: pickupMessages.meetingPointTooLong,
    });
  });
});

describe("proposing and accepting a pickup", () => {
  it("stores a proposal, tells the other side, and their acceptance tells the proposer", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver, {
      name: "Runner beans",
    });
    const proposed = await proposePickup(services.db, receiver, handoverId, proposal, NOW);
    expect(proposed).toEqual([
      {
        kind: "pickup-proposed",
        handoverId,
        toId: giver.id,
        fromId: receiver.id,
        pickup: {
          date: "2026-12-05",
          from: "10:00",
          until: "11:30",
          meetingPoint: proposal.meetingPoint,
        },
      },
    ]);
    const stored = await handoverRow(services.db, handoverId);
    expect([
      stored.pickupDate,
      stored.pickupFrom,
      stored.pickupUntil,
      stored.meetingPoint,
      stored.pickupProposedBy,
      stored.pickupAgreedAt,
    ]).toEqual(["2026-12-05", "10:00", "11:30", proposal.meetingPoint, receiver.id, null]);

    const agreed = await acceptPickup(services.db, giver, handoverId, signature, NOW);
    expect((await handoverRow(services.db, handoverId)).pickupAgreedAt).toEqual(NOW);
    await sendHandoverNotices(deps(), [...proposed, ...agreed]);
    const emails = await outbox();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [giver.email, "Taking Tom proposed a pickup time for Runner beans"],
      [receiver.email, "Pickup agreed for Runner beans"],
    ]);
    expect(emails[0]?.text).toContain(
      "Taking Tom proposed collecting “Runner beans” on Saturday 5 December 2026, 10:00 to 11:30, meeting at: Outside Headingley library.",
    );
    expect(emails[0]?.text).toContain("Meet somewhere public near, not at, a home");
    expect(emails[0]?.text).toContain(`/handovers/${handoverId}`);
    expect(emails[1]?.text).toContain("Giving Gill accepted your pickup time");
  });

  it("words each email in its reader's language: Welsh to a giver who uses Glut in Welsh", async () => {
    const welshGiver = await createAdmittedMember(services as never, { username: "Gwen" });
    await services.db
      .update(profiles)
      .set({ language: "cy" })
      .where(eq(profiles.id, welshGiver.id));
    const { handoverId } = await reservedHandover(services.db, welshGiver, receiver, {
      name: "Ffa dringo",
    });
    const proposed = await proposePickup(services.db, receiver, handoverId, proposal, NOW);
    const agreed = await acceptPickup(services.db, welshGiver, handoverId, signature, NOW);
    await sendHandoverNotices(deps(), [...proposed, ...agreed]);
    const emails = await outbox();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [welshGiver.email, "Mae Taking Tom wedi cynnig amser casglu ar gyfer Ffa dringo"],
      [receiver.email, "Pickup agreed for Ffa dringo"],
    ]);
    expect(emails[0]?.text).toContain(
      "Mae Taking Tom wedi cynnig casglu “Ffa dringo”: Dydd Sadwrn 5 Rhagfyr 2026, 10:00 i 11:30, gan gwrdd yn: Outside Headingley library.",
    );
    expect(emails[0]?.text).toContain("Helo Gwen,");
    expect(emails[0]?.text).not.toMatch(/Meet somewhere|See the proposal|sharing an item/);
  });

  it("lets the other side replace a proposal, agreed or not, which then waits again", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await proposePickup(services.db, giver, handoverId, proposal, NOW);
    await acceptPickup(services.db, receiver, handoverId, signature, NOW);
    const other = { ...proposal, pickupDate: "2026-12-06", meetingPoint: "By the church gate" };
    await proposePickup(services.db, receiver, handoverId, other, NOW);
    const stored = await handoverRow(services.db, handoverId);
    expect([
      stored.pickupDate,
      stored.meetingPoint,
      stored.pickupProposedBy,
      stored.pickupAgreedAt,
    ]).toEqual(["2026-12-06", "By the church gate", receiver.id, null]);
  });

  it("refuses accepting one's own proposal, none, a changed one, or one whose time has passed (409)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    expect(await refusal(acceptPickup(services.db, giver, handoverId, signature, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.noProposal,
    });
    await proposePickup(services.db, giver, handoverId, proposal, NOW);
    expect(await refusal(acceptPickup(services.db, giver, handoverId, signature, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.ownProposal,
    });
    expect(
      await refusal(acceptPickup(services.db, receiver, handoverId, `${signature}x`, NOW)),
    ).toEqual({ status: 409, message: handoverRefusals.proposalChanged });
    const later = new Date("2026-12-05T12:00:00Z");
    expect(
      await refusal(acceptPickup(services.db, receiver, handoverId, signature, later)),
    ).toEqual({ status: 409, message: handoverRefusals.proposalPassed });
    expect((await handoverRow(services.db, handoverId)).pickupAgreedAt).toBeNull();
    await acceptPickup(services.db, receiver, handoverId, signature, NOW);
    expect(await refusal(acceptPickup(services.db, receiver, handoverId, signature, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.noProposal,
    });
  });

  it("refuses a third member (403) and a handover that is over (409), changing nothing", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    expect(await refusal(proposePickup(services.db, stranger, handoverId, proposal, NOW))).toEqual({
      status: 403,
      message: handoverRefusals.forbidden,
    });
    await proposePickup(services.db, giver, handoverId, proposal, NOW);
    expect(await refusal(acceptPickup(services.db, stranger, handoverId, signature, NOW))).toEqual({
      status: 403,
      message: handoverRefusals.forbidden,
    });
    await cancelHandover(services.db, receiver, handoverId, { reason: "not-needed" }, NOW);
    const before = await handoverRow(services.db, handoverId);
    expect(await refusal(acceptPickup(services.db, receiver, handoverId, signature, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.notReserved,
    });
    const other = { ...proposal, pickupDate: "2026-12-06" };
    expect(await refusal(proposePickup(services.db, receiver, handoverId, other, NOW))).toEqual({
      status: 409,
      message: handoverRefusals.notReserved,
    });
    expect(await handoverRow(services.db, handoverId)).toEqual(before);
  });

  it("answers 404 for a handover that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await refusal(proposePickup(services.db, giver, missing, proposal, NOW))).status).toBe(
      404,
    );
    expect(
      (await refusal(proposePickup(services.db, giver, "nonsense", proposal, NOW))).status,
    ).toBe(404);
  });
});
