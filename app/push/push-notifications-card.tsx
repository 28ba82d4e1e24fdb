import { BellRing } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** Account settings' way to /account/push, where push is turned on per device (0095). */
export function PushNotificationsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Push notifications</CardTitle>
        <CardDescription>
          Get a notification on your phone or computer when something happens on Glut. Turn it on
          for each device, and remove devices you no longer use.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/account/push">
            <BellRing aria-hidden="true" /> Push notifications
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
