import { COMPLAINT_RESPONSE_WORKING_DAYS } from "~/legal/complaint-response-time";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/**
 * Sent to the owner when a moderator hides their listing, post or message, with the reason; in
 * the owner's language. `what` is the item's kind as the reader calls it
 * (`moderation.kinds.<kind>`).
 */
export function ContentHiddenEmail({
  appUrl,
  what,
  title,
  reason,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  what: string;
  title: string;
  reason: string;
} & EmailLanguage) {
  return (
    <EmailLayout preview={t("moderation.hidden.preview", { what })} appUrl={appUrl} lng={lng} t={t}>
      <EmailParagraph>{t("moderation.hidden.what", { what, title })}</EmailParagraph>
      <EmailParagraph>{reason}</EmailParagraph>
      <EmailParagraph>
        {t("moderation.hidden.appeal", { days: COMPLAINT_RESPONSE_WORKING_DAYS })}
        <br />
        <EmailLink href={`${appUrl}/complaints?kind=appeal`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
