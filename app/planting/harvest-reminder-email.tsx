import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import type { Translate } from "~/i18n/messages";
import { EmailButton } from "~/server/email/templates/email-button";
import {
  EmailLayout,
  EmailLink,
  EmailParagraph,
  EmailPasteLink,
} from "~/server/email/templates/email-layout";

const english = englishFrom(enEmail);

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
  t = english,
}: {
  appUrl: string;
  username: string;
  plantName: string;
  /** As a person reads it in `lng`, e.g. "12 March 2026". */
  plantedOn: string;
  listingPath: string;
  /** The signed one-click link that stops harvest reminders (decision 0068). */
  unsubscribeUrl: string;
  lng?: Language;
  t?: Translate;
}) {
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
