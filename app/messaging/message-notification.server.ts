import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { emailUnsubscribeUrl } from "~/email-preferences/email-unsubscribe.server";
import type { Translate } from "~/i18n/messages";
import { type NotifyDeps, notify } from "~/notifications/notify.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
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
  /** For the push channel (`services.jobs`). */
  jobs?: NotifyDeps["jobs"];
}

/**
 * The notification's title and line: "New message from Sam", "About Apple glut: “…”"; in the
 * words of `t` (any namespace: the keys name `messages:`).
 */
export function messageNotificationWords(
  t: Translate,
  sender: string,
  listing: string,
  message: string,
): { title: string; body: string } {
  return {
    title: t("messages:notification.title", { sender }),
    body: t("messages:notification.body", { listing, preview: preview(message) }),
  };
}

/** A message's first words for the notification list (never in a push). */
function preview(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/**
 * Tells the recipient about a new message through `notify` (the list, live, push), and queues
 * the email when their email cell for messages is on. Called after the message is committed; a
 * failure here is only logged (the specification: the notification failing is warned about, the
 * message stays sent). Demo members have no real inbox and get nothing.
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
    // Stored worded, in the recipient's saved language, as their email is (decision 0098).
    const lng = recipient.language;
    const { t } = emailLanguage(lng);
    const outcome = await notify(deps, {
      userId: sent.recipientId,
      kind: "messages",
      ...messageNotificationWords(t, row.senderName, row.listingTitle, row.message),
      href: `/messages/${sent.conversationId}`,
    });
    if (!outcome.email) return;
    const conversationUrl = `${deps.appUrl}/messages/${sent.conversationId}`;
    const unsubscribeUrl = emailUnsubscribeUrl(
      deps.appUrl,
      deps.secret,
      sent.recipientId,
      "new-message",
    );
    await deps.sendEmail({
      to: recipient.email,
      subject: t("newMessage.subject", { sender: row.senderName, listing: row.listingTitle }),
      headers: listUnsubscribeHeaders(unsubscribeUrl),
      template: NewMessageEmail({
        lng,
        t,
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
      "could not notify of a new message",
    );
  }
}
