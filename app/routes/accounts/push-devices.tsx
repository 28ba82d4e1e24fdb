import { BellRing, Smartphone, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import { getCurrentUser, requireUser } from "~/accounts/current-user.server";
import { ukLongDate } from "~/components/format-date";
import { useHydrated } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Container } from "~/components/ui/container";
import { currentSubscription, subscribeThisBrowser } from "~/push/browser-push";
import { pushMessages } from "~/push/push-messages";
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
// plain form that works without JavaScript.

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const devices = await listDevices(db, user.id);
  return {
    vapidPublicKey: vapidKeys(env)?.publicKey ?? null,
    showMessageText: await readShowMessageText(db, user.id),
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      endpoint: device.endpoint,
      turnedOn: ukLongDate(device.createdAt),
      lastDelivered: device.lastSuccessAt ? ukLongDate(device.lastSuccessAt) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getCurrentUser(context);
  if (!user) return data({ error: "Please sign in again." }, { status: 401 });
  const { db, env, toasts } = getServices(context);
  const parsed = pushFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? pushMessages.unknownIntent },
      { status: 400 },
    );
  }
  const form = parsed.data;
  try {
    if (form.intent === "subscribe") {
      if (!vapidKeys(env)) return data({ error: pushMessages.pushOff }, { status: 400 });
      await subscribeDevice(db, user.id, form, request.headers.get("user-agent"), user.sessionId);
      return toasts.redirect("/account/push", {
        type: "success",
        title: "Push notifications are on for this device.",
      });
    }
    if (form.intent === "remove") {
      await removeDevice(db, user.id, form.deviceId);
      return toasts.redirect("/account/push", {
        type: "success",
        title: "That device will not get push notifications any more.",
      });
    }
    await saveShowMessageText(db, user.id, form.showMessageText);
    return toasts.redirect("/account/push", {
      type: "success",
      title: form.showMessageText
        ? "Push notifications will show message text."
        : "Push notifications will not show message text.",
    });
  } catch (error) {
    if (error instanceof PushError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Push notifications | Glut" },
  { name: "robots", content: "noindex" },
];

type Problem = "unsupported" | "denied" | "failed" | null;

const PROBLEMS: Record<Exclude<Problem, null>, string> = {
  unsupported:
    "This browser cannot get push notifications. On an iPhone or iPad, add Glut to your Home Screen (Share, then Add to Home Screen), open it from there and try again.",
  denied:
    "Notifications are blocked for Glut in this browser. Allow them in the browser's site settings, then try again.",
  failed: "Push notifications could not be turned on just now. Please try again.",
};

function TurnOnHere({ vapidPublicKey }: { vapidPublicKey: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof action>();
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await subscribeThisBrowser(vapidPublicKey);
      if (typeof result === "string") setProblem(result);
      else await fetcher.submit({ intent: "subscribe", ...result }, { method: "post" });
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
  };
  const error = problem ? PROBLEMS[problem] : fetcher.data?.error;
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        onClick={turnOn}
        disabled={!hydrated || busy || fetcher.state !== "idle"}
        className="self-start"
      >
        <BellRing aria-hidden="true" />
        Turn on push notifications on this device
      </Button>
      {hydrated ? null : (
        <p className="text-ink-muted">Turning push notifications on needs JavaScript.</p>
      )}
      {error ? (
        <Alert variant="error">
          <AlertDescription>
            <p role="alert">{error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/** Which device in the list is this browser, once JavaScript can ask it. */
function useThisEndpoint(): string | null {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);
  return endpoint;
}

export default function PushDevices({ loaderData, actionData }: Route.ComponentProps) {
  const { vapidPublicKey, devices, showMessageText } = loaderData;
  const thisEndpoint = useThisEndpoint();
  const removeHere = async () => {
    // The browser's own subscription ends too, so it stops asking its push service for Glut.
    await (await currentSubscription())?.unsubscribe().catch(() => false);
  };
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Push notifications</h1>
        <p className="text-ink-muted">
          Get a notification on your phone or computer when something happens on Glut, such as a new
          message. Turn it on for each device you use. A notification says only what happened, for
          example "New message from Sam", unless you choose to see message text. Signing out on a
          device turns its notifications off.
        </p>
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
          <CardTitle as="h2">This device</CardTitle>
          {vapidPublicKey ? (
            <TurnOnHere vapidPublicKey={vapidPublicKey} />
          ) : (
            <p className="text-ink-muted">{pushMessages.pushOff}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <CardTitle as="h2">Your devices</CardTitle>
          {devices.length === 0 ? (
            <p className="text-ink-muted">Push notifications are not on for any of your devices.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {devices.map((device) => (
                <li
                  key={device.id}
                  className="flex flex-wrap items-center gap-3 rounded-card border border-line p-3"
                >
                  <Smartphone aria-hidden="true" className="size-6 text-soil" />
                  <div className="flex-1">
                    <p className="font-semibold">
                      {device.label}
                      {device.endpoint === thisEndpoint ? " (this device)" : ""}
                    </p>
                    <p className="text-ink-muted text-sm">
                      Turned on {device.turnedOn}
                      {device.lastDelivered ? `; last notified ${device.lastDelivered}` : ""}
                    </p>
                  </div>
                  <Form
                    method="post"
                    onSubmit={device.endpoint === thisEndpoint ? removeHere : undefined}
                  >
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="deviceId" value={device.id} />
                    <Button type="submit" variant="outline" size="sm">
                      <Trash2 aria-hidden="true" />
                      Remove<span className="sr-only"> {device.label}</span>
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
          <CardTitle as="h2">What a notification shows</CardTitle>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="settings" />
            <label className="flex min-h-11 items-center gap-3">
              <Checkbox name="showMessageText" defaultChecked={showMessageText} />
              Show message text in push notifications
            </label>
            <p className="text-ink-muted text-sm">
              Off, a notification never shows what someone wrote: anyone who can see your screen
              sees only who it is from.
            </p>
            <Button type="submit" variant="secondary" className="self-start">
              Save
            </Button>
          </Form>
        </CardContent>
      </Card>
      <p>
        <Link to="/account">Back to account settings</Link>
      </p>
    </Container>
  );
}
