// Account settings' two checked forms, asked of their schemas for the static page's script
// (decisions 0066, 0107): changing the password and deleting the account.
import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { deleteAccountSchemaFor } from "./delete-account-schema";
import { changePasswordSchemaFor } from "./password-schemas";

/**
 * Changing the password; `t` reads `accounts`. The schema compares the two new passwords only
 * once the rest of the form is well formed (its refinement runs last), so the comparison is asked
 * with a current password given.
 */
export function changePasswordChecks(t: Translate): FormChecks {
  const schema = changePasswordSchemaFor(t);
  const { fields } = formChecks(schema);
  const compared = formChecks(schema, {
    variants: [{ currentPassword: "given" }],
    sameAs: { confirmPassword: "password" },
  });
  const sameAs = compared.fields.confirmPassword?.sameAs;
  return {
    fields: { ...fields, confirmPassword: { ...fields.confirmPassword, sameAs } },
    variants: [],
  };
}

/**
 * Deleting the account: the password, or for an account without one the word to type, and the
 * box ticked; `t` reads `accounts`. Whether the word is the right one is the server's answer.
 */
export function deleteAccountChecks(t: Translate, hasPassword: boolean): FormChecks {
  return formChecks(deleteAccountSchemaFor(t, hasPassword));
}
