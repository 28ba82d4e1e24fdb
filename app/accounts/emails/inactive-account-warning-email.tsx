import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * The one warning before an inactive account is deleted (the privacy notice promises it), in the
 * member's language (decision 0098). Signing in is all it takes to keep the account.
 */
export function InactiveAccountWarningEmail({
  appUrl,
  username,
  inactiveYears,
  deletionDate,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  inactiveYears: number;
  /** As a person reads it in `lng`, e.g. "21 December 2026". */
  deletionDate: string;
} & EmailLanguage) {
  const loginUrl = `${appUrl}/login`;
  return (
    <EmailLayout
      preview={t("inactiveWarning.preview", { date: deletionDate })}
      appUrl={appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("inactiveWarning.hello", { name: username })}</EmailParagraph>
      <EmailParagraph>
        {t("inactiveWarning.notSignedIn", { count: inactiveYears, date: deletionDate })}
      </EmailParagraph>
      <EmailParagraph>{t("inactiveWarning.keepIt")}</EmailParagraph>
      <EmailButton href={loginUrl}>{t("inactiveWarning.button")}</EmailButton>
      <EmailPasteLink href={loginUrl} t={t} />
      <EmailParagraph>{t("inactiveWarning.letItGo")}</EmailParagraph>
    </EmailLayout>
  );
}
