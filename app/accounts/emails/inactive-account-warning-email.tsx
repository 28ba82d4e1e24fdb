import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import type { Translate } from "~/i18n/messages";
import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

const english = englishFrom(enEmail);

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
  t = english,
}: {
  appUrl: string;
  username: string;
  inactiveYears: number;
  /** As a person reads it in `lng`, e.g. "21 December 2026". */
  deletionDate: string;
  lng?: Language;
  t?: Translate;
}) {
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
