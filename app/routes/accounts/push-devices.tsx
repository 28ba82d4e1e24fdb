import { BellRing, Smartphone, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { getCurrentUser, requireUser } from "~/accounts/current-user.server";
import { ukLongDate } from "~/components/format-date";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import pushDevicesScript from "~/push/push-devices.island.ts?inline-script";
import { pushMessages, pushRefusalIn } from "~/push/push-messages";
import { pushFormSchema } from "~/push/push-schema";
import {
  listDevices,
  PushError,
  readShowMessageText,
  removeDevice,
  saveShowMessageText,
  subscribeDevice,
} from "~/push/push-subscriptions.server";
import { vapidKeys } from "~/push/vapid-keys.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/push-devices";

// Push notifications, per device (decision 0095): turn them on in this browser (JavaScript and a
// browser that supports push), see every device they are on, and remove any of them with a
// plain form that works without JavaScript. Sent without React on a document load (decision
// 0105): one inline script turns push on and posts the subscription with a plain form.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const lng = getLanguage(context);
  const devices = await listDevices(db, user.id);
  return {
    title: getI18n(context).getFixedT(null, "accounts")("push.title"),
    vapidPublicKey: vapidKeys(env)?.publicKey ?? null,
    showMessageText: await readShowMessageText(db, user.id),
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      endpoint: device.endpoint,
      turnedOn: ukLongDate(device.createdAt, lng),
      lastDelivered: device.lastSuccessAt ? ukLongDate(device.lastSuccessAt, lng) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getI18n(context).getFixedT(null, "accounts");
  const user = getCurrentUser(context);
  if (!user) return data({ error: t("push.signInAgain") }, { status: 401 });
  const { db, env, toasts } = getServices(context);
  const parsed = pushFormSchema.safeParse(Object.fromEntries(await readForm(request, context)));
  if (!parsed.success) {
    return data(
      { error: pushRefusalIn(t, parsed.error.issues[0]?.message ?? pushMessages.unknownIntent) },
      { status: 400 },
    );
  }
  const form = parsed.data;
  try {
    if (form.intent === "subscribe") {
      if (!vapidKeys(env)) return data({ error: t("push.refusals.pushOff") }, { status: 400 });
      await subscribeDevice(db, user.id, form, request.headers.get("user-agent"), user.sessionId);
      return toasts.redirect("/account/push", {
        type: "success",
        title: t("push.on"),
      });
    }
    if (form.intent === "remove") {
      await removeDevice(db, user.id, form.deviceId);
      return toasts.redirect("/account/push", {
        type: "success",
        title: t("push.removed"),
      });
    }
    await saveShowMessageText(db, user.id, form.showMessageText);
    return toasts.redirect("/account/push", {
      type: "success",
      title: form.showMessageText ? t("push.textShown") : t("push.textHidden"),
    });
  } catch (error) {
    if (error instanceof PushError)
      return data({ error: pushRefusalIn(t, error.message) }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.pushNotifications") ?? "Push notifications"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

/**
 * The button held and "needs JavaScript" until the inline script (push-devices.enhance.ts) takes
 * them over (decision 0105); the problems' words ride on the panel, and the subscription is
 * posted by the hidden plain form, answered by a redirect with the notice.
 */
function TurnOnHere({ vapidPublicKey }: { vapidPublicKey: string }) {
  const { t } = useTranslation("accounts");
  return (
    <div
      className="flex flex-col gap-3"
      data-push-turn-on=""
      data-vapid={vapidPublicKey}
      data-unsupported={t("push.unsupported")}
      data-denied={t("push.denied")}
      data-failed={t("push.failed")}
    >
      <Button type="button" disabled className="self-start" data-turn-on="">
        <BellRing aria-hidden="true" />
        {t("push.turnOn")}
      </Button>
      <p className="text-ink-muted" data-needs-js="">
        {t("push.needsJs")}
      </p>
      <Alert variant="error" hidden data-problem="">
        <AlertDescription>
          <p data-message="" />
        </AlertDescription>
      </Alert>
      <form method="post" hidden data-subscribe="">
        <input type="hidden" name="intent" value="subscribe" />
        <input type="hidden" name="endpoint" />
        <input type="hidden" name="p256dh" />
        <input type="hidden" name="auth" />
      </form>
    </div>
  );
}

export default function PushDevices({ loaderData, actionData }: Route.ComponentProps) {
  const { vapidPublicKey, devices, showMessageText } = loaderData;
  const { t } = useTranslation("accounts");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("push.title")}</h1>
        <p className="text-ink-muted">{t("push.lead")}</p>
      </div>
      {actionData?.error ? (
        <Alert variant="error">
          <AlertDescription>
            <p role="alert">{actionData.error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <CardTitle as="h2">{t("push.thisDevice")}</CardTitle>
          {vapidPublicKey ? (
            <TurnOnHere vapidPublicKey={vapidPublicKey} />
          ) : (
            <p className="text-ink-muted">{t("push.refusals.pushOff")}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <CardTitle as="h2">{t("push.yourDevices")}</CardTitle>
          {devices.length === 0 ? (
            <p className="text-ink-muted">{t("push.none")}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-devices="">
              {devices.map((device) => (
                <li
                  key={device.id}
                  data-endpoint={device.endpoint}
                  className="flex flex-wrap items-center gap-3 rounded-card border border-line p-3"
                >
                  <Smartphone aria-hidden="true" className="size-6 text-soil" />
                  <div className="flex-1">
                    <p className="font-semibold">
                      {device.label}
                      <span hidden data-this-device="">
                        {t("push.thisDeviceMark")}
                      </span>
                    </p>
                    <p className="text-ink-muted text-sm">
                      {t("push.turnedOn", { date: device.turnedOn })}
                      {device.lastDelivered
                        ? t("push.lastNotified", { date: device.lastDelivered })
                        : ""}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="deviceId" value={device.id} />
                    <Button type="submit" variant="outline" size="sm">
                      <Trash2 aria-hidden="true" />
                      {t("push.remove")}
                      <span className="sr-only"> {device.label}</span>
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <CardTitle as="h2">{t("push.shows")}</CardTitle>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="settings" />
            <label className="flex min-h-11 items-center gap-3">
              <Checkbox name="showMessageText" defaultChecked={showMessageText} />
              {t("push.showText")}
            </label>
            <p className="text-ink-muted text-sm">{t("push.showTextHint")}</p>
            <Button type="submit" variant="secondary" className="self-start">
              {t("push.save")}
            </Button>
          </Form>
        </CardContent>
      </Card>
      <p>
        <Link to="/account">{t("push.back")}</Link>
      </p>
      <InlineScript code={pushDevicesScript} />
    </Container>
  );
}
