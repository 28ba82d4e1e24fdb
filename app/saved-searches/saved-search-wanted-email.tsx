import { EmailButton } from "~/server/email/templates/email-button";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

/**
 * New wanted posts matching one saved search (decision 0090): what is wanted and the district it
 * is wanted near, never who asked.
 */
export function SavedSearchWantedEmail({
  appUrl,
  username,
  description,
  posts,
  moreCount,
  wantedUrl,
  unsubscribeUrl,
}: {
  appUrl: string;
  username: string;
  description: string;
  posts: readonly { title: string; location: string }[];
  moreCount: number;
  wantedUrl: string;
  unsubscribeUrl: string;
}) {
  const total = posts.length + moreCount;
  const news = `${total} new wanted ${total === 1 ? "post" : "posts"}`;
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
        Members are looking for something that matches your saved search {description}:
      </EmailParagraph>
      {posts.map((post) => (
        <EmailParagraph key={`${post.title} ${post.location}`}>
          Looking for: {post.title}, near {post.location}
        </EmailParagraph>
      ))}
      {moreCount > 0 ? <EmailParagraph>And {moreCount} more.</EmailParagraph> : null}
      <EmailParagraph>Got some to spare? List it on Glut and they can find it.</EmailParagraph>
      <EmailButton href={wantedUrl}>See what is wanted</EmailButton>
      <EmailPasteLink href={wantedUrl} />
    </EmailLayout>
  );
}
