import { Link } from "@react-email/components";
import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph } from "~/server/email/templates/email-layout";

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
          You saved this search on Glut. Stop these emails with one click: {unsubscribeUrl} (or
          pause or delete it at {appUrl}/saved-searches).
        </>
      }
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        {news} {total === 1 ? "matches" : "match"} your saved search {description}:
      </EmailParagraph>
      {listings.map((listing) => (
        <EmailParagraph key={listing.url}>
          <Link href={listing.url}>{listing.name}</Link> ({listing.type}, {listing.location}):{" "}
          {listing.url}
        </EmailParagraph>
      ))}
      {moreCount > 0 ? <EmailParagraph>And {moreCount} more.</EmailParagraph> : null}
      <EmailButton href={searchUrl}>See the search</EmailButton>
      <EmailParagraph>Or paste this link into your browser: {searchUrl}</EmailParagraph>
    </EmailLayout>
  );
}
