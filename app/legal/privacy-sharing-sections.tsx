import { LegalList, type LegalSection } from "~/components/legal-document";
import type { Translate } from "~/i18n/messages";
import type { PrivacyFacts } from "./privacy-facts";

/** How long each kind of record is kept, in order: `privacy.retention.<kind>Label` and `<kind>Text`. */
const RETENTION = [
  "account",
  "listings",
  "push",
  "plantings",
  "forum",
  "handovers",
  "messages",
  "notifications",
  "contact",
  "complaints",
  "moderation",
  "sessions",
  "attempts",
  "logs",
  "payments",
] as const;

/** Who helps us handle the data, where it goes, and how long we keep it. */
export function sharingSections(
  { providers, mapTiles, retention }: PrivacyFacts,
  t: Translate,
): LegalSection[] {
  const years = (count: number) => t("years", { count });
  // The periods each retention line states, by the values its message names.
  const retentionValues: Record<(typeof RETENTION)[number], Record<string, string | number>> = {
    account: { years: years(retention.inactiveAccountYears), days: retention.warningDays },
    listings: {},
    push: {},
    plantings: {},
    forum: {},
    handovers: {},
    messages: { years: years(retention.messageYears) },
    notifications: { days: retention.notificationDays },
    contact: { years: years(retention.contactYears) },
    complaints: { years: years(retention.complaintYears) },
    moderation: { years: years(retention.moderationAuditYears) },
    sessions: { days: retention.sessionDays },
    attempts: { hours: retention.rateLimitHours },
    logs: { days: retention.logDays },
    payments: { years: years(retention.paymentYears) },
  };
  return [
    {
      id: "sharing",
      title: t("privacy.sharing.title"),
      content: (
        <>
          <p>{t("privacy.sharing.lead")}</p>
          <LegalList>
            <li>{t("privacy.sharing.hosting")}</li>
            {providers.email ? <li>{t("privacy.sharing.email")}</li> : null}
            {providers.objectStorage ? <li>{t("privacy.sharing.storage")}</li> : null}
            {providers.stripe ? <li>{t("privacy.sharing.stripe")}</li> : null}
            {providers.google ? <li>{t("privacy.sharing.google")}</li> : null}
            <li>{t("privacy.sharing.push")}</li>
            <li>
              {mapTiles.openStreetMap
                ? t("privacy.sharing.tilesOpenStreetMap", { host: mapTiles.host })
                : t("privacy.sharing.tilesOther", { host: mapTiles.host })}
              {t("privacy.sharing.tilesText")}
              {mapTiles.openStreetMap ? (
                <>
                  {" "}
                  {t("privacy.sharing.tilesPolicyBefore")}{" "}
                  <a href="https://osmfoundation.org/wiki/Privacy_Policy">
                    {t("privacy.sharing.tilesPolicy")}
                  </a>
                  .
                </>
              ) : null}
            </li>
          </LegalList>
          <p>{t("privacy.sharing.others")}</p>
        </>
      ),
    },
    {
      id: "international-transfers",
      title: t("privacy.transfers.title"),
      content: (
        <p>
          {t("privacy.transfers.text", {
            examples: providers.stripe || providers.google ? t("privacy.transfers.examples") : "",
          })}
        </p>
      ),
    },
    {
      id: "retention",
      title: t("privacy.retention.title"),
      content: (
        <>
          <LegalList>
            {RETENTION.map((kind) => (
              <li key={kind}>
                <strong>{t(`privacy.retention.${kind}Label`)}</strong>{" "}
                {t(`privacy.retention.${kind}Text`, retentionValues[kind])}
              </li>
            ))}
          </LegalList>
          <p>{t("privacy.retention.automatic")}</p>
        </>
      ),
    },
  ];
}
