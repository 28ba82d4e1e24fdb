import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { serializeMarketingConsent } from "~/consent/consent-records.server";
import { getI18n } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { callAuth } from "./auth-endpoint.server";
import {
  forumSettingsSchemaFor,
  marketingConsentSchema,
  verificationApplicationSchemaFor,
} from "./dashboard-schemas";
import {
  type FormActionArgs,
  type OwnAccountForm as IntentArgs,
  readOwnAccountForm,
} from "./own-account-form.server";
import {
  ReapplyNotAllowedError,
  setMarketingConsent,
  submitVerificationApplication,
  updateForumUsername,
} from "./profile.server";

// The dashboard's four forms, each a change to the signed-in person's own account: the account
// comes from the session, never from the form. Toasts and refusals are in the request's language.
// A change made is answered by a redirect back to the dashboard with its notice (decision 0105),
// so reloading the page does not post the form again; a refusal is the page itself, with the
// form's messages.

type Toast = { title: string; type?: "success" | "error"; description?: string };

function toast(context: Readonly<RouterContextProvider>, { title, type, description }: Toast) {
  const { toasts } = getServices(context);
  return toasts.headers(context, { type: type ?? "success", title, description });
}

/** Back to the dashboard, with the notice; `headers` adds to the answer (a cookie). */
function backToDashboard(
  context: Readonly<RouterContextProvider>,
  { title, description }: Toast,
  headers?: HeadersInit,
) {
  const { toasts } = getServices(context);
  return toasts.redirect(DASHBOARD, { type: "success", title, description }, { headers });
}

const DASHBOARD = "/dashboard";

/** The `dashboard` catalogue in the request's language. */
function dashboardT(context: Readonly<RouterContextProvider>) {
  return getI18n(context).getFixedT(null, "dashboard");
}

export async function dashboardAction(actionArgs: FormActionArgs) {
  const args = await readOwnAccountForm(actionArgs);
  switch (args.intent) {
    case "resend-verification":
      return resendVerificationEmail(args);
    case "forum-settings":
      return saveForumSettings(args);
    case "marketing":
      return saveMarketingConsent(args);
    case "reapply":
      return reapplyForVerification(args);
  }
  throw data(dashboardT(actionArgs.context)("refusals.unknownAction"), { status: 400 });
}

async function resendVerificationEmail({ request, context, user }: IntentArgs) {
  const intent = "resend-verification";
  const t = dashboardT(context);
  const result = await callAuth(context, request, "/send-verification-email", {
    email: user.email,
    callbackURL: "/dashboard?verified=1",
  });
  if (result.ok) {
    return backToDashboard(context, {
      title: t("toasts.confirmationSent"),
      description: t("toasts.checkInbox", { email: user.email }),
    });
  }
  return data(
    { intent, ok: false },
    {
      headers: await toast(context, {
        title: result.message ?? t("toasts.sendFailed"),
        type: "error",
      }),
    },
  );
}

async function saveForumSettings({ context, user, formData }: IntentArgs) {
  const intent = "forum-settings";
  const t = dashboardT(context);
  const submission = parseWithZod(formData, { schema: forumSettingsSchemaFor(t) });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply() }, { status: 400 });
  }
  const { db, logger } = getServices(context);
  try {
    await updateForumUsername(db, user.id, submission.value.forumUsername);
  } catch (error) {
    logger.error({ err: error }, "could not save forum settings");
    return data(
      { intent, result: submission.reply({ formErrors: [t("forum.failed")] }) },
      { status: 500 },
    );
  }
  return backToDashboard(context, { title: t("forum.saved") });
}

async function saveMarketingConsent({ context, user, formData }: IntentArgs) {
  const intent = "marketing";
  const submission = parseWithZod(formData, { schema: marketingConsentSchema });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply() }, { status: 400 });
  }
  const { db, env } = getServices(context);
  const consent = submission.value.marketingConsent === true;
  await setMarketingConsent(db, user.id, consent);
  const t = dashboardT(context);
  return backToDashboard(context, { title: consent ? t("marketing.on") : t("marketing.off") }, [
    ["Set-Cookie", await serializeMarketingConsent(env, consent, new Date())],
  ]);
}

async function reapplyForVerification({ context, user, formData }: IntentArgs) {
  const intent = "reapply";
  const t = dashboardT(context);
  if (!user.profile.isOrganization) {
    throw data(t("refusals.onlyOrganisations"), { status: 403 });
  }
  const submission = parseWithZod(formData, {
    schema: verificationApplicationSchemaFor(getI18n(context).getFixedT(null, "accounts")),
  });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply() }, { status: 400 });
  }
  try {
    await submitVerificationApplication(getServices(context).db, user.id, submission.value);
  } catch (error) {
    if (error instanceof ReapplyNotAllowedError) {
      throw data(t("refusals.alreadyApplied"), { status: 403 });
    }
    throw error;
  }
  return backToDashboard(context, {
    title: t("toasts.applicationSent"),
    description: t("toasts.reviewTime"),
  });
}
