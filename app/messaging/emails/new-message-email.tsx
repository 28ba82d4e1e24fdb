import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * Sent to the other person for every new message (PRODUCT.md: an email on each new message).
 * The message is quoted in full so it can be read on the go; replying happens on the site, where
 * neither side's email address is ever shown.
 */
export function NewMessageEmail({
  appUrl,
  senderName,
  listingTitle,
  message,
  conversationUrl,
  unsubscribeUrl,
  opened,
}: {
  appUrl: string;
  senderName: string;
  listingTitle: string;
  message: string;
  conversationUrl: string;
  /** The signed one-click link that stops new-message emails (decision 0068). */
  unsubscribeUrl: string;
  opened: boolean;
}) {
  return (
    <EmailLayout
      preview={`${senderName} sent you a message about ${listingTitle}`}
      appUrl={appUrl}
      unsubscribe={{ href: unsubscribeUrl, label: "Stop new message emails" }}
    >
      <EmailParagraph>
        {opened
          ? `${senderName} is interested in your listing “${listingTitle}” and sent you this message:`
          : `${senderName} replied in your conversation about “${listingTitle}”:`}
      </EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailButton href={conversationUrl}>Read and reply on Glut</EmailButton>
      <EmailPasteLink href={conversationUrl} />
      <EmailParagraph>
        For your safety, keep arrangements on Glut until you are happy to meet, and meet somewhere
        public.
      </EmailParagraph>
    </EmailLayout>
  );
}
