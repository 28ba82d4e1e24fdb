import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * Sent for each new reply to the topic's author and to its followers, in their language
 * (decision 0098). The reply is not quoted (it may later be hidden by a moderator); the link goes
 * straight to it.
 */
export function ForumReplyEmail({
  appUrl,
  replierName,
  topicTitle,
  replyUrl,
  unsubscribeUrl,
  ownTopic,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  replierName: string;
  topicTitle: string;
  replyUrl: string;
  unsubscribeUrl: string;
  ownTopic: boolean;
} & EmailLanguage) {
  const about = { replier: replierName, topic: topicTitle };
  return (
    <EmailLayout
      preview={t("forumReply.subject", about)}
      appUrl={appUrl}
      reason={t("forumReply.reason")}
      unsubscribe={{ href: unsubscribeUrl, label: t("forumReply.unsubscribe") }}
      lng={lng}
      t={t}
    >
      <EmailParagraph>
        {ownTopic ? t("forumReply.ownTopic", about) : t("forumReply.followedTopic", about)}
      </EmailParagraph>
      <EmailButton href={replyUrl}>{t("forumReply.button")}</EmailButton>
      <EmailPasteLink href={replyUrl} t={t} />
    </EmailLayout>
  );
}
