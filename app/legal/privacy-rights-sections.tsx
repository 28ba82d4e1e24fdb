import { Link } from "react-router";
import { LegalList, type LegalSection } from "~/components/legal-document";
import { COOKIE_CONSENT_KEY } from "~/consent/cookie-consent";
import { LANGUAGE_COOKIE } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { ContactUs, type PrivacyFacts } from "./privacy-facts";

/** The cookies' names, the same in every language (the others are set in server modules). */
const COOKIE = {
  session: "glut.session_token",
  consent: COOKIE_CONSENT_KEY,
  language: LANGUAGE_COOKIE,
  signup: "glut_signup_consent",
  marketing: "glut_marketing_consent",
  toast: "glut_toast",
};

/** The Information Commissioner's Office, for complaints: its site and helpline. */
const ICO = { href: "https://ico.org.uk/make-a-complaint/", site: "ico.org.uk" };

/** Your rights, cookies, children, security, complaints and changes to the policy. */
export function rightsSections(
  { providers, retention, contactEmail }: PrivacyFacts,
  t: Translate,
): LegalSection[] {
  const contactUs = <ContactUs email={contactEmail} />;
  const accountSettings = <Link to="/account">{t("accountSettings")}</Link>;
  const dashboard = <Link to="/dashboard">{t("dashboard")}</Link>;
  return [
    {
      id: "your-rights",
      title: t("privacy.rights.title"),
      content: (
        <>
          <p>{t("privacy.rights.lead")}</p>
          <LegalList>
            <li>
              <strong>{t("privacy.rights.accessLabel")}</strong> {t("privacy.rights.accessBefore")}{" "}
              {accountSettings}
              {t("privacy.rights.accessAfter")}
            </li>
            <li>
              <strong>{t("privacy.rights.rectificationLabel")}</strong>{" "}
              {t("privacy.rights.rectificationText")}
            </li>
            <li>
              <strong>{t("privacy.rights.erasureLabel")}</strong>{" "}
              {t("privacy.rights.erasureBefore")} {accountSettings}
              {t("privacy.rights.erasureAfter")}
            </li>
            <li>
              <strong>{t("privacy.rights.objectLabel")}</strong> {t("privacy.rights.objectText")}{" "}
              <strong>{t("privacy.rights.restrictLabel")}</strong>{" "}
              {t("privacy.rights.restrictText")}
            </li>
            <li>
              <strong>{t("privacy.rights.withdrawLabel")}</strong>{" "}
              {t("privacy.rights.withdrawText")} {dashboard}.
            </li>
          </LegalList>
          <p>
            {t("privacy.rights.other")} {contactUs}
            {t("privacy.rights.otherAfter")}
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: t("privacy.cookies.title"),
      content: (
        <>
          <p>{t("privacy.cookies.lead")}</p>
          <LegalList>
            <li>
              <strong>{COOKIE.session}</strong>
              {t("privacy.cookies.sessionText", { days: retention.sessionDays })}
            </li>
            <li>
              <strong>{COOKIE.consent}</strong>
              {t("privacy.cookies.consentText")}
            </li>
            <li>
              <strong>{COOKIE.language}</strong>
              {t("privacy.cookies.languageText")}
            </li>
            <li>
              <strong>{COOKIE.signup}</strong> {t("privacy.cookies.and")}{" "}
              <strong>{COOKIE.marketing}</strong>
              {t("privacy.cookies.signupText")}
            </li>
            <li>
              <strong>{COOKIE.toast}</strong>
              {t("privacy.cookies.toastText")}
            </li>
            {providers.google ? <li>{t("privacy.cookies.google")}</li> : null}
          </LegalList>
          <p>{t("privacy.cookies.review")}</p>
        </>
      ),
    },
    {
      id: "children",
      title: t("privacy.children.title"),
      content: (
        <p>
          {t("privacy.children.text")} {contactUs}.
        </p>
      ),
    },
    {
      id: "security",
      title: t("privacy.security.title"),
      content: (
        <>
          <p>{t("privacy.security.measures")}</p>
          <p>{t("privacy.security.breach")}</p>
        </>
      ),
    },
    {
      id: "complaints-and-changes",
      title: t("privacy.complaints.title"),
      content: (
        <>
          <p>
            {t("privacy.complaints.unhappy")} {contactUs}
            {t("privacy.complaints.ico")} <a href={ICO.href}>{ICO.site}</a>
            {t("privacy.complaints.phone")} <a href="tel:+443031231113">0303 123 1113</a>
            {t("privacy.complaints.post")}
          </p>
          <p>{t("privacy.complaints.changes")}</p>
        </>
      ),
    },
  ];
}
