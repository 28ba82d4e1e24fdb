import { useTranslation } from "react-i18next";
import { googleSignInEnabled, REMEMBERED_SESSION_SECONDS } from "~/accounts/auth.server";
import { INACTIVE_ACCOUNT_YEARS, INACTIVITY_WARNING_DAYS } from "~/accounts/retention.server";
import { MODERATION_AUDIT_RETENTION_YEARS } from "~/admin/audit-retention.server";
import { COMPLAINT_RETENTION_YEARS } from "~/complaints/complaint-retention.server";
import { staticPage } from "~/components/hydration";
import { LegalDocument } from "~/components/legal-document";
import { pageMeta } from "~/components/seo";
import { CONTACT_REQUEST_RETENTION_YEARS } from "~/contact/contact-retention.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { PRIVACY_UPDATED } from "~/legal/legal-dates";
import { privacySections } from "~/legal/privacy-policy";
import { mapTileServer } from "~/maps/map-tiles.server";
import { PAYMENT_RECORD_RETENTION_YEARS } from "~/membership/payment-retention.server";
import { MESSAGE_RETENTION_YEARS } from "~/messaging/message-retention.server";
import { NOTIFICATION_RETENTION_DAYS } from "~/notifications/notification-kinds";
import { getServices } from "~/server/context.server";
import { SERVER_LOG_RETENTION_DAYS } from "~/server/log-retention";
import { publicPageHeaders } from "~/server/public-page-headers";
import { RATE_LIMIT_RECORD_HOURS } from "~/server/rate-limit/rate-limit.server";
import type { Route } from "./+types/privacy";

const PATH = "/privacy";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "legal");
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("common:nav.privacy"),
    description: t("privacy.description"),
    contactEmail: env.CONTACT_EMAIL,
    onlineSafety: { name: env.ONLINE_SAFETY_CONTACT_NAME, email: env.ONLINE_SAFETY_CONTACT_EMAIL },
    // Each provider is named only where this site is configured to use it.
    providers: {
      stripe: Boolean(env.STRIPE_SECRET_KEY),
      email: Boolean(env.SMTP_URL),
      objectStorage: Boolean(env.S3_BUCKET),
      google: googleSignInEnabled(env),
    },
    mapTiles: mapTileServer(env.MAP_TILE_URL),
    retention: {
      inactiveAccountYears: INACTIVE_ACCOUNT_YEARS,
      warningDays: INACTIVITY_WARNING_DAYS,
      messageYears: MESSAGE_RETENTION_YEARS,
      contactYears: CONTACT_REQUEST_RETENTION_YEARS,
      complaintYears: COMPLAINT_RETENTION_YEARS,
      moderationAuditYears: MODERATION_AUDIT_RETENTION_YEARS,
      paymentYears: PAYMENT_RECORD_RETENTION_YEARS,
      sessionDays: REMEMBERED_SESSION_SECONDS / (24 * 60 * 60),
      rateLimitHours: RATE_LIMIT_RECORD_HOURS,
      logDays: SERVER_LOG_RETENTION_DAYS,
      notificationDays: NOTIFICATION_RETENTION_DAYS,
    },
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

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  return (
    <LegalDocument
      title={loaderData.title}
      path={PATH}
      appUrl={loaderData.appUrl}
      lng={loaderData.lng}
      updated={PRIVACY_UPDATED}
      intro={<p>{t("privacy.intro")}</p>}
      sections={privacySections(loaderData, t)}
    />
  );
}
