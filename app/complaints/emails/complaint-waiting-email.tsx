import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

// To the staff address, so in English (decision 0098): staff work in English; what members and
// complainants read is in their language (complaint-emails.tsx).

/** Tells the staff address that a complaint is waiting, without its words (they are on the page). */
export function ComplaintWaitingEmail({
  appUrl,
  reference,
  kindLabel,
}: {
  appUrl: string;
  reference: string;
  kindLabel: string;
}) {
  return (
    <EmailLayout preview={`New complaint ${reference}`} appUrl={appUrl}>
      <EmailParagraph>
        A new complaint ({kindLabel}), reference {reference}, is waiting for an answer:
        <br />
        <EmailLink href={`${appUrl}/admin/complaints`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
