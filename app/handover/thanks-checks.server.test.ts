import { describe, expect, it } from "vitest";
import {
  type CheckedValues,
  checkedFields,
  fieldMessage,
  formLevelMessages,
} from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import { englishFrom } from "~/i18n/english";
import cyHandovers from "~/i18n/locales/cy/handovers";
import enHandovers from "~/i18n/locales/en/handovers";
import { serverMessages } from "../../tests/schema-messages";
import { THANKS_NOTE_MAX, thanksMessagesFor, thanksSchemaFor } from "./thanks-schema";

// The thanks page is static (decision 0114): the browser checks the form from its schema, "a note
// or a rating" included, a rule on the whole form. It must say what the server would, where the
// server would: the form's message for the whole form, a field's under the field.

/** What the server says of the whole form: its refinement's messages, with no field in the path. */
function serverFormMessages(schema: ReturnType<typeof thanksSchemaFor>, values: CheckedValues) {
  const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const result = schema.safeParse(sent);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path.length === 0).map((issue) => issue.message);
}

describe("the thank-you form as the browser checks it", () => {
  for (const [language, catalogue] of [
    ["English", enHandovers],
    ["Welsh", cyHandovers],
  ] as const) {
    it(`says what the server says, for the form and for each field (${language})`, () => {
      const t = englishFrom(catalogue);
      const schema = thanksSchemaFor(t);
      const checks = formChecks(schema);
      const forms: CheckedValues[] = [
        {},
        { note: "" },
        { note: "   " },
        { note: "Lovely crowns, thank you." },
        { rating: "4" },
        { note: "   ", rating: "1" },
        { note: "x".repeat(THANKS_NOTE_MAX + 1) },
        { note: "x".repeat(THANKS_NOTE_MAX + 1), rating: "5" },
      ];
      for (const values of forms) {
        const said = JSON.stringify(values);
        expect(formLevelMessages(checks, values), said).toEqual(serverFormMessages(schema, values));
        const server = serverMessages(schema, values);
        for (const name of checkedFields(checks)) {
          expect(fieldMessage(checks, name, values), said).toBe(server.get(name));
        }
      }
    });

    it(`refuses an empty form in the browser with the catalogue's words (${language})`, () => {
      const t = englishFrom(catalogue);
      const checks = formChecks(thanksSchemaFor(t));
      expect(checks.form).toEqual([
        { anyOf: ["note", "rating"], message: thanksMessagesFor(t).empty },
      ]);
      expect(formLevelMessages(checks, { note: " " })).toEqual([thanksMessagesFor(t).empty]);
    });
  }
});
