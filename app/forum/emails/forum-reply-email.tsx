import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";

/**
 * Sent for each new reply to the topic's author and to its followers. The reply is not quoted
 * (it may later be hidden by a moderator); the link goes straight to it.
 */
export function ForumReplyEmail({
  appUrl,
  replierName,
  topicTitle,
  replyUrl,
  unsubscribeUrl,
  ownTopic,
}: {
  appUrl: string;
  replierName: string;
  topicTitle: string;
  replyUrl: string;
  unsubscribeUrl: string;
  ownTopic: boolean;
}) {
  return (
    <EmailLayout preview={`${replierName} replied to “${topicTitle}”`} appUrl={appUrl}>
      <EmailParagraph>
        {ownTopic
          ? `${replierName} replied to your forum topic “${topicTitle}”.`
          : `${replierName} replied to “${topicTitle}”, a forum topic you follow.`}
      </EmailParagraph>
      <EmailButton href={replyUrl}>Read the reply</EmailButton>
      <EmailParagraph>Or paste this link into your browser: {replyUrl}</EmailParagraph>
      <EmailParagraph>
        You get these emails because forum reply emails are on for your account. Turn them off with
        one click: {unsubscribeUrl} (or from your dashboard).
      </EmailParagraph>
    </EmailLayout>
  );
}
