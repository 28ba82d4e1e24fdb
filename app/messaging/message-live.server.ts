import { publishLive } from "~/live/publish-live.server";
import type { Db } from "~/server/db/database.server";
import { countUnreadMessages } from "./conversations.server";

/** How much of a message its live event carries: enough for a toast, never the whole. */
const PREVIEW_CHARS = 120;

export function messagePreview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/**
 * Tells the recipient's open tabs of a message, in the transaction that stored it: the message
 * (for the open conversation and the toast) and their new unread count (for the badge).
 */
export async function publishMessageLive(
  tx: Db,
  message: {
    recipientId: string;
    conversationId: string;
    messageId: string;
    senderName: string;
    text: string;
  },
): Promise<void> {
  await publishLive(tx, message.recipientId, {
    type: "message",
    conversationId: message.conversationId,
    messageId: message.messageId,
    senderName: message.senderName,
    preview: messagePreview(message.text),
  });
  await publishUnreadLive(tx, message.recipientId);
}

/** The member's unread count, to their open tabs (after a message, or after reading one). */
export async function publishUnreadLive(tx: Db, userId: string): Promise<void> {
  const unreadMessages = await countUnreadMessages(tx, userId);
  await publishLive(tx, userId, { type: "unread", unreadMessages });
}
