import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { organizationTypes } from "./registration-number";
import { signupSchema, signupSchemaFor } from "./signup-schema";

const options = {
  variants: [
    { accountType: "personal" },
    { accountType: "organization" },
    ...organizationTypes.map((organizationType) => ({
      accountType: "organization",
      organizationType,
    })),
  ],
  sameAs: { confirmPassword: "password" },
};

/** The sign-up form's checks in the browser, asked of its one schema (decision 0066). */
export const signupChecks = formChecks(signupSchema, options);

const byLanguage = new Map<Language, FormChecks>([["en", signupChecks]]);

/** The same checks in the page's language; worked out once per language. */
export function signupChecksIn(lng: Language, t: Translate): FormChecks {
  let checks = byLanguage.get(lng);
  if (!checks) {
    checks = formChecks(signupSchemaFor(t), options);
    byLanguage.set(lng, checks);
  }
  return checks;
}
