import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getServices } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit/rate-limit.server";
import {
  accountHasPassword,
  DELETE_PASSWORD_LIMIT,
  deleteAccount,
  verifyAccountPassword,
} from "./account-deletion.server";
import { callAuth, headersWithCookies } from "./auth-endpoint.server";
import { deleteAccountSchema } from "./delete-account-schema";
import {
  type FormActionArgs,
  type OwnAccountForm as IntentArgs,
  readOwnAccountForm,
} from "./own-account-form.server";
import { changePasswordSchema } from "./password-schemas";

const WRONG_PASSWORD = "That is not your password. Your account has not been deleted.";
const TOO_MANY_TRIES =
  "Too many tries. Please wait a quarter of an hour and try again. Your account has not been deleted.";
/** better-auth's message when the current password is wrong: shown beside that field. */
const BETTER_AUTH_INVALID_PASSWORD = "Invalid password";
const CHANGE_FAILED = "We could not change your password. Please try again.";

export type AccountSettingsIntent = "change-password" | "delete-account";
export type AccountSettingsActionData = {
  intent: AccountSettingsIntent;
  result: SubmissionResult<string[]>;
};

// Every change here is to the signed-in person's own account: the user comes from the session,
// never from the form.
export async function accountSettingsAction(actionArgs: FormActionArgs) {
  const args = await readOwnAccountForm(actionArgs);
  switch (args.intent) {
    case "change-password":
      return changePassword(args);
    case "delete-account":
      return deleteOwnAccount(args);
  }
  throw data("Unknown action", { status: 400 });
}

/** Through better-auth, which signs the account out everywhere else. */
async function changePassword({ request, context, formData }: IntentArgs) {
  const intent = "change-password";
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
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
    const message = result.message ?? CHANGE_FAILED;
    const reply =
      message === BETTER_AUTH_INVALID_PASSWORD
        ? submission.reply({ fieldErrors: { currentPassword: [message] }, hideFields })
        : submission.reply({ formErrors: [message], hideFields });
    return data({ intent, result: reply } satisfies AccountSettingsActionData, {
      status: result.status === 429 ? 429 : 400,
      headers: headersWithCookies(result.setCookies),
    });
  }
  const toast = await getServices(context).toasts.headers(context, {
    type: "success",
    title: "Password changed",
    description: "You are still signed in here and have been signed out everywhere else.",
  });
  return data(
    { intent, result: submission.reply({ resetForm: true }) } satisfies AccountSettingsActionData,
    { headers: headersWithCookies(result.setCookies, toast) },
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
  const submission = parseWithZod(formData, { schema: deleteAccountSchema(hasPassword) });
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
    return refuse(429, { formErrors: [TOO_MANY_TRIES] });
  }
  if (
    hasPassword &&
    !(await verifyAccountPassword(services, user.id, submission.value.password ?? ""))
  ) {
    return refuse(400, { fieldErrors: { password: [WRONG_PASSWORD] } });
  }
  await deleteAccount(services, user.id, services.accountSteps.deletion);
  // The session rows went with the account; better-auth's sign-out still clears its cookies.
  const signOut = await callAuth(context, request, "/sign-out", {});
  return services.toasts.redirect(
    "/",
    {
      type: "success",
      title: "Your account has been deleted",
      description: "Everything it held has gone. Thank you for growing with Glut.",
    },
    { headers: headersWithCookies(signOut.setCookies) },
  );
}
