import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getI18n } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit/rate-limit.server";
import {
  accountHasPassword,
  DELETE_PASSWORD_LIMIT,
  deleteAccount,
  verifyAccountPassword,
} from "./account-deletion.server";
import { callAuth, headersWithCookies } from "./auth-endpoint.server";
import { deleteAccountSchemaFor } from "./delete-account-schema";
import {
  type FormActionArgs,
  type OwnAccountForm as IntentArgs,
  readOwnAccountForm,
} from "./own-account-form.server";
import { changePasswordSchemaFor } from "./password-schemas";

/** better-auth's message when the current password is wrong: shown beside that field. */
const BETTER_AUTH_INVALID_PASSWORD = "Invalid password";

/** The page these forms are on. */
const ACCOUNT = "/account";

export type AccountSettingsIntent = "change-password" | "delete-account";
export type AccountSettingsActionData = {
  intent: AccountSettingsIntent;
  result: SubmissionResult<string[]>;
};

// Every change here is to the signed-in person's own account: the user comes from the session,
// never from the form. Its messages are in the request's language (the `accounts` catalogue).
// A change made is answered by a redirect with its notice (decision 0107), so reloading the page
// does not post the form again; a refusal is the page itself, with the form's messages.
export async function accountSettingsAction(actionArgs: FormActionArgs) {
  const args = await readOwnAccountForm(actionArgs);
  switch (args.intent) {
    case "change-password":
      return changePassword(args);
    case "delete-account":
      return deleteOwnAccount(args);
  }
  throw data(getI18n(actionArgs.context).getFixedT(null, "accounts")("settings.unknownAction"), {
    status: 400,
  });
}

/** Through better-auth, which signs the account out everywhere else. */
async function changePassword({ request, context, formData }: IntentArgs) {
  const intent = "change-password";
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  const t = getI18n(context).getFixedT(null, "accounts");
  const submission = parseWithZod(formData, { schema: changePasswordSchemaFor(t) });
  if (submission.status !== "success") {
    return data(
      { intent, result: submission.reply({ hideFields }) } satisfies AccountSettingsActionData,
      { status: 400 },
    );
  }
  const result = await callAuth(context, request, "/change-password", {
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.password,
    revokeOtherSessions: true,
  });
  if (!result.ok) {
    const message = result.message ?? t("changePassword.failed");
    const reply =
      message === BETTER_AUTH_INVALID_PASSWORD
        ? submission.reply({
            fieldErrors: { currentPassword: [t("forms.invalidPassword")] },
            hideFields,
          })
        : submission.reply({ formErrors: [message], hideFields });
    return data({ intent, result: reply } satisfies AccountSettingsActionData, {
      status: result.status === 429 ? 429 : 400,
      headers: headersWithCookies(result.setCookies),
    });
  }
  // Back to the page with the notice (decision 0107), and better-auth's new session cookie.
  return getServices(context).toasts.redirect(
    ACCOUNT,
    {
      type: "success",
      title: t("password.changed"),
      description: t("changePassword.signedOutElsewhere"),
    },
    { headers: headersWithCookies(result.setCookies) },
  );
}

/**
 * The password again (a limited number of tries), or the word DELETE for an account without
 * one; then every domain's deletion step, and better-auth's sign-out for the cookies.
 */
async function deleteOwnAccount({ request, context, user, formData }: IntentArgs) {
  const intent = "delete-account";
  const services = getServices(context);
  const hasPassword = await accountHasPassword(services.db, user.id);
  const t = getI18n(context).getFixedT(null, "accounts");
  const submission = parseWithZod(formData, { schema: deleteAccountSchemaFor(t, hasPassword) });
  const refuse = (
    status: number,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) =>
    data(
      {
        intent,
        result: submission.reply({ ...errors, hideFields: ["password"] }),
      } satisfies AccountSettingsActionData,
      { status },
    );
  if (submission.status !== "success") return refuse(400);
  if (
    hasPassword &&
    !(await consumeRateLimit(services.db, `delete-account:${user.id}`, DELETE_PASSWORD_LIMIT))
  ) {
    return refuse(429, { formErrors: [t("deleteAccount.tooManyTries")] });
  }
  if (
    hasPassword &&
    !(await verifyAccountPassword(services, user.id, submission.value.password ?? ""))
  ) {
    return refuse(400, { fieldErrors: { password: [t("deleteAccount.wrongPassword")] } });
  }
  await deleteAccount(services, user.id, services.accountSteps.deletion);
  // The session rows went with the account; better-auth's sign-out still clears its cookies.
  const signOut = await callAuth(context, request, "/sign-out", {});
  return services.toasts.redirect(
    "/",
    {
      type: "success",
      title: t("deleteAccount.deleted"),
      description: t("deleteAccount.deletedText"),
    },
    { headers: headersWithCookies(signOut.setCookies) },
  );
}
