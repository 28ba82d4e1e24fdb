import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

// The request emails (decision 0087). They are about something the reader asked for or listed,
// so they come whatever the new-message setting is, as a receipt would.

/** To the owner: someone asked for their listing. */
export function NewRequestEmail({
  appUrl,
  requesterName,
  listingTitle,
  note,
  listingUrl,
}: {
  appUrl: string;
  requesterName: string;
  listingTitle: string;
  note: string | null;
  listingUrl: string;
}) {
  return (
    <EmailLayout preview={`${requesterName} asked for ${listingTitle}`} appUrl={appUrl}>
      <EmailParagraph>
        {note
          ? `${requesterName} asked for your listing “${listingTitle}” and wrote:`
          : `${requesterName} asked for your listing “${listingTitle}”.`}
      </EmailParagraph>
      {note ? (
        <EmailParagraph>
          <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{note}</span>
        </EmailParagraph>
      ) : null}
      <EmailParagraph>
        The listing's page shows everyone who has asked, and lets you reserve it for one of them.
      </EmailParagraph>
      <EmailButton href={listingUrl}>See who asked</EmailButton>
      <EmailPasteLink href={listingUrl} />
    </EmailLayout>
  );
}

/** To the requester the owner reserved it for. */
export function ReservedForYouEmail({
  appUrl,
  ownerName,
  listingTitle,
  handoverUrl,
}: {
  appUrl: string;
  ownerName: string;
  listingTitle: string;
  handoverUrl: string;
}) {
  return (
    <EmailLayout preview={`${ownerName} reserved ${listingTitle} for you`} appUrl={appUrl}>
      <EmailParagraph>
        Good news: {ownerName} has reserved “{listingTitle}” for you.
      </EmailParagraph>
      <EmailParagraph>
        Agree a time and a place to meet with them on Glut. Meet somewhere public, near rather than
        at a home.
      </EmailParagraph>
      <EmailButton href={handoverUrl}>Arrange the pickup</EmailButton>
      <EmailPasteLink href={handoverUrl} />
    </EmailLayout>
  );
}

/** To everyone else still queued once the last portion is reserved: told, not dropped. */
export function StillQueuedEmail({
  appUrl,
  listingTitle,
  listingUrl,
}: {
  appUrl: string;
  listingTitle: string;
  listingUrl: string;
}) {
  return (
    <EmailLayout preview={`${listingTitle} has been reserved for someone else`} appUrl={appUrl}>
      <EmailParagraph>
        “{listingTitle}”, which you asked for, has been reserved for someone else.
      </EmailParagraph>
      <EmailParagraph>
        Your request stays in the queue: if the pickup falls through, the next in line is offered
        it, and we will email you if that is you. You can withdraw your request on the listing's
        page at any time.
      </EmailParagraph>
      <EmailButton href={listingUrl}>View the listing</EmailButton>
      <EmailPasteLink href={listingUrl} />
    </EmailLayout>
  );
}
