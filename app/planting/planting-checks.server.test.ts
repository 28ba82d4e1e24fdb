import { describe, expect, it } from "vitest";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { englishFrom } from "~/i18n/english";
import cyPlanting from "~/i18n/locales/cy/planting";
import enPlanting from "~/i18n/locales/en/planting";
import { serverMessages } from "../../tests/schema-messages";
import { plantingChecksFor } from "./planting-checks.server";
import { PLANTING_LIMITS, plantingSchemaFor } from "./planting-schema";

describe("My Garden's form checks in the browser", () => {
  for (const [language, catalogue] of [
    ["English", enPlanting],
    ["Welsh", cyPlanting],
  ] as const) {
    const t = englishFrom(catalogue);

    it(`ask what the server asks (${language})`, () => {
      const checks = plantingChecksFor(t);
      const schema = plantingSchemaFor(t);
      const filled = { plantName: "Carrots", plantedDate: "2026-04-01", category: "Vegetables" };
      const forms: CheckedValues[] = [
        { plantName: "", plantedDate: "", category: "Vegetables" },
        { plantName: "Carrots", plantedDate: "", category: "Vegetables" },
        { ...filled, plantName: "x".repeat(PLANTING_LIMITS.plantName + 1) },
        { ...filled, variety: "x".repeat(PLANTING_LIMITS.variety + 1) },
        { ...filled, quantity: "x".repeat(PLANTING_LIMITS.quantity + 1) },
        { ...filled, location: "x".repeat(PLANTING_LIMITS.location + 1) },
        { ...filled, notes: "x".repeat(PLANTING_LIMITS.notes + 1) },
        { ...filled, expectedHarvestDate: "2026-06-10", notes: "Nantes" },
      ];
      for (const values of forms) {
        const server = serverMessages(schema, values);
        for (const name of checkedFields(checks)) {
          expect(fieldMessage(checks, name, values), JSON.stringify(values)).toBe(server.get(name));
        }
      }
      // The two required fields and a length are checked: a check that cannot fail would pass
      // the loop above unseen.
      expect(checks.fields.plantName?.required).toBe(t("forms.plantNameRequired"));
      expect(checks.fields.plantedDate?.required).toBe(t("forms.plantedDateRequired"));
      expect(checks.fields.notes?.maxLength?.[0]).toBe(PLANTING_LIMITS.notes);
    });
  }
});
