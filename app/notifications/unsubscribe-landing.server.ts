import type { RouterContextProvider } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { getI18n } from "~/i18n/i18n.server";
import type { Toasts } from "~/server/toast.server";
import { type NotificationKind, preferencesCellHref } from "./notification-kinds";

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
  const t = getI18n(context).getFixedT(null, "alerts");
  return toasts.redirect(preferencesCellHref(kind), {
    type: "success",
    title: t("preferences.emailsOff", { kind: t(`kinds.${kind}.name`) }),
    description: t("preferences.emailsOffText"),
  });
}
