import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";
import type { ComplaintKind } from "../complaints.table";

// To the staff address, in the language the complaint was made in (decision 0098), so that a
// complaint made in Welsh is seen as one and answered in Welsh.

/** Tells the staff address that a complaint is waiting, without its words (they are on the page). */
export function ComplaintWaitingEmail({
  appUrl,
  reference,
  kind,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  reference: string;
  kind: ComplaintKind;
} & EmailLanguage) {
  return (
    <EmailLayout
      preview={t("staff.complaint.subject", { reference })}
      appUrl={appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>
        {t("staff.complaint.waiting", { kind: t(`complaint.kinds.${kind}`), reference })}
        <br />
        <EmailLink href={`${appUrl}/admin/complaints`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
