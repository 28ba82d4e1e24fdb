import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/** Sent at once to whoever complained: the reference to quote and when we will answer. */
export function ComplaintReceivedEmail({
  appUrl,
  name,
  reference,
  kindLabel,
  responseTime,
  message,
}: {
  appUrl: string;
  name: string;
  reference: string;
  kindLabel: string;
  /** "within 5 working days" */
  responseTime: string;
  message: string;
}) {
  return (
    <EmailLayout
      preview={`We have received your complaint ${reference}`}
      appUrl={appUrl}
      reason={`You are receiving this because a complaint was sent with this address through ${appUrl}/complaints`}
    >
      <EmailParagraph>Hello {name},</EmailParagraph>
      <EmailParagraph>
        We have received your complaint ({kindLabel}). Your reference is {reference}. A member of
        our team will read it and reply to this address {responseTime}.
      </EmailParagraph>
      <EmailParagraph>What you wrote:</EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{message}</span>
      </EmailParagraph>
      <EmailParagraph>
        If someone is in immediate danger, call 999. You can also report illegal content to the
        police, and complain to Ofcom if you are unhappy with how we handle this.
      </EmailParagraph>
    </EmailLayout>
  );
}

/** Staff's answer to a complaint; the complaint is resolved when it is sent. */
export function ComplaintAnsweredEmail({
  appUrl,
  name,
  reference,
  response,
}: {
  appUrl: string;
  name: string;
  reference: string;
  response: string;
}) {
  return (
    <EmailLayout
      preview={`Our answer to your complaint ${reference}`}
      appUrl={appUrl}
      reason={`You are receiving this because you sent complaint ${reference} through ${appUrl}/complaints`}
    >
      <EmailParagraph>Hello {name},</EmailParagraph>
      <EmailParagraph>Here is our answer to your complaint {reference}:</EmailParagraph>
      <EmailParagraph>
        <span style={{ whiteSpace: "pre-line" }}>{response}</span>
      </EmailParagraph>
      <EmailParagraph>
        If you are not satisfied, send a new complaint quoting this reference:
        <br />
        <EmailLink href={`${appUrl}/complaints`} />
      </EmailParagraph>
    </EmailLayout>
  );
}

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
