import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import type { Translate } from "~/i18n/messages";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

const english = englishFrom(enEmail);

/** The welcome to a new member, in their language (decision 0098); English by default. */
export function WelcomeEmail({
  appUrl,
  userName,
  lng = "en",
  t = english,
}: {
  appUrl: string;
  userName: string;
  lng?: Language;
  t?: Translate;
}) {
  return (
    <EmailLayout preview={t("welcome.preview")} appUrl={appUrl} lng={lng} t={t}>
      <EmailParagraph>{t("welcome.hello", { name: userName })}</EmailParagraph>
      <EmailParagraph>{t("welcome.active")}</EmailParagraph>
      <EmailParagraph>
        {t("welcome.fee")}
        <br />
        <EmailLink href={`${appUrl}/dashboard`} />
      </EmailParagraph>
      <EmailParagraph>{t("welcome.happyGrowing")}</EmailParagraph>
    </EmailLayout>
  );
}
