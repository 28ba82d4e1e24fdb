import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

export interface AlertedListing {
  name: string;
  location: string;
  /** As the reader calls it ("Free", "Am ddim"). */
  type: string;
  url: string;
}

/**
 * New listings matching one saved search: one email per search per run, however many. In the
 * member's language; the listings' names as their growers wrote them.
 */
export function SavedSearchAlertEmail({
  appUrl,
  username,
  description,
  listings,
  moreCount,
  searchUrl,
  unsubscribeUrl,
  lng = "en",
  t = englishEmail,
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
} & EmailLanguage) {
  const count = listings.length + moreCount;
  const news = t("savedSearch.listings.count", { count });
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
      <EmailParagraph>{t("savedSearch.listings.matches", { count, description })}</EmailParagraph>
      {listings.map((listing) => (
        <EmailParagraph key={listing.url}>
          {t("savedSearch.listings.item", { type: listing.type, location: listing.location })}
          <br />
          <EmailLink href={listing.url}>{listing.name}</EmailLink>
        </EmailParagraph>
      ))}
      {moreCount > 0 ? (
        <EmailParagraph>{t("savedSearch.more", { count: moreCount })}</EmailParagraph>
      ) : null}
      <EmailButton href={searchUrl}>{t("savedSearch.listings.button")}</EmailButton>
      <EmailPasteLink href={searchUrl} t={t} />
    </EmailLayout>
  );
}
