import { EmailButton } from "~/server/email/templates/email-button";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

/** The day before a listing's last day: is it still there? One click keeps it listed a week. */
export function ExpiryReminderEmail({
  appUrl,
  username,
  listingName,
  lastDay,
  stillAvailableUrl,
  unsubscribeUrl,
}: {
  appUrl: string;
  username: string;
  listingName: string;
  /** As a person reads it, e.g. "2 December 2026". */
  lastDay: string;
  stillAvailableUrl: string;
  /** The signed one-click link that stops expiry reminders (decision 0068). */
  unsubscribeUrl: string;
}) {
  const myListingsUrl = `${appUrl}/my-listings`;
  return (
    <EmailLayout
      preview={`Is your ${listingName} still available?`}
      appUrl={appUrl}
      unsubscribe={{ href: unsubscribeUrl, label: "Stop listing expiry reminders" }}
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        Your listing “{listingName}” is available until {lastDay}. After that it leaves the
        listings, so neighbours stop asking for something that has gone.
      </EmailParagraph>
      <EmailParagraph>Still got it? Keep it listed for another week:</EmailParagraph>
      <EmailButton href={stillAvailableUrl}>Still available</EmailButton>
      <EmailPasteLink href={stillAvailableUrl} />
      <EmailParagraph>
        Nothing to do if it has gone. You can renew, edit or mark your listings as swapped at any
        time:
        <br />
        <EmailLink href={myListingsUrl} />
      </EmailParagraph>
    </EmailLayout>
  );
}
