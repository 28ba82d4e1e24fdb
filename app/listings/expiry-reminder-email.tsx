import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

/**
 * The day before a listing's last day: is it still there? One click keeps it listed a week. In
 * the lister's language (decision 0098).
 */
export function ExpiryReminderEmail({
  appUrl,
  username,
  listingName,
  lastDay,
  stillAvailableUrl,
  unsubscribeUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  listingName: string;
  /** As a person reads it in `lng`, e.g. "2 December 2026". */
  lastDay: string;
  stillAvailableUrl: string;
  /** The signed one-click link that stops expiry reminders (decision 0068). */
  unsubscribeUrl: string;
} & EmailLanguage) {
  const myListingsUrl = `${appUrl}/my-listings`;
  return (
    <EmailLayout
      preview={t("expiryReminder.subject", { listing: listingName })}
      appUrl={appUrl}
      unsubscribe={{ href: unsubscribeUrl, label: t("expiryReminder.unsubscribe") }}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("expiryReminder.hello", { name: username })}</EmailParagraph>
      <EmailParagraph>
        {t("expiryReminder.until", { listing: listingName, lastDay })}
      </EmailParagraph>
      <EmailParagraph>{t("expiryReminder.stillGotIt")}</EmailParagraph>
      <EmailButton href={stillAvailableUrl}>{t("expiryReminder.button")}</EmailButton>
      <EmailPasteLink href={stillAvailableUrl} t={t} />
      <EmailParagraph>
        {t("expiryReminder.nothingToDo")}
        <br />
        <EmailLink href={myListingsUrl} />
      </EmailParagraph>
    </EmailLayout>
  );
}
