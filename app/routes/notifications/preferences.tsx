import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Container } from "~/components/ui/container";
import { getI18n } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
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
  return {
    title: getI18n(context).getFixedT(null, "alerts")("preferences.title"),
    matrix: await preferenceMatrix(getServices(context).db, user.id),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const t = getI18n(context).getFixedT(null, "alerts");
  const parsed = preferencesSchema.safeParse(Object.fromEntries(await readForm(request, context)));
  if (!parsed.success) {
    return data({ error: t("preferences.unreadable") }, { status: 400 });
  }
  await savePreferenceMatrix(db, user.id, matrixFromForm(parsed.data));
  return toasts.redirect(PREFERENCES_PATH, {
    type: "success",
    title: t("preferences.saved"),
  });
}

// A plain form: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.notificationSettings") ?? "Notification settings"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function NotificationPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("alerts");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("preferences.title")}</h1>
        <p className="text-ink-muted">{t("preferences.lead")}</p>
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
