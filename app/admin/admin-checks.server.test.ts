import { describe, expect, it } from "vitest";
import { checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { englishFrom } from "~/i18n/english";
import cyAdmin from "~/i18n/locales/cy/admin";
import enAdmin from "~/i18n/locales/en/admin";
import { serverMessages } from "../../tests/schema-messages";
import { adminFormChecks } from "./admin-checks.server";
import { assignRoleSchemaFor, syncSchemaFor } from "./admin-schemas";

// The browser's checks are asked of the schema (decision 0066): each field the browser judges
// gets the message the server gives it first, or none when the server has none.
describe("the admin dashboard's checks in the browser", () => {
  for (const [lng, catalogue] of [
    ["en", enAdmin],
    ["cy", cyAdmin],
  ] as const) {
    const t = englishFrom(catalogue);

    it(`ask a new role holder's id what the server asks (${lng})`, () => {
      const checks = adminFormChecks(t, "users");
      if (!checks) throw new Error("no checks for the users tab");
      expect(checkedFields(checks)).toEqual(["userId"]);
      for (const userId of ["", "  ", "rita@example.com"]) {
        const values = { intent: "assign-role", role: "moderator", userId };
        const server = serverMessages(assignRoleSchemaFor(t), values);
        expect(fieldMessage(checks, "userId", values), userId).toBe(server.get("userId"));
      }
      expect(fieldMessage(checks, "userId", { userId: "" })).toBe(t("forms.invalidUserId"));
    });

    it(`ask a sync for its sheet's id, and not its sheet's name (${lng})`, () => {
      const checks = adminFormChecks(t, "sync");
      if (!checks) throw new Error("no checks for the sync tab");
      expect(checkedFields(checks)).toEqual(["spreadsheetId"]);
      for (const spreadsheetId of ["", " ", "1abc"]) {
        const values = { intent: "sync", spreadsheetId, sheetName: "" };
        const server = serverMessages(syncSchemaFor(t), values);
        expect(fieldMessage(checks, "spreadsheetId", values), spreadsheetId).toBe(
          server.get("spreadsheetId"),
        );
      }
      expect(fieldMessage(checks, "spreadsheetId", { spreadsheetId: "" })).toBe(
        t("forms.missingSheetId"),
      );
    });
  }

  it("are none on the tabs without a checked form", () => {
    const t = englishFrom(enAdmin);
    expect(adminFormChecks(t, "verifications")).toBeNull();
    expect(adminFormChecks(t, "activity")).toBeNull();
  });
});
