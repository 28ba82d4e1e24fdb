import { englishFrom } from "~/i18n/english";
import enAccounts from "~/i18n/locales/en/accounts";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";

// The delete-account form's one schema, for the browser's checks and the server's, made for a
// translator over the `accounts` catalogue (decision 0098).

/** The word an account without a password types to confirm: DELETE in English, DILEU in Welsh. */
export function confirmationWordIn(t: Translate): string {
  return t("deleteAccount.word");
}

/** Deleting needs the password again, or for an account without one, the word DELETE. */
export function deleteAccountSchemaFor(t: Translate, hasPassword: boolean) {
  const notUnderstood = t("forms.notUnderstood");
  const word = confirmationWordIn(t);
  // Not `.optional().refine(…)`: Zod 4 skips that check when the box is absent from the form.
  const understood = z
    .boolean({ error: notUnderstood })
    .refine((value) => value === true, { message: notUnderstood });
  return z.object({
    password: hasPassword
      ? z.string({ error: t("forms.passwordToConfirm") })
      : z.string().optional(),
    confirmText: hasPassword
      ? z.string().optional()
      : z
          .string({ error: t("deleteAccount.typeToConfirm", { word }) })
          .trim()
          .refine((value) => value === word, {
            message: t("forms.typeInCapitals", { word }),
          }),
    understood,
  });
}

const english = /* @__PURE__ */ englishFrom(enAccounts);
export const CONFIRMATION_WORD = /* @__PURE__ */ confirmationWordIn(english);

/** The English schema, the default. */
export function deleteAccountSchema(hasPassword: boolean) {
  return deleteAccountSchemaFor(english, hasPassword);
}
