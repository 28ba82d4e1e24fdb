import { describe, expect, it } from "vitest";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { englishFrom } from "~/i18n/english";
import enAccounts from "~/i18n/locales/en/accounts";
import enDashboard from "~/i18n/locales/en/dashboard";
import { serverMessages } from "../../tests/schema-messages";
import { forumSettingsChecks, reapplyChecks } from "./dashboard-checks.server";
import { forumSettingsSchema, verificationApplicationSchema } from "./dashboard-schemas";
import { organizationTypes, requiresRegistrationNumber } from "./registration-number";

describe("the dashboard's checks in the browser", () => {
  it("ask the forum name what the server asks", () => {
    const checks = forumSettingsChecks(englishFrom(enDashboard));
    for (const forumUsername of ["", "Rita", "R".repeat(51)]) {
      const values = { forumUsername };
      const server = serverMessages(forumSettingsSchema, values);
      for (const name of checkedFields(checks)) {
        expect(fieldMessage(checks, name, values), forumUsername).toBe(server.get(name));
      }
    }
    expect(fieldMessage(checks, "forumUsername", { forumUsername: "R".repeat(51) })).toMatch(/50/);
  });

  it("ask a new application for a registration number where its type needs one", () => {
    const checks = reapplyChecks(englishFrom(enAccounts));
    const forms: CheckedValues[] = [
      { organizationName: "", organizationType: "", registrationNumber: "" },
      ...organizationTypes.flatMap((organizationType) => [
        { organizationName: "Leeds Larder", organizationType, registrationNumber: "" },
        { organizationName: "Leeds Larder", organizationType, registrationNumber: "1234567" },
      ]),
    ];
    for (const values of forms) {
      const server = serverMessages(verificationApplicationSchema, values);
      for (const name of checkedFields(checks)) {
        expect(fieldMessage(checks, name, values), JSON.stringify(values)).toBe(server.get(name));
      }
    }
    const needing = organizationTypes.find(requiresRegistrationNumber);
    expect(needing).toBeDefined();
  });
});
