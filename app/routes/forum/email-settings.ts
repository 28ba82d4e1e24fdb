import { redirect } from "react-router";
import { preferencesCellHref } from "~/notifications/notification-kinds";

// The dashboard's old forum email setting posted here. It lives in the preferences matrix now
// (decision 0093): an old page or bookmark is sent to its cell, nothing changed.
export function loader() {
  return redirect(preferencesCellHref("forum-replies"));
}

export function action() {
  return redirect(preferencesCellHref("forum-replies"), 303);
}
