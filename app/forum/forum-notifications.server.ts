import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import type { Language } from "~/i18n/languages";
import { type NotifyDeps, notifyWithEmail } from "~/notifications/notify.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { listUnsubscribeHeaders } from "~/server/email/list-unsubscribe";
import type { EmailRequest } from "~/server/email/send-email.server";
import { ForumReplyEmail } from "./emails/forum-reply-email";
import { forumFollows, forumPosts, forumReplies } from "./forum.table";
import { authorNamesOf } from "./forum-people.server";
import { locateReply } from "./forum-replies.server";
import { unsubscribeUrl } from "./forum-unsubscribe.server";

export interface ForumNotificationDeps {
  db: Db;
  logger: Logger;
  env: { APP_URL: string; BETTER_AUTH_SECRET: string };
  sendEmail(request: EmailRequest): Promise<string>;
  /** For the push channel (`services.jobs`). */
  jobs?: NotifyDeps["jobs"];
}

interface Recipient {
  userId: string;
  email: string;
  isDemo: boolean;
  ownTopic: boolean;
  language: Language;
}

/**
 * The author and followers who should hear about a reply: never the replier, never demo members.
 * Who they are comes from the forum's own tables; their addresses from the account directory, in
 * one query (a deleted account is simply absent). How each hears of it is `notify`'s to decide.
 */
export async function replyRecipients(db: Db, replyId: string): Promise<Recipient[]> {
  const [reply] = await db
    .select({
      postId: forumReplies.postId,
      replierId: forumReplies.userId,
      authorId: forumPosts.userId,
    })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(eq(forumReplies.id, replyId));
  if (!reply) return [];
  const followers = await db
    .select({ userId: forumFollows.userId })
    .from(forumFollows)
    .where(
      and(eq(forumFollows.postId, reply.postId), ne(forumFollows.userId, reply.authorId ?? "")),
    );
  const wanted = [
    ...(reply.authorId ? [{ userId: reply.authorId, ownTopic: true }] : []),
    ...followers.map((row) => ({ userId: row.userId, ownTopic: false })),
  ].filter((candidate) => candidate.userId !== reply.replierId);
  if (wanted.length === 0) return [];
  const ids = wanted.map((candidate) => candidate.userId);
  const contacts = await findNotificationContacts(db, ids);
  return wanted.flatMap((candidate): Recipient[] => {
    const contact = contacts.get(candidate.userId);
    if (!contact) return [];
    const recipient = {
      ...candidate,
      email: contact.email,
      isDemo: contact.isDemo,
      language: contact.language,
    };
    return recipient.isDemo || isDemoEmail(recipient.email) ? [] : [recipient];
  });
}

/**
 * Tells each recipient of a new reply through `notify`, and queues their email when their forum
 * email cell is on, after the reply is committed. A failure is logged, not thrown: the reply is
 * posted either way.
 */
export async function notifyReply(deps: ForumNotificationDeps, replyId: string): Promise<void> {
  try {
    const recipients = await replyRecipients(deps.db, replyId);
    if (recipients.length === 0) return;
    const [context] = await deps.db
      .select({ title: forumPosts.title, replierId: forumReplies.userId })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(eq(forumReplies.id, replyId));
    const where = await locateReply(deps.db, replyId);
    if (!context || !where) return;
    const { APP_URL: appUrl, BETTER_AUTH_SECRET: secret } = deps.env;
    const replyUrl = `${appUrl}/forum/post/${where.postId}${where.page > 1 ? `?page=${where.page}` : ""}#reply-${replyId}`;
    const replierName = (await authorNamesOf(deps.db, [context.replierId]))(context.replierId);
    const path = replyUrl.slice(appUrl.length);
    for (const recipient of recipients) {
      const unsubscribe = unsubscribeUrl(appUrl, secret, recipient.userId);
      const lng = recipient.language;
      const { t } = emailLanguage(lng);
      const about = { replier: replierName, topic: context.title };
      const notice = {
        userId: recipient.userId,
        kind: "forum-replies",
        title: t("notices.forumReplyTitle", about),
        body: t(recipient.ownTopic ? "notices.forumReplyOwn" : "notices.forumReplyFollowed"),
        href: path,
      } as const;
      await notifyWithEmail(deps, notice, () => ({
        to: recipient.email,
        subject: t("forumReply.subject", about),
        headers: listUnsubscribeHeaders(unsubscribe),
        template: ForumReplyEmail({
          lng,
          t,
          appUrl,
          replierName,
          topicTitle: context.title,
          replyUrl,
          unsubscribeUrl: unsubscribe,
          ownTopic: recipient.ownTopic,
        }),
      }));
    }
  } catch (error) {
    deps.logger.warn({ err: error, replyId }, "could not queue the forum reply emails");
  }
}
