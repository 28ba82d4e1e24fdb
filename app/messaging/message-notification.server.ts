import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { NewMessageEmail } from "./emails/new-message-email";
import type { SentMessage } from "./message-sending.server";
import { contactMessages, conversations } from "./messaging.table";

export interface NotificationDeps {
  db: Db;
  appUrl: string;
  logger: Logger;
  sendEmail(request: EmailRequest): Promise<string>;
}

/**
 * Queues the email telling the recipient about a new message. Called after the message is
 * committed; a failure here is only logged (the specification: the notification failing is
 * warned about, the message stays sent). Demo members have no real inbox and get nothing.
 */
export async function notifyRecipient(deps: NotificationDeps, sent: SentMessage): Promise<void> {
  try {
    const [row] = await deps.db
      .select({
        listingTitle: conversations.listingTitle,
        senderName: contactMessages.senderName,
        message: contactMessages.message,
      })
      .from(contactMessages)
      .innerJoin(conversations, eq(conversations.id, contactMessages.conversationId))
      .where(eq(contactMessages.id, sent.messageId));
    const recipient = (await findNotificationContacts(deps.db, [sent.recipientId])).get(
      sent.recipientId,
    );
    if (!row || !recipient || recipient.isDemo) return;
    const conversationUrl = `${deps.appUrl}/messages/${sent.conversationId}`;
    await deps.sendEmail({
      to: recipient.email,
      subject: `New message from ${row.senderName} about ${row.listingTitle}`,
      template: NewMessageEmail({
        appUrl: deps.appUrl,
        senderName: row.senderName,
        listingTitle: row.listingTitle,
        message: row.message,
        conversationUrl,
        opened: sent.opened,
      }),
    });
  } catch (error) {
    deps.logger.warn(
      { err: error, conversationId: sent.conversationId },
      "could not queue the new-message email",
    );
  }
}
