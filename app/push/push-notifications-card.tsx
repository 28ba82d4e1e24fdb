import { BellRing } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** Account settings' way to /account/push, where push is turned on per device (0095). */
export function PushNotificationsCard() {
  const { t } = useTranslation("accounts");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("push.title")}</CardTitle>
        <CardDescription>{t("push.card")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/account/push">
            <BellRing aria-hidden="true" /> {t("push.title")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
