import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * To a member whose wanted post a new listing nearby answers: what was listed, in which district,
 * and the listing to ask for it on. Never the grower's email or a finer place. In the member's
 * language.
 */
export function WantedAnsweredEmail({
  appUrl,
  username,
  lookingFor,
  listingName,
  listingLocation,
  listingUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  /** The wanted post's title, as its member wrote it. */
  lookingFor: string;
  listingName: string;
  listingLocation: string;
  listingUrl: string;
} & EmailLanguage) {
  return (
    <EmailLayout
      preview={t("wantedAnswered.subject", { listing: listingName })}
      appUrl={appUrl}
      reason={t("wantedAnswered.reason", { lookingFor })}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("wantedAnswered.hello", { name: username })}</EmailParagraph>
      <EmailParagraph>
        {t("wantedAnswered.what", { listing: listingName, location: listingLocation })}
      </EmailParagraph>
      <EmailParagraph>{t("wantedAnswered.ask")}</EmailParagraph>
      <EmailButton href={listingUrl}>{t("wantedAnswered.button")}</EmailButton>
      <EmailPasteLink href={listingUrl} t={t} />
    </EmailLayout>
  );
}
