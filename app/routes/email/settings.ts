import { requireUser } from "~/accounts/current-user.server";
import { EMAIL_KINDS, type EmailKind } from "~/email-preferences/email-kinds";
import { saveEmailSettings } from "~/email-preferences/email-preferences.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/settings";

// The dashboard's notification email switches: any signed-in account sets its own, and only its
// own (the account comes from the session, never from the form).
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const form = await readForm(request);
  const settings = Object.fromEntries(
    EMAIL_KINDS.map((kind) => [kind, form.get(kind) === "on"]),
  ) as Record<EmailKind, boolean>;
  await saveEmailSettings(db, user.id, settings);
  return toasts.redirect("/dashboard", { type: "success", title: "Notification emails saved" });
}
