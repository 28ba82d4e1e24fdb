import { beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "~/accounts/accounts.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import { cancelHandover } from "~/handover/handover-cancel.server";
import { markCollected } from "~/handover/handover-collected.server";
import { handoverRefusals } from "~/handover/handover-errors";
import { proposePickup } from "~/handover/handover-pickup.server";
import { pickupMessages, proposalSignature } from "~/handover/handover-schema";
import type { Member } from "~/membership/member-gate.server";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import {
  handoverRow,
  liftFairShareLimits,
  reservedHandover,
} from "../../../tests/factories/test-handovers";
import { createAdmittedMember, createTestMember } from "../../../tests/factories/test-members";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./handover";
import { loader as listLoader } from "./handovers";

// Every action of the handover page, forged: a third member, the receiver doing the giver's
// no-show, and anyone acting on a cancelled or collected handover. Each is refused (403 or 409)
// and changes nothing. And the page itself: its two people and staff read it, no one else.

const getDatabase = setupTestDatabase();
liftFairShareLimits();
let services: AppServices;
let giver: Member;
let receiver: Member;
let stranger: Member;
let moderator: CurrentUser;

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  giver = await createAdmittedMember(services as never, { username: "Giving Gill" });
  receiver = await createAdmittedMember(services as never, { username: "Taking Tom" });
  stranger = await createAdmittedMember(services as never);
  const staff = await createTestMember(services as never, { member: false });
  await services.db.insert(userRoles).values({ userId: staff.id, role: "moderator" });
  moderator = { ...staff, roles: ["moderator"] };
});

const url = (id: string) => `http://localhost:3000/handovers/${id}`;

function post(user: CurrentUser, id: string, fields: Record<string, string>) {
  const request = new Request(url(id), { method: "POST", body: new URLSearchParams(fields) });
  return settle(async () => action(routeArgs(services, user, request, { id }) as never));
}

function get(user: CurrentUser, id: string) {
  return settle(async () =>
    loader(routeArgs(services, user, new Request(url(id)), { id }) as never),
  );
}

function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

// A day well ahead of the real clock, which the action checks proposals against.
const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const proposal = {
  pickupDate: soon,
  pickupFrom: "10:00",
  pickupUntil: "11:00",
  meetingPoint: "Park gate",
};
const signature = proposalSignature({
  date: soon,
  from: "10:00",
  until: "11:00",
  meetingPoint: "Park gate",
});

const everyIntent = (): Record<string, string>[] => [
  { intent: "propose", ...proposal },
  { intent: "accept", proposal: signature },
  { intent: "cancel", reason: "plans-changed" },
  { intent: "mark-collected" },
  { intent: "confirm-collected" },
];

describe("who may read a handover", () => {
  it("its giver, its receiver and staff; a third member gets 403", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    const forGiver = (await get(giver, handoverId)) as { handover: { viewer: string } };
    expect(forGiver.handover.viewer).toBe("giver");
    const forReceiver = (await get(receiver, handoverId)) as { handover: { viewer: string } };
    expect(forReceiver.handover.viewer).toBe("receiver");
    const forStaff = (await get(moderator, handoverId)) as { handover: { viewer: string } };
    expect(forStaff.handover.viewer).toBe("staff");
    expect(statusOf(await get(stranger, handoverId))).toBe(403);
    expect(statusOf(await get(stranger, "00000000-0000-4000-8000-000000000000"))).toBe(404);
  });

  it("/handovers lists only the member's own", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    const list = async (user: CurrentUser) =>
      (
        (await listLoader(
          routeArgs(services, user, new Request("http://localhost:3000/handovers")) as never,
        )) as { handovers: { id: string; side: string }[] }
      ).handovers;
    expect((await list(giver)).find((row) => row.id === handoverId)?.side).toBe("giver");
    expect((await list(receiver)).find((row) => row.id === handoverId)?.side).toBe("receiver");
    expect((await list(stranger)).map((row) => row.id)).not.toContain(handoverId);
  });
});

