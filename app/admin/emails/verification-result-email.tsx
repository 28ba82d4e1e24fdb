import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";

export interface VerificationResultProps {
  appUrl: string;
  organizationName: string;
  status: "approved" | "rejected";
  notes: string;
}

/** Sent when an admin approves or rejects an organisation's request for free access. */
export function VerificationResultEmail({
  appUrl,
  organizationName,
  status,
  notes,
}: VerificationResultProps) {
  const approved = status === "approved";
  return (
    <EmailLayout
      preview={`${organizationName}'s verification was ${approved ? "approved" : "not approved"}`}
      appUrl={appUrl}
    >
      <EmailParagraph>
        {approved
          ? `Good news: ${organizationName} is verified. Your organisation now has free access to Glut: you can list produce, message members and join the forum straight away.`
          : `We could not verify ${organizationName} for free organisation access.`}
      </EmailParagraph>
      <EmailParagraph>Notes from our team: {notes}</EmailParagraph>
      {approved ? (
        <EmailParagraph>
          Your referral code for the community partnership is now on your dashboard too.
        </EmailParagraph>
      ) : (
        <EmailParagraph>
          You can correct your details and apply again from your dashboard.
        </EmailParagraph>
      )}
      <EmailButton href={`${appUrl}/dashboard`}>Go to your dashboard</EmailButton>
    </EmailLayout>
  );
}
