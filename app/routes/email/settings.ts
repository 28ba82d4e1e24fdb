import { redirect } from "react-router";
import { PREFERENCES_PATH } from "~/notifications/notification-kinds";

// The dashboard's old notification email switches posted here. They live in the preferences
// matrix now (decision 0093): an old page or bookmark is sent there, nothing changed.
export function loader() {
  return redirect(PREFERENCES_PATH);
}

export function action() {
  return redirect(PREFERENCES_PATH, 303);
}
