import { COMPLAINT_RESPONSE_WORKING_DAYS } from "~/legal/complaint-response-time";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";
import type { ComplaintKind } from "../complaints.table";

/** Sent at once to whoever complained: the reference to quote and when we will answer. */
export function ComplaintReceivedEmail({
  appUrl,
  name,
  reference,
  kind,
  message,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  name: string;
  reference: string;
  kind: ComplaintKind;
  message: string;
} & EmailLanguage) {
  return (
    <EmailLayout
      preview={t("complaint.received.subject", { reference })}
      appUrl={appUrl}
      reason={t("complaint.received.reason", { url: `${appUrl}/complaints` })}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("complaint.received.hello", { name })}</EmailParagraph>
      <EmailParagraph>
        {t("complaint.received.what", {
          kind: t(`complaint.kinds.${kind}`),
          reference,
          days: COMPLAINT_RESPONSE_WORKING_DAYS,
        })}
      </EmailParagraph>
      <EmailParagraph>{t("complaint.received.youWrote")}</EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailParagraph>{t("complaint.received.danger")}</EmailParagraph>
    </EmailLayout>
  );
}

/** Staff's answer to a complaint, in the language it was sent in; it is resolved when sent. */
export function ComplaintAnsweredEmail({
  appUrl,
  name,
  reference,
  response,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  name: string;
  reference: string;
  response: string;
} & EmailLanguage) {
  return (
    <EmailLayout
      preview={t("complaint.answered.subject", { reference })}
      appUrl={appUrl}
      reason={t("complaint.answered.reason", { reference, url: `${appUrl}/complaints` })}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("complaint.answered.hello", { name })}</EmailParagraph>
      <EmailParagraph>{t("complaint.answered.what", { reference })}</EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line" }}>{response}</span>
      </EmailParagraph>
      <EmailParagraph>
        {t("complaint.answered.notSatisfied")}
        <br />
        <EmailLink href={`${appUrl}/complaints`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
