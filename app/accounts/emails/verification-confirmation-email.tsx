import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";
import { type OrganizationType, organizationTypeLabels } from "../registration-number";

export interface VerificationConfirmationProps {
  appUrl: string;
  organizationName: string;
  organizationType: OrganizationType;
  registrationNumber: string | null;
}

/** Sent when an organisation applies: what we received and what happens next. */
export function VerificationConfirmationEmail(props: VerificationConfirmationProps) {
  return (
    <EmailLayout
      preview={`We have received ${props.organizationName}'s verification request`}
      appUrl={props.appUrl}
    >
      <EmailParagraph>Thank you for registering {props.organizationName} with Glut.</EmailParagraph>
      <EmailParagraph>
        We have received your request for free organisation access:
        {"\n"}Organisation: {props.organizationName}
        {"\n"}Type: {organizationTypeLabels[props.organizationType]}
        {"\n"}Registration number: {props.registrationNumber ?? "not given"}
      </EmailParagraph>
      <EmailParagraph>
        An administrator checks every organisation by hand. This usually takes 1-2 business days,
        and we will email you the result. You can see the status on your dashboard at any time.
      </EmailParagraph>
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
  return (
    <EmailLayout
      preview={`${props.organizationName}'s verification could not go ahead`}
      appUrl={props.appUrl}
    >
      <EmailParagraph>Thank you for registering {props.organizationName} with Glut.</EmailParagraph>
      <EmailParagraph>
        Your request for free organisation access could not go ahead: {props.details}
        {"\n"}Organisation: {props.organizationName}
        {"\n"}Type: {organizationTypeLabels[props.organizationType]}
        {"\n"}Registration number: {props.registrationNumber ?? "not given"}
      </EmailParagraph>
      <EmailParagraph>
        Nothing has been sent to an administrator yet. Check your details and send a new application
        from your dashboard: {props.appUrl}/dashboard
      </EmailParagraph>
    </EmailLayout>
  );
}
