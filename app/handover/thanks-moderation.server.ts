import { and, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { DELETED_MEMBER, profileDisplayName } from "~/accounts/display-name";
import { isUuid } from "~/messaging/conversation-access.server";
import type { ModerationTarget } from "~/server/moderation-target";
import { handoverThanks } from "./handover.table";

// Thank-you notes as a moderation target (decisions 0031 and 0089). Any member who can read a
// note on a profile may report it, except the one who wrote it. A hidden note leaves the profile,
// and its rating leaves the average (member-record.server.ts reads only rows not hidden). A
// suspension hides everything the member wrote, ratings included; lifting it shows them again.
// Staff see the note and the two names, never the rating.

/** The kind reports of a note carry; the profile page's report links name it. */
export const THANKS_MODERATION_KIND = "handover_thanks";

export const thanksModerationTarget: ModerationTarget = {
  kind: THANKS_MODERATION_KIND,
  label: "thank-you note",
  async reportable(db, id, reporterId) {
    if (!isUuid(id)) return false;
    const [row] = await db
      .select({ id: handoverThanks.id })
      .from(handoverThanks)
      .where(
        and(
          eq(handoverThanks.id, id),
          isNotNull(handoverThanks.note),
          isNull(handoverThanks.hiddenAt),
          // A note whose writer's account is gone is still someone else's.
          or(isNull(handoverThanks.fromId), ne(handoverThanks.fromId, reporterId)),
        ),
      );
    return row !== undefined;
  },
  async load(db, ids) {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await db
      .select({
        id: handoverThanks.id,
        fromId: handoverThanks.fromId,
        toId: handoverThanks.toId,
        note: handoverThanks.note,
        hiddenAt: handoverThanks.hiddenAt,
      })
      .from(handoverThanks)
      .where(inArray(handoverThanks.id, valid));
    const names = await findPublicNames(
      db,
      rows.flatMap((row) => [row.fromId, row.toId]),
    );
    const nameOf = (id: string | null) => {
      const found = id ? names.get(id) : undefined;
      return found ? profileDisplayName(found) : DELETED_MEMBER;
    };
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.fromId,
      ownerName: nameOf(row.fromId),
      title: `A thank-you note to ${nameOf(row.toId)}`,
      titleWords: { key: "admin:reports.items.thanks", values: { name: nameOf(row.toId) } },
      body: row.note,
      href: `/members/${row.toId}`,
      hidden: row.hiddenAt !== null,
    }));
  },
  async hide(db, id) {
    if (!isUuid(id)) return false;
    const hidden = await db
      .update(handoverThanks)
      .set({ hiddenAt: new Date() })
      .where(and(eq(handoverThanks.id, id), isNull(handoverThanks.hiddenAt)))
      .returning({ id: handoverThanks.id });
    return hidden.length > 0;
  },
  async restore(db, id) {
    if (!isUuid(id)) return false;
    const shown = await db
      .update(handoverThanks)
      .set({ hiddenAt: null })
      .where(and(eq(handoverThanks.id, id), isNotNull(handoverThanks.hiddenAt)))
      .returning({ id: handoverThanks.id });
    return shown.length > 0;
  },
  async hideAllOf(db, ownerId) {
    const hidden = await db
      .update(handoverThanks)
      .set({ hiddenAt: new Date() })
      .where(and(eq(handoverThanks.fromId, ownerId), isNull(handoverThanks.hiddenAt)))
      .returning({ id: handoverThanks.id });
    return hidden.map((row) => row.id);
  },
};
