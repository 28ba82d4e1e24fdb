import { verificationNoteIn } from "~/accounts/verification-notes";
import type { Translate } from "~/i18n/messages";
import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";

export interface VerificationResultProps extends EmailLanguage {
  appUrl: string;
  organizationName: string;
  status: "approved" | "rejected";
  notes: string;
}

/** The result email's subject, which is also the in-site notification's title. */
export function verificationResultSubject(
  t: Translate,
  status: VerificationResultProps["status"],
  organisation: string,
): string {
  return t(`verificationResult.${status}Subject`, { organisation });
}

/**
 * Sent when an admin approves or rejects an organisation's request for free access; in the
 * applicant's language.
 */
export function VerificationResultEmail({
  appUrl,
  organizationName,
  status,
  notes,
  lng = "en",
  t = englishEmail,
}: VerificationResultProps) {
  const organisation = organizationName;
  return (
    <EmailLayout
      preview={t(`verificationResult.${status}Preview`, { organisation })}
      appUrl={appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t(`verificationResult.${status}`, { organisation })}</EmailParagraph>
      <EmailParagraph>
        {t("verificationResult.notes", { notes: verificationNoteIn(t, notes) })}
      </EmailParagraph>
      <EmailParagraph>{t(`verificationResult.${status}Next`)}</EmailParagraph>
      <EmailButton href={`${appUrl}/dashboard`}>{t("verificationResult.button")}</EmailButton>
    </EmailLayout>
  );
}
