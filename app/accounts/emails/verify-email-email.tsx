import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import type { Translate } from "~/i18n/messages";
import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

const english = englishFrom(enEmail);

/**
 * The confirm-your-address email, in the member's language (decision 0098): `t` is the `email`
 * namespace in `lng` (`i18nFor(lng).getFixedT(lng, "email")`); English by default.
 */
export function VerifyEmailEmail({
  appUrl,
  verifyUrl,
  lng = "en",
  t = english,
}: {
  appUrl: string;
  verifyUrl: string;
  lng?: Language;
  t?: Translate;
}) {
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
