import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

export function VerifyEmailEmail({ appUrl, verifyUrl }: { appUrl: string; verifyUrl: string }) {
  return (
    <EmailLayout preview="Confirm your email address to start sharing on Glut" appUrl={appUrl}>
      <EmailParagraph>Welcome to Glut.</EmailParagraph>
      <EmailParagraph>
        Please confirm this is your email address. Until you do, you can sign in and pay for your
        membership, but you cannot list produce or message other growers.
      </EmailParagraph>
      <EmailButton href={verifyUrl}>Confirm my email address</EmailButton>
      <EmailPasteLink href={verifyUrl} />
      <EmailParagraph>
        It works for 3 days. If you did not sign up for Glut, you can ignore this email.
      </EmailParagraph>
    </EmailLayout>
  );
}
