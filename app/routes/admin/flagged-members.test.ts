import { describe, expect, it } from "vitest";
import { STAFF_ACCESS_DENIED } from "~/admin/admin-access.server";
import { insertHandover } from "../../../tests/factories/collected-handovers";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { isDataResult } from "../../../tests/factories/route-args";
import { loader } from "./flagged-members";

// /admin/flagged-members is for moderators and admins only (decision 0089).

const kit = forumRouteKit();

describe("the flagged members list", () => {
  it("refuses a member who is not staff (403) and sends a visitor to sign in", async () => {
    const refused = await kit.get(loader, kit.member, "/admin/flagged-members");
    expect(kit.statusOf(refused)).toBe(403);
    expect(isDataResult<{ message: string }>(refused) && refused.data.message).toBe(
      STAFF_ACCESS_DENIED,
    );
    const visitor = await kit.get(loader, null, "/admin/flagged-members");
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/login/);
  });

  it("shows a moderator the members flagged, by name and id", async () => {
    const noShow = { status: "cancelled" as const, noShow: true };
    await insertHandover(kit.services.db, kit.member.id, kit.other.id, noShow);
    await insertHandover(kit.services.db, kit.member.id, kit.other.id, noShow);
    const page = (await kit.get(loader, kit.moderator, "/admin/flagged-members")) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.flags).toEqual([
      {
        memberId: kit.other.id,
        name: kit.other.profile.username,
        lowRating: null,
        recentNoShows: 2,
      },
    ]);
  });
});
