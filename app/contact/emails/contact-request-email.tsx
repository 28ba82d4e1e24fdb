import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/**
 * A message from the /contact form, to the staff address. Replying answers the sender: the
 * email's Reply-To is their address.
 */
export function ContactRequestEmail({
  appUrl,
  name,
  email,
  message,
  receivedAt,
}: {
  appUrl: string;
  name: string;
  email: string;
  message: string;
  /** As a person reads it, e.g. "22 November 2026 at 14:05". */
  receivedAt: string;
}) {
  return (
    <EmailLayout
      preview={`${name} wrote through the contact form`}
      appUrl={appUrl}
      reason={
        <>
          Reply to this email to answer {name}. Sent by the contact form on Glut:{" "}
          <EmailLink href={`${appUrl}/contact`} />
        </>
      }
    >
      <EmailParagraph>
        {name} ({email}) wrote through the contact form on {receivedAt}:
      </EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailParagraph>
        Reply to this email to answer them; we aim to reply within 24-48 hours.
      </EmailParagraph>
    </EmailLayout>
  );
}
