import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

/**
 * The morning of the expected harvest: the crop should be ready, and surplus can be listed. In
 * the grower's language (decision 0098).
 */
export function HarvestReminderEmail({
  appUrl,
  username,
  plantName,
  plantedOn,
  listingPath,
  unsubscribeUrl,
  lng = "en",
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  plantName: string;
  /** As a person reads it in `lng`, e.g. "12 March 2026". */
  plantedOn: string;
  listingPath: string;
  /** The signed one-click link that stops harvest reminders (decision 0068). */
  unsubscribeUrl: string;
} & EmailLanguage) {
  const listingUrl = `${appUrl}${listingPath}`;
  const gardenUrl = `${appUrl}/planting-calendar?tab=garden`;
  return (
    <EmailLayout
      preview={t("harvestReminder.subject", { plant: plantName })}
      appUrl={appUrl}
      unsubscribe={{ href: unsubscribeUrl, label: t("harvestReminder.unsubscribe") }}
      lng={lng}
      t={t}
    >
      <EmailParagraph>{t("harvestReminder.hello", { name: username })}</EmailParagraph>
      <EmailParagraph>{t("harvestReminder.ready", { plant: plantName, plantedOn })}</EmailParagraph>
      <EmailParagraph>{t("harvestReminder.surplus")}</EmailParagraph>
      <EmailButton href={listingUrl}>{t("harvestReminder.button")}</EmailButton>
      <EmailPasteLink href={listingUrl} t={t} />
      <EmailParagraph>
        {t("harvestReminder.asked")}
        <br />
        <EmailLink href={gardenUrl} />
      </EmailParagraph>
    </EmailLayout>
  );
}
