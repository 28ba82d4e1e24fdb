import { describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { HandoverActionData } from "~/handover/handover-forms";
import { requestListing } from "~/handover/handover-requests.server";
import { readHandoverRule } from "~/handover/handover-rules.server";
import { listingHandoverView } from "~/handover/listing-handover.server";
import {
  type DataResult,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { handoverKit } from "../../../tests/factories/test-handover";
import { admitTestMember, createTestMember } from "../../../tests/factories/test-members";
import { action } from "./detail";

// The listing page's handover actions as the server runs them: every forged request (a third
// member, the owner asking for their own listing, a requester reserving or drawing, withdrawing
// someone else's request) is 403 and changes nothing (decision 0087).

const kit = handoverKit();

function post(user: CurrentUser | null, listingId: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost:3000/listings/${listingId}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return settle(async () =>
    action(routeArgs(kit.services, user, request, { id: listingId }) as never),
  );
}

function answer(outcome: unknown): { status: number; data: HandoverActionData | null } {
  if (outcome instanceof Response) return { status: outcome.status, data: null };
  if (isDataResult(outcome)) {
    const result = outcome as DataResult<HandoverActionData>;
    return { status: result.init?.status ?? 200, data: result.data };
  }
  throw new Error(`unexpected answer ${String(outcome)}`);
}

async function scene(rule: { choiceRule?: "fair"; windowHours?: number } = {}) {
  const owner = await kit.member();
  const asker = await kit.member();
  const third = await kit.member();
  const listingId = await kit.listing(owner, rule, new Date(Date.now() - 7 * 60 * 60 * 1000));
  const made = await requestListing(kit.db, asker, listingId, undefined);
  return { owner, asker, third, listingId, requestId: made.requestId };
}

describe("the listing page's handover actions", () => {
  it("a member's request is saved and goes back to the listing", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const outcome = answer(await post(asker, listingId, { intent: "request", note: "Hello" }));
    expect(outcome.status).toBe(302);
    const view = await listingHandoverView(kit.db, { id: listingId, userId: owner.id }, owner.id);
    expect(view.viewer.role === "owner" && view.viewer.requesters.map((r) => r.note)).toEqual([
      "Hello",
    ]);
  });

  it("a note over 500 characters is refused, keeping what was typed", async () => {
    const owner = await kit.member();
    const asker = await kit.member();
    const listingId = await kit.listing(owner);
    const note = "x".repeat(501);
    const outcome = answer(await post(asker, listingId, { intent: "request", note }));
    expect(outcome).toEqual({
      status: 400,
      data: {
        intent: null,
        error: "Your note must be at most 500 characters.",
        note,
        noteError: "Your note must be at most 500 characters.",
      },
    });
  });

  it("the owner asking for their own listing is 403", async () => {
    const { owner, listingId, requestId } = await scene();
    const outcome = answer(await post(owner, listingId, { intent: "request" }));
    expect(outcome.status).toBe(403);
    expect((await kit.requestRow(requestId))?.status).toBe("open");
    expect(await kit.handoversOf(listingId)).toEqual([]);
  });

  it("a third member or the requester reserving is 403 and nothing is reserved", async () => {
    const { asker, third, listingId, requestId } = await scene();
    for (const who of [third, asker]) {
      const outcome = answer(await post(who, listingId, { intent: "reserve", requestId }));
      expect(outcome.status).toBe(403);
      expect(outcome.data?.error).toBe("Only the person who listed it can choose who gets it.");
    }
    expect(await kit.handoversOf(listingId)).toEqual([]);
    expect((await kit.requestRow(requestId))?.status).toBe("open");
  });

  it("a third member or the requester drawing is 403 and nothing is drawn", async () => {
    const { asker, third, listingId, requestId } = await scene({
      choiceRule: "fair",
      windowHours: 6,
    });
    for (const who of [third, asker]) {
      expect(answer(await post(who, listingId, { intent: "draw" })).status).toBe(403);
    }
    expect((await readHandoverRule(kit.db, listingId)).drawSeed).toBeNull();
    expect((await kit.requestRow(requestId))?.queueRank).toBeNull();
    expect(await kit.handoversOf(listingId)).toEqual([]);
  });

  it("withdrawing someone else's request is 403 and it stays open", async () => {
    const { owner, third, listingId, requestId } = await scene();
    for (const who of [third, owner]) {
      expect(answer(await post(who, listingId, { intent: "withdraw", requestId })).status).toBe(
        403,
      );
    }
    expect((await kit.requestRow(requestId))?.status).toBe("open");
  });

  it("the owner reserves and the requester withdraws their own: both go back to the listing", async () => {
    const { owner, asker, listingId, requestId } = await scene();
    const other = await kit.member();
    const second = await requestListing(kit.db, other, listingId, undefined);
    expect(answer(await post(owner, listingId, { intent: "reserve", requestId })).status).toBe(302);
    expect((await kit.handoversOf(listingId)).map((row) => row.receiverId)).toEqual([asker.id]);
    const withdraw = { intent: "withdraw", requestId: second.requestId };
    expect(answer(await post(other, listingId, withdraw)).status).toBe(302);
    expect((await kit.requestRow(second.requestId))?.status).toBe("withdrawn");
  });

  it("someone signed out is sent to sign in, and nothing is written", async () => {
    const { listingId, requestId } = await scene();
    const outcome = answer(await post(null, listingId, { intent: "reserve", requestId }));
    expect(outcome.status).toBe(302);
    expect(await kit.handoversOf(listingId)).toEqual([]);
  });

  it("a member without a membership cannot ask", async () => {
    const owner = await kit.member();
    const listingId = await kit.listing(owner);
    const lapsed = await createTestMember(kit.services as never, { member: false });
    await expect(admitTestMember(kit.services as never, lapsed)).rejects.toThrow();
    const outcome = answer(await post(lapsed, listingId, { intent: "request" }));
    expect(outcome.status).toBe(403);
  });
});
