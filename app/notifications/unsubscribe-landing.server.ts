import type { RouterContextProvider } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import type { Toasts } from "~/server/toast.server";
import { KIND_LABELS, type NotificationKind, preferencesCellHref } from "./notification-kinds";

/**
 * After an email's unsubscribe link turned its email cell off: a member who pressed the page's
 * own button while signed in as that account lands on the cell in the preferences matrix
 * (decision 0093). A mail provider's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, no
 * session) gets the plain 200 page, as before.
 */
export function landOnCell(
  context: Readonly<RouterContextProvider>,
  toasts: Toasts,
  form: FormData,
  userId: string,
  kind: NotificationKind,
): Promise<Response> | null {
  if (form.get("land") !== "cell") return null;
  if (getCurrentUser(context)?.id !== userId) return null;
  return toasts.redirect(preferencesCellHref(kind), {
    type: "success",
    title: `${KIND_LABELS[kind].name}: emails off`,
    description: "Turn them back on here whenever you like.",
  });
}
