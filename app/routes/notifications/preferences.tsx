import { data } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Container } from "~/components/ui/container";
import { PREFERENCES_PATH } from "~/notifications/notification-kinds";
import {
  preferenceMatrix,
  savePreferenceMatrix,
} from "~/notifications/notification-preferences.server";
import { PreferencesMatrix } from "~/notifications/preferences-matrix";
import { matrixFromForm, preferencesSchema } from "~/notifications/preferences-schema";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/preferences";

// One place for how a member hears of things (decision 0093): any signed-in account sets its own
// matrix, and only its own (the account comes from the session, never from the form).

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return { matrix: await preferenceMatrix(getServices(context).db, user.id) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const parsed = preferencesSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data(
      { error: "Some of the boxes could not be read. Please try again." },
      { status: 400 },
    );
  }
  await savePreferenceMatrix(db, user.id, matrixFromForm(parsed.data));
  return toasts.redirect(PREFERENCES_PATH, {
    type: "success",
    title: "Notification settings saved",
  });
}

// A plain form: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = () => [
  { title: "Notification settings | Glut" },
  { name: "robots", content: "noindex" },
];

export default function NotificationPreferences({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Notification settings</h1>
        <p className="text-ink-muted">
          For each kind of notification, choose whether it appears in your notifications on the
          site, comes by email, or by push to your devices. Every email's unsubscribe link brings
          you back to its box here.
        </p>
      </div>
      {actionData?.error ? (
        <Alert variant="error">
          <AlertDescription>
            <p role="alert">{actionData.error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <PreferencesMatrix matrix={loaderData.matrix} />
    </Container>
  );
}
