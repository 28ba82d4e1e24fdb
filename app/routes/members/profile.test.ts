import { describe, expect, it } from "vitest";
import { memberSuspensions } from "~/admin/admin.table";
import { insertThanks } from "../../../tests/factories/collected-handovers";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { isDataResult } from "../../../tests/factories/route-args";
import { loader } from "./profile";

// Who may open /members/{id} (decision 0089): members, not visitors or lapsed accounts; never a
// suspended member's or an unknown account's profile.

const kit = forumRouteKit();
const path = (id: string) => `/members/${id}`;

describe("a member's profile page", () => {
  it("is for members: a visitor signs in, an account without a membership goes to the dashboard", async () => {
    const visitor = await kit.get(loader, null, path(kit.member.id), { id: kit.member.id });
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/login/);
    const lapsed = await kit.get(loader, kit.moderator, path(kit.member.id), { id: kit.member.id });
    expect((lapsed as Response).headers.get("Location")).toBe("/dashboard");
  });

  it("shows a member the other's name, record and notes, without their email address", async () => {
    await insertThanks(kit.services.db, kit.other.id, kit.member.id, 5, {
      note: "Kind and on time",
    });
    const page = (await kit.get(loader, kit.other, path(kit.member.id), {
      id: kit.member.id,
    })) as Awaited<ReturnType<typeof loader>>;
    expect(page.isSelf).toBe(false);
    expect(page.profile.name).toBe(kit.member.profile.username);
    expect(page.profile.notes.map((note) => [note.note, note.fromId])).toEqual([
      ["Kind and on time", kit.other.id],
    ]);
    expect(JSON.stringify(page)).not.toContain(kit.member.email);
  });

  it("is a 404 for an unknown account and for a suspended member", async () => {
    const unknown = await kit.get(loader, kit.member, path("nobody"), { id: "nobody" });
    expect(kit.statusOf(unknown)).toBe(404);
    const suspended = await kit.newMember();
    await kit.services.db
      .insert(memberSuspensions)
      .values({ userId: suspended.id, reason: "Spam" });
    const outcome = await kit.get(loader, kit.member, path(suspended.id), { id: suspended.id });
    expect(isDataResult(outcome) && outcome.init?.status).toBe(404);
  });
});
