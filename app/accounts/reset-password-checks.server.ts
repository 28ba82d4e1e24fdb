// Choosing a new password from an emailed link, asked of its schema for the static page's script
// (decisions 0066, 0112).
import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { resetPasswordSchemaFor } from "./password-schemas";

/**
 * The new password and its confirmation; `t` reads `accounts`. The link's token is a hidden field
 * the page always fills (a page without one shows the expired-link notice, not the form), so it
 * is asked as given: the schema compares the two passwords only once the rest is well formed.
 */
export function resetPasswordChecks(t: Translate): FormChecks {
  return formChecks(resetPasswordSchemaFor(t), {
    variants: [{ token: "given" }],
    sameAs: { confirmPassword: "password" },
  });
}
