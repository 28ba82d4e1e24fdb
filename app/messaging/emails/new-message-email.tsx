import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * Sent to the other person for every new message (PRODUCT.md: an email on each new message), in
 * their language (decision 0098). The message is quoted in full so it can be read on the go;
 * replying happens on the site, where neither side's email address is ever shown.
 */
export function NewMessageEmail({
  appUrl,
  senderName,
  listingTitle,
  message,
  conversationUrl,
  unsubscribeUrl,
  opened,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  senderName: string;
  listingTitle: string;
  message: string;
  conversationUrl: string;
  /** The signed one-click link that stops new-message emails (decision 0068). */
  unsubscribeUrl: string;
  opened: boolean;
} & EmailLanguage) {
  const about = { sender: senderName, listing: listingTitle };
  return (
    <EmailLayout
      preview={t("newMessage.preview", about)}
      appUrl={appUrl}
      unsubscribe={{ href: unsubscribeUrl, label: t("newMessage.unsubscribe") }}
      lng={lng}
      t={t}
    >
      <EmailParagraph>
        {opened ? t("newMessage.opened", about) : t("newMessage.replied", about)}
      </EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailButton href={conversationUrl}>{t("newMessage.button")}</EmailButton>
      <EmailPasteLink href={conversationUrl} t={t} />
      <EmailParagraph>{t("newMessage.safety")}</EmailParagraph>
    </EmailLayout>
  );
}
