import { requireUser } from "~/accounts/current-user.server";
import { setReplyEmails } from "~/forum/forum-follows.server";
import { getServices } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/email-settings";

// The dashboard's forum email setting: any signed-in account may turn its own emails on or off.
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const on = (await request.formData()).get("replyEmails") === "on";
  await setReplyEmails(db, user.id, on);
  return redirectWithToast(env.BETTER_AUTH_SECRET, "/dashboard", {
    type: "success",
    title: on ? "Forum reply emails are on" : "Forum reply emails are off",
  });
}
