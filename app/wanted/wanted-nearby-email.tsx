import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

export interface NearbyWanted {
  title: string;
  location: string;
}

/**
 * To a grower who just listed something: members near them are looking for it. Names the posts
 * and their districts only: never who posted them, their email or a finer place.
 */
export function WantedNearbyEmail({
  appUrl,
  username,
  listingName,
  wanted,
  wantedUrl,
}: {
  appUrl: string;
  username: string;
  listingName: string;
  wanted: readonly NearbyWanted[];
  wantedUrl: string;
}) {
  const someone =
    wanted.length === 1 ? "Someone near you is" : `${wanted.length} members near you are`;
  return (
    <EmailLayout
      preview={`${someone} looking for ${listingName}`}
      appUrl={appUrl}
      reason={<>You listed “{listingName}” on Glut, and it matches what they are looking for.</>}
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      <EmailParagraph>
        Thank you for listing “{listingName}”. {someone} looking for something like it:
      </EmailParagraph>
      {wanted.map((post) => (
        <EmailParagraph key={`${post.title} ${post.location}`}>
          Looking for: {post.title}, near {post.location}
        </EmailParagraph>
      ))}
      <EmailParagraph>
        They can find your listing on Glut and message you about it. Remember to meet near, not at,
        a home.
      </EmailParagraph>
      <EmailButton href={wantedUrl}>See what people want</EmailButton>
      <EmailPasteLink href={wantedUrl} />
    </EmailLayout>
  );
}
