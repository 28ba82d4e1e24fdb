import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

// The request emails (decision 0087). They are about something the reader asked for or listed,
// so they come whatever the new-message setting is, as a receipt would. Each in its reader's
// language.

/** To the owner: someone asked for their listing. */
export function NewRequestEmail({
  appUrl,
  requesterName,
  listingTitle,
  note,
  listingUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  requesterName: string;
  listingTitle: string;
  note: string | null;
  listingUrl: string;
} & EmailLanguage) {
  const named = { requester: requesterName, listing: listingTitle };
  return (
    <EmailLayout
      preview={t("handoverRequest.newRequest.subject", named)}
      appUrl={appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>
        {t(
          note ? "handoverRequest.newRequest.askedAndWrote" : "handoverRequest.newRequest.asked",
          named,
        )}
      </EmailParagraph>
      {note ? (
        <EmailParagraph>
          <span style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{note}</span>
        </EmailParagraph>
      ) : null}
      <EmailParagraph>{t("handoverRequest.newRequest.queue")}</EmailParagraph>
      <EmailButton href={listingUrl}>{t("handoverRequest.newRequest.button")}</EmailButton>
      <EmailPasteLink href={listingUrl} t={t} />
    </EmailLayout>
  );
}

/** To the requester the owner reserved it for. */
export function ReservedForYouEmail({
  appUrl,
  ownerName,
  listingTitle,
  handoverUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  ownerName: string;
  listingTitle: string;
  handoverUrl: string;
} & EmailLanguage) {
  const named = { owner: ownerName, listing: listingTitle };
  return (
    <EmailLayout
      preview={t("handoverRequest.reserved.preview", named)}
      appUrl={appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("handoverRequest.reserved.goodNews", named)}</EmailParagraph>
      <EmailParagraph>{t("handoverRequest.reserved.agree")}</EmailParagraph>
      <EmailButton href={handoverUrl}>{t("handoverRequest.reserved.button")}</EmailButton>
      <EmailPasteLink href={handoverUrl} t={t} />
    </EmailLayout>
  );
}

/** To everyone else still queued once the last portion is reserved: told, not dropped. */
export function StillQueuedEmail({
  appUrl,
  listingTitle,
  listingUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  listingTitle: string;
  listingUrl: string;
} & EmailLanguage) {
  const named = { listing: listingTitle };
  return (
    <EmailLayout
      preview={t("handoverRequest.stillQueued.subject", named)}
      appUrl={appUrl}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("handoverRequest.stillQueued.what", named)}</EmailParagraph>
      <EmailParagraph>{t("handoverRequest.stillQueued.stays")}</EmailParagraph>
      <EmailButton href={listingUrl}>{t("handoverRequest.stillQueued.button")}</EmailButton>
      <EmailPasteLink href={listingUrl} t={t} />
    </EmailLayout>
  );
}
