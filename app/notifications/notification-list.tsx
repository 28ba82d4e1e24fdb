import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { PageLinks } from "~/components/page-links";
import { isNotificationKind } from "./notification-kinds";

export interface ListedNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** When, already in UK words in the page's language ("29 November 2026 at 08:05"). */
  when: string;
  read: boolean;
}

/**
 * A member's notifications, newest first. Read or unread is said in words (and shown by weight),
 * never by colour alone; opening one is a form post that marks it read and goes on, so it works
 * without JavaScript (decision 0093).
 */
export function NotificationList({ items }: { items: readonly ListedNotification[] }) {
  const { t } = useTranslation("alerts");
  return (
    <ul className="flex flex-col gap-3" aria-label={t("notifications.list")}>
      {items.map((item) => (
        <li
          key={item.id}
          className={
            item.read
              ? "rounded-card border border-line bg-card p-4"
              : "rounded-card border-2 border-leaf-deep bg-card p-4"
          }
        >
          <Form method="post" className="flex flex-col gap-1">
            <input type="hidden" name="id" value={item.id} />
            <p className="text-sm">
              <span className={item.read ? "text-ink-muted" : "font-semibold"}>
                {item.read ? t("notifications.read") : t("notifications.unreadOne")}
              </span>
              {" · "}
              {isNotificationKind(item.kind)
                ? t(`kinds.${item.kind}.name`)
                : t("notifications.notice")}
              {" · "}
              <span className="text-ink-muted">{item.when}</span>
            </p>
            <button
              type="submit"
              name="intent"
              value="open"
              className={`w-fit cursor-pointer text-left underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep ${item.read ? "" : "font-semibold"}`}
            >
              {item.title}
            </button>
            <p className="text-ink-muted">{item.body}</p>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Previous / Page n of m / Next, as plain links. */
export function NotificationPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("alerts");
  return (
    <PageLinks
      page={page}
      pages={pages}
      href={(to) => (to === 1 ? "/notifications" : `/notifications?page=${to}`)}
      label={t("notifications.pages")}
    />
  );
}
