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
