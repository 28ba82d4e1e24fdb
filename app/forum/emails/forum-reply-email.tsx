import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

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
    <EmailLayout
      preview={`${replierName} replied to “${topicTitle}”`}
      appUrl={appUrl}
      reason="You get these emails because forum reply emails are on for your account."
      unsubscribe={{ href: unsubscribeUrl, label: "Stop forum reply emails" }}
    >
      <EmailParagraph>
        {ownTopic
          ? `${replierName} replied to your forum topic “${topicTitle}”.`
          : `${replierName} replied to “${topicTitle}”, a forum topic you follow.`}
      </EmailParagraph>
      <EmailButton href={replyUrl}>Read the reply</EmailButton>
      <EmailPasteLink href={replyUrl} />
    </EmailLayout>
  );
}
