import { CheckCheck } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { requireMember } from "~/membership/member-gate.server";
import { PREFERENCES_PATH } from "~/notifications/notification-kinds";
import { NotificationList, NotificationPages } from "~/notifications/notification-list";
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
  personal: "Notifications need an active membership.",
  organisation: "Notifications need an active membership or a verified organisation.",
} as const;

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export async function loader({ context, url }: Route.LoaderArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const page = Number(url.searchParams.get("page") ?? "1");
  const listed = await listNotifications(getServices(context).db, member.id, page);
  return {
    ...listed,
    items: listed.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      body: item.body,
      when: when.format(item.createdAt).replace(", ", " at "),
      read: item.read,
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const { db, toasts } = getServices(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "read-all") {
    await markAllRead(db, member.id);
    return toasts.redirect("/notifications", { type: "success", title: "All marked as read" });
  }
  if (intent === "open") {
    try {
      return redirect(await openNotification(db, member.id, String(form.get("id") ?? "")), 303);
    } catch (error) {
      if (!(error instanceof NotificationError)) throw error;
      return data({ error: error.message }, { status: error.status });
    }
  }
  return data({ error: "We did not understand that request." }, { status: 400 });
}

export const handle = staticPage;

export const meta: Route.MetaFunction = () => [
  { title: "Notifications | Glut" },
  { name: "robots", content: "noindex" },
];

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { items, unread, page, pageCount } = loaderData;
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Notifications</h1>
        <p className="text-ink-muted">
          {unread === 0 ? "Nothing unread." : `${unread} unread.`} Kept for 90 days. Choose what
          appears here in your <Link to={PREFERENCES_PATH}>notification settings</Link>.
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
            <CheckCheck aria-hidden="true" /> Mark all as read
          </Button>
        </Form>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-card p-6">
          No notifications yet. Messages, replies, matches and reminders will appear here.
        </p>
      ) : (
        <NotificationList items={items} />
      )}
      <NotificationPages page={page} pages={pageCount} />
    </Container>
  );
}
