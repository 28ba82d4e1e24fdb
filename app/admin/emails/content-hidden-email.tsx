import { complaintResponseTime } from "~/legal/complaint-response-time";
import { EmailLayout, EmailLink, EmailParagraph } from "~/server/email/templates/email-layout";

/** Sent to the owner when a moderator hides their listing, post or message, with the reason. */
export function ContentHiddenEmail({
  appUrl,
  what,
  title,
  reason,
}: {
  appUrl: string;
  what: string;
  title: string;
  reason: string;
}) {
  return (
    <EmailLayout preview={`Your ${what} has been hidden`} appUrl={appUrl}>
      <EmailParagraph>
        A moderator has hidden your {what} “{title}”. Other members no longer see it; you still can,
        with this reason:
      </EmailParagraph>
      <EmailParagraph>{reason}</EmailParagraph>
      <EmailParagraph>
        If you think this is a mistake, you can appeal, and we will reply {complaintResponseTime}:
        <br />
        <EmailLink href={`${appUrl}/complaints?kind=appeal`} />
      </EmailParagraph>
    </EmailLayout>
  );
}
