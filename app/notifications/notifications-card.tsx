import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PREFERENCES_PATH } from "./notification-kinds";

/**
 * The dashboard's one way to notifications (decision 0093): the list, with its unread count in
 * words, and the preferences matrix that replaced the dashboard's email switches.
 */
export function NotificationsCard({ unread }: { unread: number | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notifications</CardTitle>
        <CardDescription>
          Choose, for each kind, whether you hear of it in the site, by email or by push.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {unread === null ? null : (
          <p>
            <Link to="/notifications" className="underline">
              Your notifications
            </Link>{" "}
            ({unread === 0 ? "none unread" : `${unread} unread`})
          </p>
        )}
        <p>
          <Link to={PREFERENCES_PATH} className="underline">
            Notification settings
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
