import { asc, eq, inArray, or } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { contactMessages, conversations } from "./messaging.table";

/**
 * "Download my data": the member's conversations with every message in them. The other
 * person's messages are included because they were sent to this member (UK GDPR access covers
 * what was said to you in a thread you are part of), but never their email or account id.
 */
export const messagingAccountExport: AccountExportSection = {
  name: "conversations",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(conversations)
      .where(or(eq(conversations.listerId, userId), eq(conversations.memberId, userId)))
      .orderBy(asc(conversations.createdAt));
    if (rows.length === 0) return [];
    const messages = await db
      .select()
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.conversationId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
    return rows.map((row) => ({
      id: row.id,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      yourRole: row.listerId === userId ? "lister" : "enquirer",
      startedAt: row.createdAt.toISOString(),
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({
          from: message.senderId === userId ? "you" : message.senderName,
          message: message.message,
          sentAt: message.createdAt.toISOString(),
        })),
    }));
  },
};
