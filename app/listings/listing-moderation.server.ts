import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { profileDisplayName } from "~/accounts/display-name";
import { hidingIn } from "~/server/moderation-hiding.server";
import type { ModerationTarget } from "~/server/moderation-target";
import { isListingId } from "./listing-query.server";
import { listings } from "./listings.table";

// Listings as a moderation target (decision 0031). A hidden listing leaves every public list
// (`searchConditions`) and its page answers 404 to everyone but its owner, who still sees it on
// /my-listings and its page with the moderator's reason. A suspension hides all of a member's.

const notHidden = isNull(listings.hiddenAt);

export const listingModerationTarget: ModerationTarget = {
  kind: "listing",
  label: "listing",
  async reportable(db, id, reporterId) {
    if (!isListingId(id)) return false;
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), notHidden, ne(listings.userId, reporterId)));
    return row !== undefined;
  },
  async load(db, ids) {
    const valid = ids.filter(isListingId);
    if (valid.length === 0) return [];
    const rows = await db
      .select({
        id: listings.id,
        userId: listings.userId,
        name: listings.name,
        description: listings.description,
        location: listings.location,
        hiddenAt: listings.hiddenAt,
      })
      .from(listings)
      .where(inArray(listings.id, valid));
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
        title: row.name,
        body: [row.description, row.location].filter(Boolean).join("\n\n") || null,
        href: `/listings/${row.id}`,
        hidden: row.hiddenAt !== null,
      };
    });
  },
  ...hidingIn(listings, isListingId),
};
