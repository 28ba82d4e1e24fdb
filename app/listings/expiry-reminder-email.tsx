import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";

/** The day before a listing's last day: is it still there? One click keeps it listed a week. */
export function ExpiryReminderEmail({
  appUrl,
  username,
  listingName,
  lastDay,
  stillAvailableUrl,
}: {
  appUrl: string;
  username: string;
  listingName: string;
  /** As a person reads it, e.g. "2 December 2026". */
  lastDay: string;
  stillAvailableUrl: string;
}) {
  const myListingsUrl = `${appUrl}/my-listings`;
  return (
    <EmailLayout preview={`Is your ${listingName} still available?`} appUrl={appUrl}>
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        Your listing “{listingName}” is available until {lastDay}. After that it leaves the
        listings, so neighbours stop asking for something that has gone.
      </EmailParagraph>
      <EmailParagraph>Still got it? Keep it listed for another week:</EmailParagraph>
      <EmailButton href={stillAvailableUrl}>Still available</EmailButton>
      <EmailParagraph>
        Or paste this link into your browser: {stillAvailableUrl}. Nothing to do if it has gone. You
        can renew, edit or mark your listings as swapped at any time: {myListingsUrl}
      </EmailParagraph>
    </EmailLayout>
  );
}
