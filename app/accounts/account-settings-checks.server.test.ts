import { describe, expect, it } from "vitest";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { englishFrom } from "~/i18n/english";
import cyAccounts from "~/i18n/locales/cy/accounts";
import enAccounts from "~/i18n/locales/en/accounts";
import { serverMessages } from "../../tests/schema-messages";
import { changePasswordChecks, deleteAccountChecks } from "./account-settings-checks.server";
import { deleteAccountSchemaFor } from "./delete-account-schema";
import { changePasswordSchemaFor } from "./password-schemas";

describe("account settings' checks in the browser", () => {
  for (const [language, catalogue] of [
    ["English", enAccounts],
    ["Welsh", cyAccounts],
  ] as const) {
    const t = englishFrom(catalogue);

    it(`ask a new password what the server asks (${language})`, () => {
      const checks = changePasswordChecks(t);
      const schema = changePasswordSchemaFor(t);
      const forms: CheckedValues[] = [
        { currentPassword: "", password: "", confirmPassword: "" },
        { currentPassword: "old-password", password: "short", confirmPassword: "short" },
        { currentPassword: "old-password", password: "x".repeat(129), confirmPassword: "" },
        { currentPassword: "old-password", password: "long-enough-1", confirmPassword: "other-2" },
        { currentPassword: "old-password", password: "long-enough-1", confirmPassword: "" },
        {
          currentPassword: "old-password",
          password: "long-enough-1",
          confirmPassword: "long-enough-1",
        },
      ];
      for (const values of forms) {
        const server = serverMessages(schema, values);
        for (const name of checkedFields(checks)) {
          expect(fieldMessage(checks, name, values), JSON.stringify(values)).toBe(server.get(name));
        }
      }
      // The comparison is there: a check that cannot fail would pass the loop above unseen.
      expect(checks.fields.confirmPassword?.sameAs?.[0]).toBe("password");
    });

    for (const hasPassword of [true, false]) {
      it(`ask a deletion what the server asks, ${hasPassword ? "with" : "without"} a password (${language})`, () => {
        const checks = deleteAccountChecks(t, hasPassword);
        const schema = deleteAccountSchemaFor(t, hasPassword);
        const field = hasPassword ? "password" : "confirmText";
        // Any password, or the right word: whether they are right is the server's answer alone.
        const given = hasPassword ? "something" : t("deleteAccount.word");
        for (const values of [
          { [field]: "", understood: false },
          { [field]: given, understood: false },
          { [field]: "", understood: true },
          { [field]: given, understood: true },
        ] as CheckedValues[]) {
          const server = serverMessages(schema, values);
          for (const name of checkedFields(checks)) {
            expect(fieldMessage(checks, name, values), JSON.stringify(values)).toBe(
              server.get(name),
            );
          }
        }
        expect(checkedFields(checks).sort()).toEqual([field, "understood"].sort());
        if (!hasPassword) {
          const lowerCase = { confirmText: "delete", understood: true };
          expect(fieldMessage(checks, "confirmText", lowerCase)).toBeUndefined();
          expect(serverMessages(schema, lowerCase).get("confirmText")).toBe(
            t("forms.typeInCapitals", { word: t("deleteAccount.word") }),
          );
        }
      });
    }
  }
});
