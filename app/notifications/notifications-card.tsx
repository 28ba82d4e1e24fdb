import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PREFERENCES_PATH } from "./notification-kinds";

/**
 * The dashboard's one way to notifications (decision 0093): the list, with its unread count in
 * words, and the preferences matrix that replaced the dashboard's email switches. Its words are
 * the `dashboard` catalogue's, which the dashboard and account settings send.
 */
export function NotificationsCard({ unread }: { unread: number | null }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("common:nav.notifications")}</CardTitle>
        <CardDescription>{t("notifications.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {unread === null ? null : (
          <p>
            <Link to="/notifications" className="underline">
              {t("notifications.yours")}
            </Link>{" "}
            (
            {unread === 0
              ? t("notifications.noneUnread")
              : t("notifications.unread", { count: unread })}
            )
          </p>
        )}
        <p>
          <Link to={PREFERENCES_PATH} className="underline">
            {t("notifications.settings")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
