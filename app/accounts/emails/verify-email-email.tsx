import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * The confirm-your-address email, in the member's language (decision 0098): `t` is the `email`
 * namespace in `lng` (`emailLanguage(lng)`); English by default.
 */
export function VerifyEmailEmail({
  appUrl,
  verifyUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  verifyUrl: string;
} & EmailLanguage) {
  return (
    <EmailLayout preview={t("verifyEmail.preview")} appUrl={appUrl} lng={lng} t={t}>
      <EmailParagraph>{t("verifyEmail.welcome")}</EmailParagraph>
      <EmailParagraph>{t("verifyEmail.confirm")}</EmailParagraph>
      <EmailButton href={verifyUrl}>{t("verifyEmail.button")}</EmailButton>
      <EmailPasteLink href={verifyUrl} t={t} />
      <EmailParagraph>{t("verifyEmail.expiry")}</EmailParagraph>
    </EmailLayout>
  );
}
