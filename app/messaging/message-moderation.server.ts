import { and, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { ModerationTarget } from "~/server/moderation-target";
import { isUuid } from "./conversation-access.server";
import { contactMessages, conversations } from "./messaging.table";

// Messages as a moderation target (decision 0031). A member may report a message only in a
// conversation they are part of, and only one the other person sent. A hidden message is
// replaced for the other person by HIDDEN_MESSAGE; its sender still reads it, with the reason.
// Staff see the reported message itself in the queue, never the rest of the conversation.

export const messageModerationTarget: ModerationTarget = {
  kind: "message",
  label: "message",
  async reportable(db, id, reporterId) {
    if (!isUuid(id)) return false;
    const [row] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .innerJoin(conversations, eq(conversations.id, contactMessages.conversationId))
      .where(
        and(
          eq(contactMessages.id, id),
          isNull(contactMessages.hiddenAt),
          ne(contactMessages.senderId, reporterId),
          or(eq(conversations.listerId, reporterId), eq(conversations.memberId, reporterId)),
        ),
      );
    return row !== undefined;
  },
  async load(db, ids) {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await db
      .select({
        id: contactMessages.id,
        senderId: contactMessages.senderId,
        senderName: contactMessages.senderName,
        message: contactMessages.message,
        hiddenAt: contactMessages.hiddenAt,
        listingTitle: conversations.listingTitle,
      })
      .from(contactMessages)
      .innerJoin(conversations, eq(conversations.id, contactMessages.conversationId))
      .where(inArray(contactMessages.id, valid));
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.senderId,
      ownerName: row.senderName,
      title: `A message about “${row.listingTitle}”`,
      titleWords: { key: "admin:reports.items.message", values: { listing: row.listingTitle } },
      body: row.message,
      href: null,
      hidden: row.hiddenAt !== null,
    }));
  },
  async hide(db, id, { actorId, reason }) {
    if (!isUuid(id)) return false;
    const hidden = await db
      .update(contactMessages)
      .set({ hiddenAt: new Date(), hiddenBy: actorId, hiddenReason: reason })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.hiddenAt)))
      .returning({ id: contactMessages.id });
    return hidden.length > 0;
  },
  async restore(db, id) {
    if (!isUuid(id)) return false;
    const shown = await db
      .update(contactMessages)
      .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
      .where(and(eq(contactMessages.id, id), isNotNull(contactMessages.hiddenAt)))
      .returning({ id: contactMessages.id });
    return shown.length > 0;
  },
};
