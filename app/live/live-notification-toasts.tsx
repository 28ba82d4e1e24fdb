import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import type { LiveEvent } from "./live-events";

type NotificationEvent = Extract<LiveEvent, { type: "notification" }>;

/**
 * On a page running the app, a live notification joins the page's own toasts (one stack, so on
 * a phone the two never lie over each other). It claims the "glut:notification" event that
 * live-client.js offers; where nothing claims it (a page sent without JavaScript), the script
 * shows its own toast.
 */
export function LiveNotificationToasts() {
  useEffect(() => {
    const offered = (event: Event) => {
      const notification = (event as CustomEvent<NotificationEvent>).detail;
      event.preventDefault();
      toast.info(notification.title, { href: notification.href });
    };
    window.addEventListener("glut:notification", offered);
    return () => window.removeEventListener("glut:notification", offered);
  }, []);
  return null;
}
