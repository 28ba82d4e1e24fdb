import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { wantsEmail } from "~/email-preferences/email-preferences.server";
import { emailUnsubscribeUrl } from "~/email-preferences/email-unsubscribe.server";
import type { Db } from "~/server/db/database.server";
import { listUnsubscribeHeaders } from "~/server/email/list-unsubscribe";
import type { EmailRequest } from "~/server/email/send-email.server";
import { NewMessageEmail } from "./emails/new-message-email";
import type { SentMessage } from "./message-sending.server";
import { contactMessages, conversations } from "./messaging.table";

export interface NotificationDeps {
  db: Db;
  appUrl: string;
  /** BETTER_AUTH_SECRET, from which the unsubscribe link's key is derived. */
  secret: string;
  logger: Logger;
  sendEmail(request: EmailRequest): Promise<string>;
}

/**
 * Queues the email telling the recipient about a new message. Called after the message is
 * committed; a failure here is only logged (the specification: the notification failing is
 * warned about, the message stays sent). Demo members have no real inbox and get nothing, nor
 * does a member who turned these emails off.
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
    if (!(await wantsEmail(deps.db, sent.recipientId, "new-message"))) return;
    const conversationUrl = `${deps.appUrl}/messages/${sent.conversationId}`;
    const unsubscribeUrl = emailUnsubscribeUrl(
      deps.appUrl,
      deps.secret,
      sent.recipientId,
      "new-message",
    );
    await deps.sendEmail({
      to: recipient.email,
      subject: `New message from ${row.senderName} about ${row.listingTitle}`,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
      template: NewMessageEmail({
        appUrl: deps.appUrl,
        senderName: row.senderName,
        listingTitle: row.listingTitle,
        message: row.message,
        conversationUrl,
        unsubscribeUrl,
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
