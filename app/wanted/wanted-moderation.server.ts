import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { profileDisplayName } from "~/accounts/display-name";
import { isListingId } from "~/listings/listing-query.server";
import { hidingIn } from "~/server/moderation-hiding.server";
import type { ModerationTarget } from "~/server/moderation-target";
import { wantedPosts } from "./wanted.table";
import { lookingFor } from "./wanted-text";

// Wanted posts as a moderation target (decisions 0031, 0090). A hidden post leaves every list at
// once; its member still sees it on /wanted/mine with the moderator's reason. A suspension hides
// all of a member's.

const notHidden = isNull(wantedPosts.hiddenAt);

export const wantedModerationTarget: ModerationTarget = {
  kind: "wanted_post",
  label: "wanted post",
  async reportable(db, id, reporterId) {
    if (!isListingId(id)) return false;
    const [row] = await db
      .select({ id: wantedPosts.id })
      .from(wantedPosts)
      .where(and(eq(wantedPosts.id, id), notHidden, ne(wantedPosts.userId, reporterId)));
    return row !== undefined;
  },
  async load(db, ids) {
    const valid = ids.filter(isListingId);
    if (valid.length === 0) return [];
    const rows = await db
      .select({
        id: wantedPosts.id,
        userId: wantedPosts.userId,
        title: wantedPosts.title,
        note: wantedPosts.note,
        location: wantedPosts.location,
        hiddenAt: wantedPosts.hiddenAt,
      })
      .from(wantedPosts)
      .where(inArray(wantedPosts.id, valid));
    const names = await findPublicNames(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => {
      const owner = names.get(row.userId);
      return {
        id: row.id,
        ownerId: row.userId,
        ownerName: owner ? profileDisplayName(owner) : "Deleted member",
        title: lookingFor(row.title),
        body: [row.note, `Near ${row.location}`].filter(Boolean).join("\n\n"),
        href: null,
        hidden: row.hiddenAt !== null,
      };
    });
  },
  ...hidingIn(wantedPosts, isListingId),
};
