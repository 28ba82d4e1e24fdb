import { Link } from "react-router";
import { LegalList, type LegalSection } from "~/components/legal-document";
import type { Translate } from "~/i18n/messages";
import { ContactUs, type PrivacyFacts } from "./privacy-facts";

/** The kinds of data the policy lists under "The data we collect", in order: `privacy.collect.<kind>Label` and `<kind>Text`. */
const COLLECTED = [
  "account",
  "organisations",
  "google",
  "agreed",
  "listings",
  "savedSearches",
  "push",
  "blocked",
  "messages",
  "handovers",
  "garden",
  "membership",
  "referrals",
  "notifications",
  "contact",
  "technical",
] as const;

/** What everyone, members, the two sides of a handover and partners see: `privacy.others.<key>`. */
const SEEN_BY_OTHERS = [
  "anyone",
  "members",
  "messages",
  "asking",
  "handover",
  "thanks",
  "counts",
  "openData",
  "profile",
  "email",
  "partner",
] as const;

/** Who we are, what we collect and on what basis, and what other members see of it. */
export function dataSections(
  { providers, contactEmail, onlineSafety }: PrivacyFacts,
  t: Translate,
): LegalSection[] {
  const contactUs = <ContactUs email={contactEmail} />;
  // Signing in with Google is listed only where this site offers it.
  const collected = COLLECTED.filter((kind) => kind !== "google" || providers.google);
  return [
    {
      id: "who-we-are",
      title: t("privacy.whoWeAre.title"),
      content: (
        <>
          <p>{t("privacy.whoWeAre.text")}</p>
          <p>
            {t("privacy.whoWeAre.contact")} {contactUs}.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: t("privacy.collect.title"),
      content: (
        <>
          <p>{t("privacy.collect.lead")}</p>
          <LegalList>
            {collected.map((kind) => (
              <li key={kind}>
                <strong>{t(`privacy.collect.${kind}Label`)}</strong>{" "}
                {t(`privacy.collect.${kind}Text`)}
              </li>
            ))}
          </LegalList>
          <p>{t("privacy.collect.specialCategory")}</p>
        </>
      ),
    },
    {
      id: "lawful-bases",
      title: t("privacy.bases.title"),
      content: (
        <>
          <p>{t("privacy.bases.lead")}</p>
          <LegalList>
            {(["contract", "interests", "legal"] as const).map((basis) => (
              <li key={basis}>
                <strong>{t(`privacy.bases.${basis}Label`)}</strong>{" "}
                {t(`privacy.bases.${basis}Text`)}
              </li>
            ))}
            <li>
              <strong>{t("privacy.bases.consentLabel")}</strong> {t("privacy.bases.consentBefore")}{" "}
              <Link to="/dashboard">{t("dashboard")}</Link>
              {t("privacy.bases.consentAfter")}
            </li>
          </LegalList>
          <p>{t("privacy.bases.never")}</p>
        </>
      ),
    },
    {
      id: "what-others-see",
      title: t("privacy.others.title"),
      content: (
        <LegalList>
          {SEEN_BY_OTHERS.map((key) => (
            <li key={key}>{t(`privacy.others.${key}`)}</li>
          ))}
        </LegalList>
      ),
    },
    {
      id: "photos",
      title: t("privacy.photos.title"),
      content: <p>{t("privacy.photos.text")}</p>,
    },
    {
      id: "complaints",
      title: t("privacy.reports.title"),
      content: (
        <>
          <p>{t("privacy.reports.text")}</p>
          <p>
            {t("privacy.reports.complaintsBefore")}{" "}
            <Link to="/complaints">{t("complaintsPage")}</Link>
            {t("privacy.reports.complaintsAfter")}
          </p>
          <p>
            {t("privacy.reports.accountable", { name: onlineSafety.name })} (
            <a href={`mailto:${onlineSafety.email}`}>{onlineSafety.email}</a>).
          </p>
        </>
      ),
    },
  ];
}
