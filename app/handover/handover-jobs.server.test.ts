import { beforeAll, beforeEach, describe, expect, it } from "vitest";
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
import { handoverDomain } from "./handover.domain";
import { cancelHandover } from "./handover-cancel.server";
import {
  CONFIRM_COLLECTIONS_JOB,
  PICKUP_REMINDER_JOB,
  sendDuePickupReminders,
} from "./handover-jobs.server";
import { acceptPickup, proposePickup } from "./handover-pickup.server";
import { proposalSignature } from "./handover-schema";

// The pickup-day reminder (decision 0088): both sides emailed once on the agreed day, through the
// real queue and outbox, with a moved clock.

const getDatabase = setupTestDatabase();
liftFairShareLimits();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];
let giver: Member;
let receiver: Member;

// Tuesday 1 December 2026, 09:00 UK time.
const NOW = new Date("2026-12-01T09:00:00Z");
const DAY_BEFORE = new Date("2026-12-04T07:00:00Z");
const ON_THE_DAY = new Date("2026-12-05T07:00:00Z");

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
  giver = await createAdmittedMember(services as never, { username: "Giving Gill" });
  receiver = await createAdmittedMember(services as never, { username: "Taking Tom" });
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

async function agreeOn(handoverId: string, date: string) {
  const input = {
    pickupDate: date,
    pickupFrom: "10:00",
    pickupUntil: "11:00",
    meetingPoint: "Park gate",
  };
  await proposePickup(services.db, receiver, handoverId, input, NOW);
  const shown = { date, from: "10:00", until: "11:00", meetingPoint: "Park gate" };
  await acceptPickup(services.db, giver, handoverId, proposalSignature(shown), NOW);
}

const jobServices = () => services;

describe("pickup-day reminders", () => {
  it("are scheduled every morning, beside the hourly collection check", () => {
    const jobs = handoverDomain.jobs?.(() => services) ?? [];
    expect(jobs.map((job) => [job.name, job.schedule?.cron])).toEqual([
      [PICKUP_REMINDER_JOB, "0 7 * * *"],
      [CONFIRM_COLLECTIONS_JOB, "20 * * * *"],
    ]);
  });

  it("email both sides on the agreed day, once", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver, { name: "Leeks" });
    await agreeOn(handoverId, "2026-12-05");

    expect((await sendDuePickupReminders(jobServices(), DAY_BEFORE)).sent).not.toContain(
      handoverId,
    );
    expect(await outbox()).toEqual([]);

    expect((await sendDuePickupReminders(jobServices(), ON_THE_DAY)).sent).toContain(handoverId);
    const emails = await outbox();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [giver.email, "Pickup today: Leeks"],
      [receiver.email, "Pickup today: Leeks"],
    ]);
    expect(emails[0]?.text).toContain(
      "Today is the day “Leeks” changes hands with Taking Tom: 10:00 to 11:00, meeting at: Park gate.",
    );
    expect(emails[1]?.text).toContain("changes hands with Giving Gill");
    expect((await handoverRow(services.db, handoverId)).reminderSentFor).toBe("2026-12-05");

    const again = new Date("2026-12-05T15:00:00Z");
    expect((await sendDuePickupReminders(jobServices(), again)).sent).not.toContain(handoverId);
    expect((await outbox()).length).toBe(2);
  });

  it("remind again on the new day when the pickup is moved and agreed again", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await agreeOn(handoverId, "2026-12-05");
    await sendDuePickupReminders(jobServices(), ON_THE_DAY);
    await agreeOn(handoverId, "2026-12-07");
    expect((await handoverRow(services.db, handoverId)).reminderSentFor).toBeNull();
    const sent = await sendDuePickupReminders(jobServices(), new Date("2026-12-07T07:00:00Z"));
    expect(sent.sent).toContain(handoverId);
  });

  it("skip a proposal nobody accepted and a cancelled reservation", async () => {
    const proposed = await reservedHandover(services.db, giver, receiver);
    const input = {
      pickupDate: "2026-12-05",
      pickupFrom: "10:00",
      pickupUntil: "11:00",
      meetingPoint: "Park gate",
    };
    await proposePickup(services.db, receiver, proposed.handoverId, input, NOW);
    const cancelled = await reservedHandover(services.db, giver, receiver);
    await agreeOn(cancelled.handoverId, "2026-12-05");
    await cancelHandover(
      services.db,
      receiver,
      cancelled.handoverId,
      { reason: "not-needed" },
      NOW,
    );
    const { sent } = await sendDuePickupReminders(jobServices(), ON_THE_DAY);
    expect(sent).not.toContain(proposed.handoverId);
    expect(sent).not.toContain(cancelled.handoverId);
    expect((await handoverRow(services.db, proposed.handoverId)).reminderSentFor).toBeNull();
  });

  it("take the stamp back when an email cannot be queued, so the next run sends it", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await agreeOn(handoverId, "2026-12-05");
    const failing = {
      ...services,
      sendEmail: async () => {
        throw new Error("queue down");
      },
    };
    const { failed } = await sendDuePickupReminders(failing, ON_THE_DAY);
    expect(failed.map((failure) => failure.handoverId)).toContain(handoverId);
    expect((await handoverRow(services.db, handoverId)).reminderSentFor).toBeNull();
  });
});
