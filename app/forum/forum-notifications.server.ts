import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { isDemoEmail } from "~/accounts/demo-email";
import { profileDisplayName } from "~/accounts/display-name";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { ForumReplyEmail } from "./emails/forum-reply-email";
import { forumFollows, forumPosts, forumPreferences, forumReplies } from "./forum.table";
import { locateReply } from "./forum-replies.server";
import { unsubscribeUrl } from "./forum-unsubscribe.server";

export interface ForumNotificationDeps {
  db: Db;
  logger: Logger;
  env: { APP_URL: string; BETTER_AUTH_SECRET: string };
  sendEmail(request: EmailRequest): Promise<string>;
}

interface Recipient {
  userId: string;
  email: string;
  isDemo: boolean;
  replyEmails: boolean | null;
  ownTopic: boolean;
}

/** The author and followers who should hear about a reply: never the replier, never demo members. */
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
  const columns = {
    userId: users.id,
    email: users.email,
    isDemo: profiles.isDemo,
    replyEmails: forumPreferences.replyEmails,
  };
  const author = reply.authorId
    ? await db
        .select(columns)
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .leftJoin(forumPreferences, eq(forumPreferences.userId, users.id))
        .where(eq(users.id, reply.authorId))
    : [];
  const followers = await db
    .select(columns)
    .from(forumFollows)
    .innerJoin(users, eq(users.id, forumFollows.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(forumPreferences, eq(forumPreferences.userId, users.id))
    .where(
      and(eq(forumFollows.postId, reply.postId), ne(forumFollows.userId, reply.authorId ?? "")),
    );
  return [
    ...author.map((row) => ({ ...row, isDemo: row.isDemo ?? false, ownTopic: true })),
    ...followers.map((row) => ({ ...row, isDemo: row.isDemo ?? false, ownTopic: false })),
  ].filter(
    (recipient) =>
      recipient.userId !== reply.replierId &&
      recipient.replyEmails !== false &&
      !recipient.isDemo &&
      !isDemoEmail(recipient.email),
  );
}

/**
 * Queues one email per recipient for a new reply, after it is committed. A failure is logged,
 * not thrown: the reply is posted either way.
 */
export async function notifyReply(deps: ForumNotificationDeps, replyId: string): Promise<void> {
  try {
    const recipients = await replyRecipients(deps.db, replyId);
    if (recipients.length === 0) return;
    const [context] = await deps.db
      .select({
        title: forumPosts.title,
        replierId: forumReplies.userId,
        username: profiles.username,
        forumUsername: profiles.forumUsername,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .leftJoin(profiles, eq(profiles.id, forumReplies.userId))
      .where(eq(forumReplies.id, replyId));
    const where = await locateReply(deps.db, replyId);
    if (!context || !where) return;
    const { APP_URL: appUrl, BETTER_AUTH_SECRET: secret } = deps.env;
    const replyUrl = `${appUrl}/forum/post/${where.postId}${where.page > 1 ? `?page=${where.page}` : ""}#reply-${replyId}`;
    const replierName = profileDisplayName(context);
    for (const recipient of recipients) {
      const unsubscribe = unsubscribeUrl(appUrl, secret, recipient.userId);
      await deps.sendEmail({
        to: recipient.email,
        subject: `${replierName} replied to “${context.title}”`,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        template: ForumReplyEmail({
          appUrl,
          replierName,
          topicTitle: context.title,
          replyUrl,
          unsubscribeUrl: unsubscribe,
          ownTopic: recipient.ownTopic,
        }),
      });
    }
  } catch (error) {
    deps.logger.warn({ err: error, replyId }, "could not queue the forum reply emails");
  }
}
