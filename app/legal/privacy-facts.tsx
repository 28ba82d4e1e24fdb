import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** What the privacy policy states as fact about this site: its contact, its providers, its limits. */
export interface PrivacyFacts {
  contactEmail: string;
  /** The senior person accountable for the Online Safety Act duties (decision 0075). */
  onlineSafety: { name: string; email: string };
  /** Each provider is named only where this site is configured to use it. */
  providers: { stripe: boolean; email: boolean; objectStorage: boolean; google: boolean };
  /**
   * The server maps fetch their tiles from (MAP_TILE_URL, decision 0097): its host, and whether it
   * is OpenStreetMap's own.
   */
  mapTiles: { host: string; openStreetMap: boolean };
  /** How long each kind of record is kept, from the rules that delete them. */
  retention: {
    inactiveAccountYears: number;
    warningDays: number;
    messageYears: number;
    contactYears: number;
    complaintYears: number;
    moderationAuditYears: number;
    paymentYears: number;
    sessionDays: number;
    rateLimitHours: number;
    logDays: number;
    notificationDays: number;
  };
}

/**
 * 'through our contact form or by email to …', the way to reach us the terms and the policy
 * repeat, in the page's language.
 */
export function ContactUs({ email }: { email: string }) {
  const { t } = useTranslation("legal");
  return (
    <>
      {t("contactUs.through")} <Link to="/contact">{t("contactUs.form")}</Link>{" "}
      {t("contactUs.byEmail")} <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}
