import { requireUser } from "~/accounts/current-user.server";
import { setReplyEmails } from "~/forum/forum-follows.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/email-settings";

// The dashboard's forum email setting: any signed-in account may turn its own emails on or off.
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const on = (await readForm(request)).get("replyEmails") === "on";
  await setReplyEmails(db, user.id, on);
  return toasts.redirect("/dashboard", {
    type: "success",
    title: on ? "Forum reply emails are on" : "Forum reply emails are off",
  });
}