describe("forged requests are refused and change nothing", () => {
  it("a third member, for every action (403)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    await proposePickup(services.db, giver, handoverId, proposal);
    await markCollected(services.db, giver, handoverId);
    const before = await handoverRow(services.db, handoverId);
    for (const fields of everyIntent()) {
      const outcome = await post(stranger, handoverId, fields);
      expect([fields.intent, statusOf(outcome)]).toEqual([fields.intent, 403]);
    }
    expect(await handoverRow(services.db, handoverId)).toEqual(before);
  });

  it("staff, who may read it, may not act on it (403)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    const before = await handoverRow(services.db, handoverId);
    for (const fields of everyIntent()) {
      expect(statusOf(await post(moderator, handoverId, fields))).toBe(403);
    }
    expect(await handoverRow(services.db, handoverId)).toEqual(before);
  });

  it("the receiver recording the giver's 'They did not come' (403)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    const before = await handoverRow(services.db, handoverId);
    const outcome = await post(receiver, handoverId, { intent: "cancel", reason: "no-show" });
    expect(statusOf(outcome)).toBe(403);
    expect(isDataResult(outcome) && outcome.data).toMatchObject({
      intent: "cancel",
      result: { error: { "": [handoverRefusals.noShowGiverOnly] } },
    });
    expect(await handoverRow(services.db, handoverId)).toEqual(before);
  });

  it("anything on a cancelled or a collected handover (409)", async () => {
    const cancelled = await reservedHandover(services.db, giver, receiver);
    await proposePickup(services.db, giver, cancelled.handoverId, proposal);
    await cancelHandover(services.db, giver, cancelled.handoverId, { reason: "cannot-give" });
    const collected = await reservedHandover(services.db, giver, receiver);
    await markCollected(services.db, giver, collected.handoverId);
    await markCollected(services.db, receiver, collected.handoverId);
    for (const { handoverId } of [cancelled, collected]) {
      const before = await handoverRow(services.db, handoverId);
      for (const user of [giver, receiver]) {
        for (const fields of everyIntent()) {
          expect([fields.intent, statusOf(await post(user, handoverId, fields))]).toEqual([
            fields.intent,
            409,
          ]);
        }
      }
      expect(await handoverRow(services.db, handoverId)).toEqual(before);
    }
  });
});

describe("the page's forms through the action", () => {
  it("a proposal with mistakes comes back with its errors and what was typed (400)", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    const outcome = await post(receiver, handoverId, {
      intent: "propose",
      pickupDate: soon,
      pickupFrom: "11:00",
      pickupUntil: "10:00",
      meetingPoint: "By the bus shelter",
    });
    expect(statusOf(outcome)).toBe(400);
    if (
      !isDataResult<{ intent: string; result: { initialValue: unknown; error: unknown } }>(outcome)
    ) {
      throw new Error("no answer");
    }
    expect(outcome.data.intent).toBe("propose");
    expect(outcome.data.result.error).toEqual({ pickupUntil: [pickupMessages.untilBeforeFrom] });
    expect(outcome.data.result.initialValue).toMatchObject({ meetingPoint: "By the bus shelter" });
    expect((await handoverRow(services.db, handoverId)).pickupDate).toBeNull();
  });

  it("propose, accept, mark and confirm each answer by going back to the page", async () => {
    const { handoverId } = await reservedHandover(services.db, giver, receiver);
    const steps: [CurrentUser, Record<string, string>][] = [
      [receiver, { intent: "propose", ...proposal }],
      [giver, { intent: "accept", proposal: signature }],
      [giver, { intent: "mark-collected" }],
      [receiver, { intent: "confirm-collected" }],
    ];
    for (const [user, fields] of steps) {
      const outcome = await post(user, handoverId, fields);
      expect(statusOf(outcome)).toBe(302);
      expect((outcome as Response).headers.get("location")).toBe(`/handovers/${handoverId}`);
    }
    expect((await handoverRow(services.db, handoverId)).status).toBe("collected");
  });
});
