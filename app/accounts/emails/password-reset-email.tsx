import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

export function PasswordResetEmail({ appUrl, resetUrl }: { appUrl: string; resetUrl: string }) {
  return (
    <EmailLayout preview="Choose a new password for your Glut account" appUrl={appUrl}>
      <EmailParagraph>Someone asked to reset the password for your Glut account.</EmailParagraph>
      <EmailButton href={resetUrl}>Choose a new password</EmailButton>
      <EmailPasteLink href={resetUrl} />
      <EmailParagraph>
        It works once, for one hour. Choosing a new password signs you out everywhere else.
      </EmailParagraph>
      <EmailParagraph>
        If it was not you, ignore this email: your password stays as it is.
      </EmailParagraph>
    </EmailLayout>
  );
}
