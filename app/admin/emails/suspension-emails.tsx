import { complaintResponseTime } from "~/legal/complaint-response-time";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/** Sent when an admin suspends a member, with the reason. */
export function AccountSuspendedEmail({ appUrl, reason }: { appUrl: string; reason: string }) {
  return (
    <EmailLayout preview="Your Glut account has been suspended" appUrl={appUrl}>
      <EmailParagraph>
        An admin has suspended your Glut account. You cannot sign in while it is suspended, and your
        listings and forum posts are hidden from other members. The reason given:
      </EmailParagraph>
      <EmailParagraph>{reason}</EmailParagraph>
      <EmailParagraph>
        If you think this is a mistake, you can appeal without signing in, and we will reply{" "}
        {complaintResponseTime}:
        <br />
        <EmailLink href={`${appUrl}/complaints?kind=appeal`} />
      </EmailParagraph>
    </EmailLayout>
  );
}

/** Sent when an admin lifts a member's suspension. */
export function AccountRestoredEmail({ appUrl }: { appUrl: string }) {
  return (
    <EmailLayout preview="Your Glut account has been restored" appUrl={appUrl}>
      <EmailParagraph>
        Your Glut account has been restored: you can sign in again, and the listings and forum posts
        hidden by the suspension are back.
      </EmailParagraph>
      <EmailParagraph>
        Sign in here:
        <br />
        <EmailLink href={`${appUrl}/login`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
