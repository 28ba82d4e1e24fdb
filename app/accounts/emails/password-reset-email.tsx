import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/** The reset-your-password email, in the member's language (decision 0098); English by default. */
export function PasswordResetEmail({
  appUrl,
  resetUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  resetUrl: string;
} & EmailLanguage) {
  return (
    <EmailLayout preview={t("passwordReset.preview")} appUrl={appUrl} lng={lng} t={t}>
      <EmailParagraph>{t("passwordReset.asked")}</EmailParagraph>
      <EmailButton href={resetUrl}>{t("passwordReset.button")}</EmailButton>
      <EmailPasteLink href={resetUrl} t={t} />
      <EmailParagraph>{t("passwordReset.once")}</EmailParagraph>
      <EmailParagraph>{t("passwordReset.notYou")}</EmailParagraph>
    </EmailLayout>
  );
}
