import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handoverThanks } from "~/handover/handover.table";
import { thanksErrors } from "~/handover/handover-thanks.server";
import { insertHandover } from "../../../tests/factories/collected-handovers";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { isDataResult } from "../../../tests/factories/route-args";
import { action, loader } from "./thanks";

// Forged requests to the thanks form (decision 0089): a third member, a handover not collected
// yet or cancelled, a second thanks from the same side. Each is refused and nothing is stored.

const kit = forumRouteKit();
const path = (id: string) => `/handovers/${id}/thanks`;

async function stored(id: string) {
  return kit.services.db
    .select({
      fromId: handoverThanks.fromId,
      note: handoverThanks.note,
      rating: handoverThanks.rating,
    })
    .from(handoverThanks)
    .where(eq(handoverThanks.handoverId, id));
}

function formErrorsOf(outcome: unknown): unknown {
  return isDataResult<{ result: { error?: Record<string, string[]> } }>(outcome)
    ? outcome.data.result.error?.[""]
    : undefined;
}

describe("the thanks form refuses forged requests and changes nothing", () => {
  it("a third member: 403 on the page and on the form", async () => {
    const id = await insertHandover(kit.services.db, kit.member.id, kit.other.id);
    const stranger = await kit.newMember();
    expect(kit.statusOf(await kit.get(loader, stranger, path(id), { id }))).toBe(403);
    const outcome = await kit.post(
      action,
      stranger,
      path(id),
      { note: "Forged", rating: "1" },
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(403);
    expect(formErrorsOf(outcome)).toEqual([thanksErrors.notYours]);
    expect(await stored(id)).toEqual([]);
  });

  it("before collection and after a cancellation: 409", async () => {
    const reserved = await insertHandover(kit.services.db, kit.member.id, kit.other.id, {
      status: "reserved",
    });
    const cancelled = await insertHandover(kit.services.db, kit.member.id, kit.other.id, {
      status: "cancelled",
    });
    const early = await kit.post(
      action,
      kit.other,
      path(reserved),
      { rating: "5" },
      { id: reserved },
    );
    expect(kit.statusOf(early)).toBe(409);
    expect(formErrorsOf(early)).toEqual([thanksErrors.notCollected]);
    const late = await kit.post(
      action,
      kit.member,
      path(cancelled),
      { rating: "5" },
      { id: cancelled },
    );
    expect(kit.statusOf(late)).toBe(409);
    expect(formErrorsOf(late)).toEqual([thanksErrors.cancelled]);
    expect([...(await stored(reserved)), ...(await stored(cancelled))]).toEqual([]);
  });

  it("twice from the same side: the first is kept, the second is a 409", async () => {
    const id = await insertHandover(kit.services.db, kit.member.id, kit.other.id);
    const first = await kit.post(
      action,
      kit.other,
      path(id),
      { note: "Thank you", rating: "5" },
      { id },
    );
    expect(kit.statusOf(first)).toBe(302);
    const second = await kit.post(
      action,
      kit.other,
      path(id),
      { note: "Again", rating: "1" },
      { id },
    );
    expect(kit.statusOf(second)).toBe(409);
    expect(formErrorsOf(second)).toEqual([thanksErrors.already]);
    expect(await stored(id)).toEqual([{ fromId: kit.other.id, note: "Thank you", rating: 5 }]);
  });

  it("bad input: 400 with what was typed, nothing stored", async () => {
    const id = await insertHandover(kit.services.db, kit.member.id, kit.other.id);
    const long = "x".repeat(301);
    const outcome = await kit.post(
      action,
      kit.member,
      path(id),
      { note: long, rating: "9" },
      { id },
    );
    expect(kit.statusOf(outcome)).toBe(400);
    const result = isDataResult<{ result: { initialValue?: Record<string, unknown> } }>(outcome)
      ? outcome.data.result.initialValue
      : undefined;
    expect(result).toEqual({ note: long, rating: "9" });
    expect(await stored(id)).toEqual([]);
  });

  it("a visitor is sent to sign in, and a member without a membership to the dashboard", async () => {
    const id = await insertHandover(kit.services.db, kit.member.id, kit.other.id);
    const visitor = await kit.get(loader, null, path(id), { id });
    expect(kit.statusOf(visitor)).toBe(302);
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/login/);
    const lapsed = await kit.post(action, kit.moderator, path(id), { rating: "5" }, { id });
    expect(kit.statusOf(lapsed)).toBe(302);
    expect((lapsed as Response).headers.get("Location")).toBe("/dashboard");
    expect(await stored(id)).toEqual([]);
  });
});
