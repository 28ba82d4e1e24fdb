import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/**
 * A message from the /contact form, to the staff address, in the language its sender wrote in.
 * Replying answers the sender: the email's Reply-To is their address.
 */
export function ContactRequestEmail({
  appUrl,
  name,
  email,
  message,
  receivedAt,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  name: string;
  email: string;
  message: string;
  /** As a person reads it, e.g. "22 November 2026 at 14:05". */
  receivedAt: string;
} & EmailLanguage) {
  return (
    <EmailLayout
      preview={t("staff.contact.preview", { name })}
      appUrl={appUrl}
      reason={
        <>
          {t("staff.contact.reason", { name })} <EmailLink href={`${appUrl}/contact`} />
        </>
      }
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("staff.contact.wrote", { name, email, when: receivedAt })}</EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailParagraph>{t("staff.contact.reply")}</EmailParagraph>
    </EmailLayout>
  );
}
