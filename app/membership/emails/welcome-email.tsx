import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

export function WelcomeEmail({
  appUrl,
  userName,
  subscriptionTier,
}: {
  appUrl: string;
  userName: string;
  subscriptionTier: string;
}) {
  return (
    <EmailLayout preview="Your Glut membership is active" appUrl={appUrl}>
      <EmailParagraph>Hello {userName},</EmailParagraph>
      <EmailParagraph>
        Thank you for joining Glut. Your {subscriptionTier.toLowerCase()}ship is active: you can now
        browse every listing, share your own surplus, message other growers and join the forum.
      </EmailParagraph>
      <EmailParagraph>
        Your yearly fee keeps the community safe and genuine and pays for the site’s upkeep. You can
        manage or cancel your membership from your dashboard at any time:
        <br />
        <EmailLink href={`${appUrl}/dashboard`} />
      </EmailParagraph>
      <EmailParagraph>Happy growing.</EmailParagraph>
    </EmailLayout>
  );
}
