import { COMPLAINT_RESPONSE_WORKING_DAYS } from "~/legal/complaint-response-time";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/** Sent when an admin suspends a member, with the reason; in the member's language. */
export function AccountSuspendedEmail({
  appUrl,
  reason,
  lng = "en",
  t = englishEmail,
}: { appUrl: string; reason: string } & EmailLanguage) {
  return (
    <EmailLayout preview={t("moderation.suspended.subject")} appUrl={appUrl} lng={lng} t={t}>
      <EmailParagraph>{t("moderation.suspended.what")}</EmailParagraph>
      <EmailParagraph>{reason}</EmailParagraph>
      <EmailParagraph>
        {t("moderation.suspended.appeal", { days: COMPLAINT_RESPONSE_WORKING_DAYS })}
        <br />
        <EmailLink href={`${appUrl}/complaints?kind=appeal`} />
      </EmailParagraph>
    </EmailLayout>
  );
}

/** Sent when an admin lifts a member's suspension; in the member's language. */
export function AccountRestoredEmail({
  appUrl,
  lng = "en",
  t = englishEmail,
}: { appUrl: string } & EmailLanguage) {
  return (
    <EmailLayout preview={t("moderation.restored.subject")} appUrl={appUrl} lng={lng} t={t}>
      <EmailParagraph>{t("moderation.restored.what")}</EmailParagraph>
      <EmailParagraph>
        {t("moderation.restored.signIn")}
        <br />
        <EmailLink href={`${appUrl}/login`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
