import type { Translate } from "~/i18n/messages";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";
import type { OrganizationType } from "../registration-number";
import { verificationNoteIn } from "../verification-notes";

export interface VerificationConfirmationProps extends EmailLanguage {
  appUrl: string;
  organizationName: string;
  organizationType: OrganizationType;
  registrationNumber: string | null;
}

/** What was sent, line by line, as the request's receipt. */
function requestLines(t: Translate, props: VerificationConfirmationProps) {
  return (
    <>
      {"\n"}
      {t("verificationReceived.organisation", { organisation: props.organizationName })}
      {"\n"}
      {t("verificationReceived.type", {
        type: t(`verificationReceived.types.${props.organizationType}`),
      })}
      {"\n"}
      {t("verificationReceived.number", {
        number: props.registrationNumber ?? t("verificationReceived.notGiven"),
      })}
    </>
  );
}

/** Sent when an organisation applies: what we received and what happens next. */
export function VerificationConfirmationEmail(props: VerificationConfirmationProps) {
  const { lng = "en", t = englishEmail } = props;
  const organisation = props.organizationName;
  return (
    <EmailLayout
      preview={t("verificationReceived.subject", { organisation })}
      appUrl={props.appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("verificationReceived.thanks", { organisation })}</EmailParagraph>
      <EmailParagraph>
        {t("verificationReceived.received")}
        {requestLines(t, props)}
      </EmailParagraph>
      <EmailParagraph>{t("verificationReceived.byHand")}</EmailParagraph>
    </EmailLayout>
  );
}

export interface VerificationNotAcceptedProps extends VerificationConfirmationProps {
  /** The format check's outcome, as the dashboard shows it ("Invalid charity number format"). */
  details: string;
}

/**
 * Sent instead when the registration number's format check has already failed the request: it
 * is not waiting for review, and says what the dashboard says (its "Verification could not go
 * ahead" banner) and how to send a new application.
 */
export function VerificationNotAcceptedEmail(props: VerificationNotAcceptedProps) {
  const { lng = "en", t = englishEmail } = props;
  const organisation = props.organizationName;
  return (
    <EmailLayout
      preview={t("verificationReceived.notAcceptedSubject", { organisation })}
      appUrl={props.appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("verificationReceived.thanks", { organisation })}</EmailParagraph>
      <EmailParagraph>
        {t("verificationReceived.notAccepted", { details: verificationNoteIn(t, props.details) })}
        {requestLines(t, props)}
      </EmailParagraph>
      <EmailParagraph>
        {t("verificationReceived.nothingSent", { url: `${props.appUrl}/dashboard` })}
      </EmailParagraph>
    </EmailLayout>
  );
}
