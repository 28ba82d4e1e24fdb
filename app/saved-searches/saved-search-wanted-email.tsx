import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

/**
 * New wanted posts matching one saved search (decision 0090): what is wanted and the district it
 * is wanted near, never who asked. In the member's language; the posts as their members wrote them.
 */
export function SavedSearchWantedEmail({
  appUrl,
  username,
  description,
  posts,
  moreCount,
  wantedUrl,
  unsubscribeUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  description: string;
  posts: readonly { title: string; location: string }[];
  moreCount: number;
  wantedUrl: string;
  unsubscribeUrl: string;
} & EmailLanguage) {
  const news = t("savedSearch.wanted.count", { count: posts.length + moreCount });
  return (
    <EmailLayout
      preview={t("savedSearch.subject", { news, description })}
      appUrl={appUrl}
      reason={
        <>
          {t("savedSearch.reason")} <EmailLink href={`${appUrl}/saved-searches`} />
        </>
      }
      unsubscribe={{ href: unsubscribeUrl, label: t("savedSearch.unsubscribe") }}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("savedSearch.hello", { name: username })}</EmailParagraph>
      <EmailParagraph>{t("savedSearch.wanted.intro", { description })}</EmailParagraph>
      {posts.map((post) => (
        <EmailParagraph key={`${post.title} ${post.location}`}>
          {t("wantedNearby.post", { title: post.title, location: post.location })}
        </EmailParagraph>
      ))}
      {moreCount > 0 ? (
        <EmailParagraph>{t("savedSearch.more", { count: moreCount })}</EmailParagraph>
      ) : null}
      <EmailParagraph>{t("savedSearch.wanted.spare")}</EmailParagraph>
      <EmailButton href={wantedUrl}>{t("savedSearch.wanted.button")}</EmailButton>
      <EmailPasteLink href={wantedUrl} t={t} />
    </EmailLayout>
  );
}
