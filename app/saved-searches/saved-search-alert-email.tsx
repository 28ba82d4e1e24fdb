import { EmailButton } from "~/server/email/templates/email-button";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

export interface AlertedListing {
  name: string;
  location: string;
  type: string;
  url: string;
}

/** New listings matching one saved search: one email per search per run, however many. */
export function SavedSearchAlertEmail({
  appUrl,
  username,
  description,
  listings,
  moreCount,
  searchUrl,
  unsubscribeUrl,
}: {
  appUrl: string;
  username: string;
  /** The saved search as a person reads it, e.g. “tomatoes” · within 5 miles of LS6. */
  description: string;
  listings: readonly AlertedListing[];
  /** Matches beyond those listed in the email; the search link shows them all. */
  moreCount: number;
  searchUrl: string;
  unsubscribeUrl: string;
}) {
  const total = listings.length + moreCount;
  const news = `${total} new ${total === 1 ? "listing" : "listings"}`;
  return (
    <EmailLayout
      preview={`${news} for ${description}`}
      appUrl={appUrl}
      reason={
        <>
          You saved this search on Glut. Pause or delete it at any time:{" "}
          <EmailLink href={`${appUrl}/saved-searches`} />
        </>
      }
      unsubscribe={{ href: unsubscribeUrl, label: "Stop the emails for this saved search" }}
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        {news} {total === 1 ? "matches" : "match"} your saved search {description}:
      </EmailParagraph>
      {listings.map((listing) => (
        <EmailParagraph key={listing.url}>
          {listing.type}, {listing.location}:
          <br />
          <EmailLink href={listing.url}>{listing.name}</EmailLink>
        </EmailParagraph>
      ))}
      {moreCount > 0 ? <EmailParagraph>And {moreCount} more.</EmailParagraph> : null}
      <EmailButton href={searchUrl}>See the search</EmailButton>
      <EmailPasteLink href={searchUrl} />
    </EmailLayout>
  );
}
