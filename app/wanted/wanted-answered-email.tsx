import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * To a member whose wanted post a new listing nearby answers: what was listed, in which district,
 * and the listing to ask for it on. Never the grower's email or a finer place.
 */
export function WantedAnsweredEmail({
  appUrl,
  username,
  lookingFor,
  listingName,
  listingLocation,
  listingUrl,
}: {
  appUrl: string;
  username: string;
  /** The wanted post's title, as its member wrote it. */
  lookingFor: string;
  listingName: string;
  listingLocation: string;
  listingUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Listed near you: ${listingName}`}
      appUrl={appUrl}
      reason={
        <>
          You posted on Glut that you are looking for “{lookingFor}”. Close the post when you have
          found it, and these emails stop.
        </>
      }
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        A grower near you has just listed “{listingName}” in {listingLocation}, which looks like
        what you are looking for.
      </EmailParagraph>
      <EmailParagraph>
        Ask for it on the listing: your request opens a conversation with the grower. Remember to
        meet near, not at, a home.
      </EmailParagraph>
      <EmailButton href={listingUrl}>See the listing</EmailButton>
      <EmailPasteLink href={listingUrl} />
    </EmailLayout>
  );
}
