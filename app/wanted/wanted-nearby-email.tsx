import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

export interface NearbyWanted {
  title: string;
  location: string;
}

/**
 * To a grower who just listed something: members near them are looking for it. Names the posts
 * and their districts only: never who posted them, their email or a finer place. In the grower's
 * language; the posts as their members wrote them.
 */
export function WantedNearbyEmail({
  appUrl,
  username,
  listingName,
  wanted,
  wantedUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  listingName: string;
  wanted: readonly NearbyWanted[];
  wantedUrl: string;
} & EmailLanguage) {
  const counted = { listing: listingName, count: wanted.length };
  return (
    <EmailLayout
      preview={t("wantedNearby.subject", counted)}
      appUrl={appUrl}
      reason={t("wantedNearby.reason", { listing: listingName })}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("wantedNearby.hello", { name: username })}</EmailParagraph>
      <EmailParagraph>{t("wantedNearby.thanks", counted)}</EmailParagraph>
      {wanted.map((post) => (
        <EmailParagraph key={`${post.title} ${post.location}`}>
          {t("wantedNearby.post", { title: post.title, location: post.location })}
        </EmailParagraph>
      ))}
      <EmailParagraph>{t("wantedNearby.findYou")}</EmailParagraph>
      <EmailButton href={wantedUrl}>{t("wantedNearby.button")}</EmailButton>
      <EmailPasteLink href={wantedUrl} t={t} />
    </EmailLayout>
  );
}
