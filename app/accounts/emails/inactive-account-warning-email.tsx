import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * The one warning before an inactive account is deleted (the privacy notice promises it).
 * Signing in is all it takes to keep the account.
 */
export function InactiveAccountWarningEmail({
  appUrl,
  username,
  inactiveYears,
  deletionDate,
}: {
  appUrl: string;
  username: string;
  inactiveYears: number;
  /** As a person reads it, e.g. "21 December 2026". */
  deletionDate: string;
}) {
  const loginUrl = `${appUrl}/login`;
  return (
    <EmailLayout
      preview={`Sign in before ${deletionDate} to keep your Glut account`}
      appUrl={appUrl}
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        You have not signed in to Glut for almost {inactiveYears} years. We do not keep accounts
        nobody uses, so unless you sign in, we will delete your account and everything in it (your
        profile, listings, photos and messages) on or soon after {deletionDate}.
      </EmailParagraph>
      <EmailParagraph>
        Want to keep it? Just sign in once before then and nothing will be deleted.
      </EmailParagraph>
      <EmailButton href={loginUrl}>Sign in to keep my account</EmailButton>
      <EmailPasteLink href={loginUrl} />
      <EmailParagraph>
        If you are happy for the account to go, you need do nothing. You can also download a copy of
        your data from your account settings after signing in.
      </EmailParagraph>
    </EmailLayout>
  );
}
