import { describe, expect, it } from "vitest";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { englishFrom } from "~/i18n/english";
import cyAccounts from "~/i18n/locales/cy/accounts";
import enAccounts from "~/i18n/locales/en/accounts";
import { serverMessages } from "../../tests/schema-messages";
import { resetPasswordSchemaFor } from "./password-schemas";
import { resetPasswordChecks } from "./reset-password-checks.server";

describe("the new password's checks in the browser", () => {
  for (const [language, catalogue] of [
    ["English", enAccounts],
    ["Welsh", cyAccounts],
  ] as const) {
    const t = englishFrom(catalogue);

    it(`ask what the server asks (${language})`, () => {
      const checks = resetPasswordChecks(t);
      const schema = resetPasswordSchemaFor(t);
      const token = "a-token-from-the-link";
      const forms: CheckedValues[] = [
        { token, password: "", confirmPassword: "" },
        { token, password: "short", confirmPassword: "short" },
        { token, password: "x".repeat(129), confirmPassword: "" },
        { token, password: "long-enough-1", confirmPassword: "other-2" },
        { token, password: "long-enough-1", confirmPassword: "" },
        { token, password: "long-enough-1", confirmPassword: "long-enough-1" },
      ];
      for (const values of forms) {
        const server = serverMessages(schema, values);
        for (const name of checkedFields(checks)) {
          expect(fieldMessage(checks, name, values), JSON.stringify(values)).toBe(server.get(name));
        }
      }
      // Both fields are checked, and the comparison is there: a check that cannot fail would
      // pass the loop above unseen.
      expect(checkedFields(checks).sort()).toEqual(["confirmPassword", "password"]);
      expect(checks.fields.confirmPassword?.sameAs?.[0]).toBe("password");
      expect(fieldMessage(checks, "password", { token, password: "short" })).toBe(
        t("forms.passwordLength", { min: 8 }),
      );
    });
  }
});
