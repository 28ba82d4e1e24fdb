import { formChecks } from "~/components/forms/form-checks.server";
import { organizationTypes } from "./registration-number";
import { signupSchema } from "./signup-schema";

/** The sign-up form's checks in the browser, asked of its one schema (decision 0066). */
export const signupChecks = formChecks(signupSchema, {
  variants: [
    { accountType: "personal" },
    { accountType: "organization" },
    ...organizationTypes.map((organizationType) => ({
      accountType: "organization",
      organizationType,
    })),
  ],
  sameAs: { confirmPassword: "password" },
});
