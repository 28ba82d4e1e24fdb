import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { INACTIVE_ACCOUNT_YEARS, INACTIVITY_WARNING_DAYS } from "~/accounts/retention.server";
import { MODERATION_AUDIT_RETENTION_YEARS } from "~/admin/audit-retention.server";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { LegalDocument, LegalList, type LegalSection } from "~/components/legal-document";
import { pageMeta } from "~/components/seo";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Translate } from "~/i18n/messages";
import { COMPLAINT_RESPONSE_WORKING_DAYS } from "~/legal/complaint-response-time";
import { TERMS_UPDATED } from "~/legal/legal-dates";
import { ContactUs } from "~/legal/privacy-facts";
import { referralRateOn } from "~/membership/referral-rates";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/terms";

const PATH = "/terms";
/** The specification's minimum age (part 2 §9); sign-up asks everyone to confirm it. */
const MINIMUM_AGE = 16;

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "legal");
  return {
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    accountable: { name: env.ONLINE_SAFETY_CONTACT_NAME, email: env.ONLINE_SAFETY_CONTACT_EMAIL },
    complaintDays: COMPLAINT_RESPONSE_WORKING_DAYS,
    auditYears: MODERATION_AUDIT_RETENTION_YEARS,
    price: formatPence(env.MEMBERSHIP_PRICE_PENCE),
    referralRate: formatPence(referralRateOn(new Date()).pence, { short: true }),
    inactiveAccountYears: INACTIVE_ACCOUNT_YEARS,
    warningDays: INACTIVITY_WARNING_DAYS,
    lng,
    title: t("common:nav.terms"),
    description: t("terms.description"),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

type LoaderData = Route.ComponentProps["loaderData"];

function termsSections(
  {
    contactEmail,
    accountable,
    complaintDays,
    auditYears,
    price,
    referralRate,
    inactiveAccountYears,
    warningDays,
  }: LoaderData,
  t: Translate,
): LegalSection[] {
  const contactUs = <ContactUs email={contactEmail} />;
  return [
    {
      id: "about",
      title: t("terms.about.title"),
      content: (
        <>
          <p>
            {t("terms.about.agreementBefore")} <Link to="/privacy">{t("common:nav.privacy")}</Link>
            {t("terms.about.agreementAfter")}
          </p>
          <p>
            {t("terms.about.reach")} {contactUs}.
          </p>
        </>
      ),
    },
    {
      id: "who-can-join",
      title: t("terms.whoCanJoin.title"),
      content: (
        <LegalList>
          <li>{t("terms.whoCanJoin.age", { age: MINIMUM_AGE })}</li>
          <li>{t("terms.whoCanJoin.onePerPerson")}</li>
          <li>{t("terms.whoCanJoin.organisations")}</li>
        </LegalList>
      ),
    },
    {
      id: "your-account",
      title: t("terms.yourAccount.title"),
      content: (
        <>
          <p>{t("terms.yourAccount.password")}</p>
          <p>
            {t("terms.yourAccount.deleteBefore")} <Link to="/account">{t("accountSettings")}</Link>
            {t("terms.yourAccount.deleteAfter", {
              years: t("years", { count: inactiveAccountYears }),
              days: warningDays,
            })}
          </p>
        </>
      ),
    },
    {
      id: "membership",
      title: t("terms.membership.title"),
      content: (
        <LegalList>
          <li>
            {t("terms.membership.priceBefore", { price })}{" "}
            <Link to="/dashboard">{t("dashboard")}</Link>
            {t("terms.membership.priceAfter")}
          </li>
          <li>{t("terms.membership.organisations")}</li>
          <li>{t("terms.membership.cancel")}</li>
          <li>{t("terms.membership.priceChange")}</li>
        </LegalList>
      ),
    },
    {
      id: "listings",
      title: t("terms.listings.title"),
      content: (
        <>
          <p>{t("terms.listings.text")}</p>
          <LegalList>
            <li>{t("terms.listings.honest")}</li>
            <li>{t("terms.listings.unsafe")}</li>
            <li>{t("terms.listings.gone")}</li>
          </LegalList>
        </>
      ),
    },
    {
      id: "exchanges",
      title: t("terms.exchanges.title"),
      content: (
        <>
          <p>{t("terms.exchanges.text")}</p>
          <LegalList>
            <li>{t("terms.exchanges.food")}</li>
            <li>{t("terms.exchanges.meeting")}</li>
          </LegalList>
        </>
      ),
    },
    {
      id: "community-rules",
      title: t("terms.communityRules.title"),
      content: (
        <>
          <p>
            {t("terms.communityRules.kindBefore")}{" "}
            <Link to="/how-it-works#community-guidelines">
              {t("terms.communityRules.guidelines")}
            </Link>
            {t("terms.communityRules.kindAfter")}
          </p>
          <p>
            {t("terms.communityRules.report")} {contactUs}.
          </p>
        </>
      ),
    },
    {
      id: "moderation",
      title: t("terms.moderation.title"),
      content: (
        <>
          <p>{t("terms.moderation.text", { years: t("years", { count: auditYears }) })}</p>
          <p>
            {t("terms.moderation.complaintsBefore")}{" "}
            <Link to="/complaints">{t("complaintsPage")}</Link>
            {t("terms.moderation.complaintsAfter", { days: complaintDays })}
          </p>
          <p>
            {t("terms.moderation.accountable", { name: accountable.name })}{" "}
            <a href={`mailto:${accountable.email}`}>{accountable.email}</a>.
          </p>
        </>
      ),
    },
    {
      id: "your-content",
      title: t("terms.yourContent.title"),
      content: <p>{t("terms.yourContent.text")}</p>,
    },
    {
      id: "organisations",
      title: t("terms.organisations.title"),
      content: (
        <LegalList>
          <li>{t("terms.organisations.checks")}</li>
          <li>{t("terms.organisations.referral", { rate: referralRate })}</li>
          <li>{t("terms.organisations.fake")}</li>
        </LegalList>
      ),
    },
    {
      id: "suspension",
      title: t("terms.suspension.title"),
      content: (
        <p>
          {t("terms.suspension.before")} <Link to="/complaints">{t("complaintsPage")}</Link>
          {t("terms.suspension.after")}
        </p>
      ),
    },
    {
      id: "liability",
      title: t("terms.liability.title"),
      content: (
        <>
          <p>{t("terms.liability.availability")}</p>
          <p>{t("terms.liability.limits")}</p>
        </>
      ),
    },
    {
      id: "law-and-changes",
      title: t("terms.lawAndChanges.title"),
      content: (
        <>
          <p>{t("terms.lawAndChanges.changes")}</p>
          <p>{t("terms.lawAndChanges.law")}</p>
          <p>
            {t("terms.lawAndChanges.questions")} {contactUs}.
          </p>
        </>
      ),
    },
  ];
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  return (
    <LegalDocument
      title={loaderData.title}
      path={PATH}
      appUrl={loaderData.appUrl}
      lng={loaderData.lng}
      updated={TERMS_UPDATED}
      intro={<p>{t("terms.intro")}</p>}
      sections={termsSections(loaderData, t)}
    />
  );
}
