import { EmailButton } from "~/server/email/templates/email-button";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

/** The morning of the expected harvest: the crop should be ready, and surplus can be listed. */
export function HarvestReminderEmail({
  appUrl,
  username,
  plantName,
  plantedOn,
  listingPath,
  unsubscribeUrl,
}: {
  appUrl: string;
  username: string;
  plantName: string;
  /** As a person reads it, e.g. "12 March 2026". */
  plantedOn: string;
  listingPath: string;
  /** The signed one-click link that stops harvest reminders (decision 0068). */
  unsubscribeUrl: string;
}) {
  const listingUrl = `${appUrl}${listingPath}`;
  const gardenUrl = `${appUrl}/planting-calendar?tab=garden`;
  return (
    <EmailLayout
      preview={`Your ${plantName} should be ready to harvest`}
      appUrl={appUrl}
      unsubscribe={{ href: unsubscribeUrl, label: "Stop harvest reminder emails" }}
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        The {plantName} you planted on {plantedOn} should be ready to harvest about now. Have a
        look, and pick while it is at its best.
      </EmailParagraph>
      <EmailParagraph>
        More than you can eat? Neighbours on Glut would love it: list your surplus in under a
        minute, free or to swap.
      </EmailParagraph>
      <EmailButton href={listingUrl}>List your surplus</EmailButton>
      <EmailPasteLink href={listingUrl} />
      <EmailParagraph>
        You asked for this reminder in your garden tracker; you can turn it off there for any
        planting:
        <br />
        <EmailLink href={gardenUrl} />
      </EmailParagraph>
    </EmailLayout>
  );
}
