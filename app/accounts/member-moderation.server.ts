import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { ModerationTarget } from "~/server/moderation-target";
import { profiles } from "./accounts.table";
import { sessions } from "./auth.table";

// Members as a moderation target (decision 0031): a member can be reported (from a listing or a
// conversation) and an admin may suspend them. A member has nothing to hide, so there is no
// 'hide' here: suspension is the admin area's, and ends the member's sessions through this module.

export const memberModerationTarget: ModerationTarget = {
  kind: "member",
  label: "member",
  async reportable(db, id, reporterId) {
    if (id === reporterId) return false;
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
    return row !== undefined;
  },
  async load(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: profiles.id,
        username: profiles.username,
        location: profiles.location,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(inArray(profiles.id, [...ids]));
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.id,
      ownerName: row.username,
      title: row.username,
      body: `Member since ${row.createdAt.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" })}${row.location ? ` · ${row.location}` : ""}`,
      href: null,
      hidden: false,
    }));
  },
};

/** Signs the member out everywhere (a suspension): every session of theirs is deleted. */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
