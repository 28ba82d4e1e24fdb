import { englishFrom } from "~/i18n/english";
import enAccounts from "~/i18n/locales/en/accounts";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./signup-schema";

// The password forms' schemas, each made for a translator over the `accounts` catalogue
// (decision 0098); the English schemas below are the defaults.

function newPasswordRules(t: Translate) {
  const passwordLength = t("forms.passwordLength", { min: PASSWORD_MIN });
  const passwordsDiffer = t("forms.passwordsDiffer");
  return {
    password: z
      .string({ error: passwordLength })
      .min(PASSWORD_MIN, passwordLength)
      .max(PASSWORD_MAX, t("forms.passwordTooLong", { max: PASSWORD_MAX })),
    confirmPassword: z.string({ error: passwordsDiffer }),
    match: {
      check: (form: { password: string; confirmPassword: string }) =>
        form.password === form.confirmPassword,
      params: { path: ["confirmPassword"], message: passwordsDiffer },
    },
  };
}

export function forgotPasswordSchemaFor(t: Translate) {
  return z.object({
    email: z
      .string({ error: t("forms.emailRequired") })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: t("forms.emailInvalid") })),
  });
}

/** Choosing a new password from an emailed link: the same rules as at sign-up. */
export function resetPasswordSchemaFor(t: Translate) {
  const { password, confirmPassword, match } = newPasswordRules(t);
  return z
    .object({ token: z.string({ error: t("forms.linkNotValid") }), password, confirmPassword })
    .refine(match.check, match.params);
}

/** Changing it while signed in needs the current one too. */
export function changePasswordSchemaFor(t: Translate) {
  const { password, confirmPassword, match } = newPasswordRules(t);
  return z
    .object({
      currentPassword: z.string({ error: t("forms.currentPasswordRequired") }),
      password,
      confirmPassword,
    })
    .refine(match.check, match.params);
}

// Marked pure so that a browser bundle which never uses the English defaults leaves them out.
const english = /* @__PURE__ */ englishFrom(enAccounts);
export const forgotPasswordSchema = /* @__PURE__ */ forgotPasswordSchemaFor(english);
export const resetPasswordSchema = /* @__PURE__ */ resetPasswordSchemaFor(english);
export const changePasswordSchema = /* @__PURE__ */ changePasswordSchemaFor(english);
