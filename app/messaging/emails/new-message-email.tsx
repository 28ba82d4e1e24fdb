import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";

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
  opened,
}: {
  appUrl: string;
  senderName: string;
  listingTitle: string;
  message: string;
  conversationUrl: string;
  opened: boolean;
}) {
  return (
    <EmailLayout preview={`${senderName} sent you a message about ${listingTitle}`} appUrl={appUrl}>
      <EmailParagraph>
        {opened
          ? `${senderName} is interested in your listing “${listingTitle}” and sent you this message:`
          : `${senderName} replied in your conversation about “${listingTitle}”:`}
      </EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailButton href={conversationUrl}>Read and reply on Glut</EmailButton>
      <EmailParagraph>
        Or paste this link into your browser: {conversationUrl}. For your safety, keep arrangements
        on Glut until you are happy to meet, and meet somewhere public.
      </EmailParagraph>
    </EmailLayout>
  );
}
