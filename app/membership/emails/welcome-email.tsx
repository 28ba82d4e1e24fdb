import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/** The welcome to a new member, in their language (decision 0098); English by default. */
export function WelcomeEmail({
  appUrl,
  userName,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  userName: string;
} & EmailLanguage) {
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
