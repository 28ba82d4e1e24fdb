import { CheckCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import { shellMessage } from "~/i18n/meta-messages";
import { requireMember } from "~/membership/member-gate.server";
import { PREFERENCES_PATH } from "~/notifications/notification-kinds";
import { NotificationList, NotificationPages } from "~/notifications/notification-list";
import { notificationBodyIn, notificationTitleIn } from "~/notifications/notification-words.server";
import {
  listNotifications,
  markAllRead,
  NotificationError,
  openNotification,
} from "~/notifications/notifications.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/notifications";

// Everything that concerns the member, newest first, 20 a page (decision 0093). Plain forms:
// opening one marks it read and goes on; "Mark all as read" marks the rest.

const GATE_REASON = {
  personal: "alerts:gate.notifications.personal",
  organisation: "alerts:gate.notifications.organisation",
} as const;

const whenOptions: Intl.DateTimeFormatOptions = {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
};
/** '29 November 2026 at 08:05'; in Welsh '29 Tachwedd 2026 am 08:05', as Intl says it. */
const when: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(FORMAT_LOCALE.en, whenOptions),
  cy: new Intl.DateTimeFormat(FORMAT_LOCALE.cy, whenOptions),
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const page = Number(url.searchParams.get("page") ?? "1");
  const listed = await listNotifications(getServices(context).db, member.id, page);
  const lng = getLanguage(context);
  return {
    ...listed,
    lng,
    title: getI18n(context).getFixedT(null, "alerts")("notifications.title"),
    items: listed.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      // Stored in English when the notification was made; said in the reader's language, rows
      // from before included, or as stored when it cannot be (decision 0098).
      title: notificationTitleIn(lng, item),
      body: notificationBodyIn(lng, item),
      when: when[lng].format(item.createdAt).replace(", ", " at "),
      read: item.read,
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const { db, toasts } = getServices(context);
  const form = await readForm(request, context);
  const intent = form.get("intent");
  const t = getI18n(context).getFixedT(null, "alerts");
  if (intent === "read-all") {
    await markAllRead(db, member.id);
    return toasts.redirect("/notifications", {
      type: "success",
      title: t("notifications.allMarked"),
    });
  }
  if (intent === "open") {
    try {
      return redirect(await openNotification(db, member.id, String(form.get("id") ?? "")), 303);
    } catch (error) {
      if (!(error instanceof NotificationError)) throw error;
      return data({ error: error.message }, { status: error.status });
    }
  }
  return data({ error: t("notifications.notUnderstood") }, { status: 400 });
}

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.notifications") ?? "Notifications"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { items, unread, page, pageCount } = loaderData;
  const { t } = useTranslation("alerts");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("notifications.title")}</h1>
        <p className="text-ink-muted">
          {unread === 0
            ? t("notifications.nothingUnread")
            : t("notifications.unread", { count: unread })}
          {t("notifications.kept")}
          <Link to={PREFERENCES_PATH}>{t("notifications.settingsLink")}</Link>
          {t("notifications.end")}
        </p>
      </div>
      {actionData?.error ? (
        <Alert variant="error">
          <AlertDescription>
            <p role="alert">{actionData.error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {unread > 0 ? (
        <Form method="post">
          <Button type="submit" name="intent" value="read-all" variant="outline">
            <CheckCheck aria-hidden="true" /> {t("notifications.markAll")}
          </Button>
        </Form>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-card p-6">
          {t("notifications.empty")}
        </p>
      ) : (
        <NotificationList items={items} />
      )}
      <NotificationPages page={page} pages={pageCount} />
    </Container>
  );
}
