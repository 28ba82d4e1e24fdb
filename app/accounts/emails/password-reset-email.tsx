import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import type { Translate } from "~/i18n/messages";
import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

const english = englishFrom(enEmail);

/** The reset-your-password email, in the member's language (decision 0098); English by default. */
export function PasswordResetEmail({
  appUrl,
  resetUrl,
  lng = "en",
  t = english,
}: {
  appUrl: string;
  resetUrl: string;
  lng?: Language;
  t?: Translate;
}) {
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
